// The Pothos builder: plugins and scalars only. Each domain folder defines its own types.
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import { GraphQLError } from 'graphql';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Context } from './context.js';
import { assertNodeType, decodeUuidGlobalID } from './global-id.js';
import { isStoreRole } from '../../common/roles.js';
import { API_KEY_MESSAGES } from '../../common/api-keys.js';
import type { AuthFailure } from '@pothos/plugin-scope-auth';

/** Whether an auth failure is (or contains) the refusal of `scope`. */
function failedScope(failure: AuthFailure, scope: string): boolean {
  if ('scope' in failure) return failure.scope === scope;
  return 'failures' in failure && failure.failures.some((f) => failedScope(f, scope));
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Decimal: { Input: string; Output: string | { toFixed(dp: number): string } };
  };
  AuthScopes: {
    signedIn: boolean;
    admin: boolean;
    seller: boolean;
    professional: boolean;
    /** A person in a session of the app, not an integrator's API key (account and key management). */
    person: boolean;
  };
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin, DataloaderPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      admin: !!ctx.viewer?.isAdmin,
      seller: isStoreRole(ctx.viewer?.role),
      professional: ctx.viewer?.role === 'PROFESSIONAL',
      person: !!ctx.viewer && !ctx.apiKey,
    }),
    // Auth failures are GraphQL errors with a code (docs/architecture.md); validation failures are userErrors.
    unauthorizedError: (_parent, ctx, _info, result) =>
      ctx.viewer
        ? new GraphQLError(ctx.apiKey && failedScope(result.failure, 'person') ? API_KEY_MESSAGES.notForKeys : 'Acesso negado', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError('Usuário não autenticado', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    decodeGlobalID: decodeUuidGlobalID,
    nodeQueryOptions: {
      resolve: (_root, { id }, _ctx, info, resolveNode) => {
        assertNodeType(info.schema, id.typename);
        return resolveNode(id);
      },
    },
    nodesQueryOptions: {
      resolve: (_root, { ids }, _ctx, info, resolveNodes) => {
        for (const id of ids) assertNodeType(info.schema, id.typename);
        return resolveNodes(ids);
      },
    },
    clientMutationId: 'omit',
    cursorType: 'String',
  },
  validation: {
    validationError: (result) =>
      new GraphQLError(result.issues.map((i) => i.message).join('; '), {
        extensions: { code: 'BAD_USER_INPUT' },
      }),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('DateTime', {
  description: 'Instante em UTC, ISO-8601 (ex.: 2026-11-22T13:05:00.000Z).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Data inválida');
    return date;
  },
});

builder.scalarType('Decimal', {
  description: 'Valor decimal exato como texto (ex.: "1234.56"). Nunca ponto flutuante.',
  serialize: (value) => (typeof value === 'string' ? value : value.toFixed(2)),
  parseValue: (value) => {
    const text = String(value).trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new GraphQLError('Valor deve ser um número');
    return text;
  },
});
