// The catalogue's GraphQL schema: stores (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { storeAccessWhere } from '../access.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { payloadType, type UserErrorShape } from '../../schema/user-error.js';

export const DEFAULT_STORE_NAME = 'Loja parceira';

export const Store = builder.prismaNode('Store', {
  id: { field: 'id' },
  nullable: true,
  description: 'Loja parceira (vendedores). Visível ao público quando aprovada ou ativa.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [storeAccessWhere(ctx.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'UUID da loja (rota /loja/:lojaId).' }),
    name: t.string({ resolve: (s) => s.name.trim() || DEFAULT_STORE_NAME }),
    slug: t.exposeString('slug'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

/** What a mutation on one store answers: the store as saved and the success text. */
export interface StoreResult {
  storeId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

/** The payload of a mutation on one store (an admin's decision, the owner's profile and delivery settings): the same shape under each name. */
export const storePayload = (name: string) =>
  payloadType<StoreResult>(name, {
    entity: { store: { type: Store, id: 'storeId' } },
    fields: (t) => ({ message: t.string({ nullable: true, resolve: (p) => p.message }) }),
  });
