// Integrators' API keys in GraphQL: the list, creation (the token comes once, in its answer) and
// revocation. Only a person in an app session manages keys — never a key. Rules: keys.ts.
import { builder } from '../schema/builder.js';
import { payloadType } from '../schema/user-error.js';
import type { Context } from '../schema/context.js';
import { NO_ROW_ID, uuidOrNoRow } from '../schema/global-id.js';
import { Store } from '../catalog/schema/index.js';
import { ApiKeyScope } from '../generated/prisma/enums.js';
import { API_KEY_SCOPE_LABELS } from '../../common/api-keys.js';
import { apiKeysWhere, createApiKey, revokeApiKey, type ApiKeyResult } from './keys.js';

const KEY_MANAGERS = { $all: { person: true, $any: { seller: true, admin: true } } } as const;

function apiKeysVisibleTo(ctx: Context) {
  return ctx.viewer && !ctx.apiKey ? apiKeysWhere(ctx.viewer) : { createdById: NO_ROW_ID };
}

const ApiKeyScopeEnum = builder.enumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: `O que a chave pode fazer: ${Object.entries(API_KEY_SCOPE_LABELS).map(([k, v]) => `${k} = ${v}`).join('; ')}.`,
});

export const ApiKey = builder.prismaNode('ApiKey', {
  id: { field: 'id' },
  nullable: true,
  description: 'Uma chave de API de integrador. O segredo nunca volta: só o começo dele (tokenPrefix).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...apiKeysVisibleTo(ctx) }),
  fields: (t) => ({
    name: t.exposeString('name'),
    scope: t.expose('scope', { type: ApiKeyScopeEnum }),
    tokenPrefix: t.exposeString('tokenPrefix', { description: 'Os primeiros caracteres da chave, para reconhecê-la.' }),
    storeName: t.string({ nullable: true, select: { store: { select: { name: true } } }, resolve: (k) => k.store?.name ?? null }),
    createdByName: t.string({ select: { createdBy: { select: { name: true } } }, resolve: (k) => k.createdBy.name }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Último uso (atualizado no máximo uma vez por minuto).' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.prismaField({
    type: [ApiKey],
    description: 'As chaves de API de quem pergunta (admins: todas), ativas primeiro, as mais novas antes.',
    authScopes: KEY_MANAGERS,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiKey.findMany({ ...query, where: apiKeysVisibleTo(ctx), orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }], take: 200 }),
  }),
);

const ApiKeyPayload = payloadType<ApiKeyResult>('ApiKeyPayload', {
  entity: { apiKey: { type: ApiKey, id: 'apiKeyId' } },
  fields: (t) => ({
    token: t.string({ nullable: true, description: 'A chave inteira, só na resposta de createApiKey: guarde-a agora.', resolve: (p) => p.token }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ description: 'Para que serve (ex.: ERP da loja).' }),
    scope: t.field({ type: ApiKeyScopeEnum, description: 'Donos de loja: só STORE.' }),
    storeId: t.globalID({ for: Store, required: false, description: 'A loja de uma chave STORE criada por um admin (donos: a própria loja).' }),
  }),
});

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: ApiKeyPayload,
    description: 'Cria uma chave de API (donos de loja: da própria loja; admins: escopo à escolha). A chave volta uma vez só.',
    authScopes: KEY_MANAGERS,
    args: { input: t.arg({ type: CreateApiKeyInput }) },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, ctx.viewer!, { ...input, storeId: input.storeId?.id ?? null }),
  }),
  revokeApiKey: t.field({
    type: ApiKeyPayload,
    description: 'Revoga uma chave: as próximas requisições com ela recebem HTTP 401.',
    authScopes: KEY_MANAGERS,
    args: { id: t.arg.globalID({ for: ApiKey }) },
    resolve: (_root, args, ctx) => revokeApiKey(ctx, ctx.viewer!, args.id.id),
  }),
}));
