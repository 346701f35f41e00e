// /vendor/product-restrictions in GraphQL: the store's restrictions (a product not sold in a zone
// or to a role), create and delete. Rules: api/merchant/product-restrictions.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { paging } from '../../schema/paging.js';
import { RoleEnum } from '../../accounts/schema.js';
import { Product, Store } from '../../catalog/schema/index.js';
import { restrictionText } from '../../../common/product-restrictions.js';
import { managedStoresWhere } from '../access.js';
import { createProductRestriction, deleteProductRestriction, type RestrictionResult } from '../product-restrictions.js';
import { DeliveryZone } from './delivery.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../schema/global-id.js';

export const ProductRestriction = builder.prismaNode('ProductRestriction', {
  id: { field: 'id' },
  description: 'Um produto que a loja não vende numa área de entrega (zone) ou para um perfil (role).',
  // Only its store and the admins see a restriction; to others node(id:) answers as for an unknown ID.
  nullable: true,
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { store: { ownerId: ctx.viewer?.id ?? NO_ROW_ID } }) }),
  authScopes: (r, ctx) => ctx.viewer?.isAdmin === true || (!!ctx.viewer && r.store?.ownerId === ctx.viewer.id),
  select: { store: { select: { ownerId: true } } },
  fields: (t) => ({
    product: t.relation('product'),
    zone: t.relation('zone', { nullable: true, type: DeliveryZone }),
    role: t.expose('role', { type: RoleEnum, nullable: true }),
    text: t.string({
      description: "Em pt-BR: 'Não vendido em Centro' / 'Não vendido para profissionais'.",
      select: { role: true, zone: { select: { name: true } } },
      resolve: (r) => restrictionText({ role: r.role, zoneName: r.zone?.name }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('vendorProductRestrictions', (t) =>
  t.prismaConnection(
    {
      type: ProductRestriction,
      cursor: 'id',
      description: 'As restrições de produtos da loja de quem consulta (admins: de storeId), das mais novas às mais antigas.',
      authScopes: { signedIn: true },
      ...paging(),
      args: { storeId: t.arg.globalID({ for: Store, required: false, description: 'Só admins.' }) },
      totalCount: (_root, args, ctx) => ctx.prisma.productRestriction.count({ where: { store: managedStoresWhere(ctx.viewer!, (args.storeId as { id: string } | null)?.id) } }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.productRestriction.findMany({ ...query, where: { store: managedStoresWhere(ctx.viewer!, args.storeId?.id) }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'ProductRestrictionConnection' },
    { name: 'ProductRestrictionEdge' },
  ),
);

const RestrictionPayload = payloadType<RestrictionResult>('ProductRestrictionPayload', {
  entity: { restriction: { type: ProductRestriction, id: 'restrictionId' } },
  fields: (t) => ({
    deletedRestrictionId: t.id({ nullable: true, resolve: (p) => (p.deletedRestrictionId ? encodeGlobalID('ProductRestriction', p.deletedRestrictionId) : null) }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const CreateProductRestrictionInput = builder.inputType('CreateProductRestrictionInput', {
  description: 'Um produto da loja e exatamente um alvo: uma área de entrega da loja (zoneId) ou um perfil (role).',
  fields: (t) => ({
    productId: t.globalID({ for: Product }),
    zoneId: t.globalID({ for: DeliveryZone, required: false }),
    role: t.field({ type: RoleEnum, required: false }),
  }),
});

builder.mutationField('createProductRestriction', (t) =>
  t.field({
    type: RestrictionPayload,
    description: 'Deixa de vender um produto da loja numa área de entrega ou para um perfil (o checkout recusa).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateProductRestrictionInput }) },
    resolve: (_root, { input }, ctx) => createProductRestriction(ctx, ctx.viewer!, { productId: input.productId.id, zoneId: input.zoneId?.id ?? null, role: input.role ?? null }),
  }),
);

builder.mutationField('deleteProductRestriction', (t) =>
  t.field({
    type: RestrictionPayload,
    description: 'Remove uma restrição de produto da loja de quem chama.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('DeleteProductRestrictionInput', { fields: (f) => ({ id: f.globalID({ for: ProductRestriction }) }) }) }) },
    resolve: (_root, { input }, ctx) => deleteProductRestriction(ctx, ctx.viewer!, input.id.id),
  }),
);
