// Places in GraphQL: the CEP lookup and the viewer's address book. Resolvers stay thin: the rules
// live in cep/ and addresses.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.js';
import { payloadType, refusable, userError, type UserErrorShape } from '../schema/user-error.js';
import { lookupCep } from './cep/service.js';
import { addressesVisibleTo } from './access.js';
import { uuidOrNoRow } from '../schema/global-id.js';
import type { CepResult } from './cep/types.js';
import {
  createAddress,
  deleteAddress,
  setPrincipalAddress,
  updateAddress,
  type AddressResult,
} from './addresses.js';

const NO_ROW = '00000000-0000-0000-0000-000000000000';

// --- CEP ----------------------------------------------------------------------------------------

const CepSourceEnum = builder.enumType('CepSource', {
  description:
    'Origem do resultado: FALLBACK = entrada fixa ou por prefixo, CACHE = cache de CEPs, REGIONAL = tabela regional, VIACEP, BRASILAPI.',
  values: ['FALLBACK', 'CACHE', 'REGIONAL', 'VIACEP', 'BRASILAPI'] as const,
});

const CepConfidenceEnum = builder.enumType('CepConfidence', {
  description: 'Confiança: HIGH = endereço confirmado, MEDIUM = cidade provável pelo prefixo, LOW = só a UF.',
  values: ['HIGH', 'MEDIUM', 'LOW'] as const,
});

const CepAddress = builder.objectRef<CepResult>('CepAddress').implement({
  description: 'Resultado da consulta de CEP (logradouro, bairro, localidade, uf, ibge).',
  fields: (t) => ({
    cep: t.exposeString('cep', { description: '8 dígitos.' }),
    street: t.exposeString('street', { description: 'Logradouro; vazio quando o CEP é de uma cidade inteira.' }),
    district: t.exposeString('district', { description: 'Bairro; pode vir vazio.' }),
    city: t.exposeString('city', { description: 'Cidade (localidade); vazia só com confiança LOW.' }),
    state: t.exposeString('state', { description: 'UF.' }),
    ibge: t.exposeString('ibge', { nullable: true, description: 'Código IBGE do município.' }),
    source: t.field({ type: CepSourceEnum, resolve: (r) => r.source }),
    confidence: t.field({ type: CepConfidenceEnum, resolve: (r) => r.confidence }),
  }),
});

interface LookupCepPayloadShape {
  address: CepResult | null;
  retryAfterSeconds: number | null;
  userErrors: UserErrorShape[];
}

const LookupCepPayload = payloadType<LookupCepPayloadShape>('LookupCepPayload', {
  fields: (t) => ({
    address: t.field({ type: CepAddress, nullable: true, resolve: (p) => p.address }),
    retryAfterSeconds: t.int({
      nullable: true,
      description: 'Com o erro RATE_LIMITED: segundos até poder consultar de novo.',
      resolve: (p) => p.retryAfterSeconds,
    }),
  }),
});

builder.queryField('lookupCep', (t) =>
  t.field({
    description:
      'Consulta um CEP (com ou sem máscara): entrada fixa, cache, tabela regional, ViaCEP, BrasilAPI e, por fim, o prefixo. ' +
      'Limite: 10 consultas por minuto por usuário (ou IP); depois, bloqueio crescente de 1 min por bloqueio, até 1 hora.',
    type: LookupCepPayload,
    args: { cep: t.arg.string() },
    resolve: async (_root, { cep }, ctx) => {
      const outcome = await lookupCep(ctx, cep);
      return {
        address: outcome.result,
        retryAfterSeconds: outcome.retryAfterSeconds,
        userErrors: outcome.error ? [userError(outcome.error.message, outcome.error.code, 'cep')] : [],
      };
    },
  }),
);

// --- address book -----------------------------------------------------------------------------

export const Address = builder.prismaNode('Address', {
  id: { field: 'id' },
  description: 'Endereço do catálogo de endereços do usuário (user_addresses).',
  nullable: true,
  // Only the owner (and admins) read an address, also through node(id:) (api/places/access.ts).
  findUnique: (id, ctx) => ({ ...addressesVisibleTo(ctx.viewer), id: uuidOrNoRow(id) }),
  fields: (t) => ({
    label: t.exposeString('label', { nullable: true, description: 'Apelido opcional (Casa, Trabalho...).' }),
    street: t.exposeString('street', { description: 'Logradouro.' }),
    number: t.exposeString('number', { description: 'Número (aceita S/N).' }),
    complement: t.exposeString('complement', { nullable: true }),
    district: t.exposeString('district', { description: 'Bairro.' }),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'UF.' }),
    postalCode: t.exposeString('postalCode', { description: 'CEP, 8 dígitos.' }),
    principal: t.exposeBoolean('principal', { description: 'O endereço principal (há exatamente um quando há endereços).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'addresses', (t) =>
  t.relation('addresses', {
    description: 'Catálogo de endereços: o principal primeiro, depois os mais novos.',
    query: { orderBy: [{ principal: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

type InputFieldBuilder = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

const addressFields = (t: InputFieldBuilder) => ({
  label: t.string({ required: false, description: 'Apelido opcional (Casa, Trabalho...).' }),
  postalCode: t.string({ required: false, description: 'CEP, com ou sem máscara.' }),
  street: t.string({ required: false, description: 'Logradouro.' }),
  number: t.string({ required: false }),
  complement: t.string({ required: false }),
  district: t.string({ required: false, description: 'Bairro.' }),
  city: t.string({ required: false }),
  state: t.string({ required: false, description: 'UF (uma das 27).' }),
  principal: t.boolean({ required: false, description: 'true torna este o endereço principal.' }),
});

const CreateAddressInput = builder.inputType('CreateAddressInput', {
  description: 'O primeiro endereço é sempre o principal.',
  fields: (t) => addressFields(t),
});

const UpdateAddressInput = builder.inputType('UpdateAddressInput', {
  description: 'Campos omitidos mantêm o valor atual. principal: false no endereço principal é ignorado (escolha outro como principal).',
  fields: (t) => ({ id: t.globalID({ for: Address }), ...addressFields(t) }),
});

const AddressIdInput = builder.inputType('AddressIdInput', { fields: (t) => ({ id: t.globalID({ for: Address }) }) });

interface AddressPayloadShape extends AddressResult {
  userId: string;
  deleted?: boolean;
}

const AddressPayload = payloadType<AddressPayloadShape>('AddressPayload', {
  description: 'O endereço alterado e o usuário (com o catálogo e o endereço principal atualizados).',
  fields: (t) => ({
    address: t.prismaField({
      type: 'Address',
      nullable: true,
      // With userErrors nothing was saved: address is null.
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.address.findUnique({ ...query, where: { id: p.addressId && !p.userErrors.length ? p.addressId : NO_ROW } }),
    }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

const DeleteAddressPayload = payloadType<AddressPayloadShape>('DeleteAddressPayload', {
  fields: (t) => ({
    deletedAddressId: t.id({
      nullable: true,
      resolve: (p) => (p.deleted && p.addressId ? encodeGlobalID('Address', p.addressId) : null),
    }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
  }),
});

/** A refused address change: nothing was saved. */
const notSaved = (userErrors: UserErrorShape[]) => ({ addressId: null, deleted: false, userErrors });

builder.mutationField('createAddress', (t) =>
  t.field({
    type: AddressPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateAddressInput }) },
    resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer!.id, ...(await createAddress(ctx, ctx.viewer!.id, input)) }),
  }),
);

builder.mutationField('updateAddress', (t) =>
  t.field({
    type: AddressPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateAddressInput }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...fields } = input;
      return { userId: ctx.viewer!.id, ...(await refusable(() => updateAddress(ctx, ctx.viewer!.id, id.id, fields), notSaved)) };
    },
  }),
);

builder.mutationField('setPrincipalAddress', (t) =>
  t.field({
    description: 'Torna o endereço o principal; os outros deixam de ser, na mesma transação.',
    type: AddressPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddressIdInput }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.viewer!.id,
      ...(await refusable(() => setPrincipalAddress(ctx, ctx.viewer!.id, input.id.id), notSaved)),
    }),
  }),
);

builder.mutationField('deleteAddress', (t) =>
  t.field({
    description: 'Exclui o endereço; se era o principal, o mais novo dos restantes passa a ser.',
    type: DeleteAddressPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddressIdInput }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.viewer!.id,
      ...(await refusable(async () => ({ deleted: true, ...(await deleteAddress(ctx, ctx.viewer!.id, input.id.id)) }), notSaved)),
    }),
  }),
);
