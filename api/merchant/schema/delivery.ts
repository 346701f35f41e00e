// The vendor area in GraphQL: the caller's store and its delivery settings (fee, free-delivery
// threshold, zones by town or CEP prefix). Every operation acts on the store the caller manages
// (api/merchant/access.ts); admins name any store by `storeId`.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType, refusable, userError, type UserErrorShape } from '../../schema/user-error.js';
import { DeliveryZoneKind } from '../../generated/prisma/enums.js';
import { Store, storePayload, type StoreResult } from '../../catalog/schema/index.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { auditAction } from '../../shared/audit.js';
import { checkStoreDelivery, DELIVERY_MESSAGES, estimateText } from '../../../common/delivery.js';
import { managedStore, managedStoresWhere } from '../access.js';
import { deleteDeliveryZone, saveDeliveryZone, type DeliveryZoneResult } from '../delivery-zones.js';

const DeliveryZoneKindEnum = builder.enumType(DeliveryZoneKind, {
  name: 'DeliveryZoneKind',
  description: 'CITY = uma cidade/UF; POSTAL_PREFIX = CEPs que começam com o prefixo (o prefixo mais longo vence).',
});

export const DeliveryZone = builder.prismaNode('DeliveryZone', {
  id: { field: 'id' },
  nullable: true,
  description: 'Área de entrega de uma loja: onde entrega, por quanto, a partir de qual pedido e em quanto tempo.',
  // Read by the store's owner and admins; shoppers see the zones through Store.deliveryZones.
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), store: ctx.viewer ? managedStoresWhere(ctx.viewer) : { id: uuidOrNoRow('') } }),
  fields: (t) => ({
    name: t.exposeString('name'),
    kind: t.expose('kind', { type: DeliveryZoneKindEnum }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postalPrefix: t.exposeString('postalPrefix', { nullable: true }),
    fee: t.expose('fee', { type: 'Decimal' }),
    minOrder: t.expose('minOrder', { type: 'Decimal', nullable: true }),
    estimatedMinutes: t.exposeInt('estimatedMinutes'),
    estimatedText: t.string({ description: "Prazo em texto: '40 min', '1 h 30 min', '2 dias'.", resolve: (z) => estimateText(z.estimatedMinutes) }),
    active: t.exposeBoolean('active'),
  }),
});

builder.prismaObjectFields('Store', (t) => ({
  deliveryFee: t.expose('deliveryFee', { type: 'Decimal', description: 'Taxa de entrega quando a loja não tem áreas de entrega.' }),
  freeDeliveryThreshold: t.expose('freeDeliveryThreshold', { type: 'Decimal', nullable: true, description: 'Pedido a partir do qual a entrega é grátis.' }),
  whatsapp: t.exposeString('whatsapp', { nullable: true }),
  deliveryZones: t.relation('deliveryZones', {
    description: 'Áreas de entrega: todas para a loja e admins; só as ativas para os demais.',
    query: (_args, ctx) => ({ orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    resolve: (query, store, _args, ctx) =>
      ctx.prisma.deliveryZone.findMany({
        ...query,
        where: { storeId: store.id, ...(ctx.viewer && (ctx.viewer.isAdmin || ctx.viewer.id === store.ownerId) ? {} : { active: true }) },
      }),
  }),
}));

builder.queryField('vendorStore', (t) =>
  t.prismaField({
    type: Store,
    nullable: true,
    description: 'A loja de quem consulta (admins: a loja de storeId); null para quem não tem loja.',
    authScopes: { signedIn: true },
    args: { storeId: t.arg.globalID({ for: Store, required: false }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.store.findFirst({ ...query, where: managedStoresWhere(ctx.viewer!, args.storeId?.id), orderBy: { createdAt: 'asc' } }),
  }),
);

const DeliveryZonePayload = payloadType<DeliveryZoneResult>('DeliveryZonePayload', {
  entity: { zone: { type: DeliveryZone, id: 'zoneId' } },
  fields: (t) => ({
    deletedZoneId: t.id({ nullable: true, resolve: (p) => (p.deletedZoneId ? encodeGlobalID('DeliveryZone', p.deletedZoneId) : null) }),
    store: t.prismaField({
      type: Store,
      nullable: true,
      description: 'A loja com as áreas atualizadas.',
      resolve: (query, p, _args, ctx) => (p.storeId ? ctx.prisma.store.findUnique({ ...query, where: { id: p.storeId } }) : null),
    }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const SaveDeliveryZoneInput = builder.inputType('SaveDeliveryZoneInput', {
  description: 'Sem id cria uma área; com id altera. Cidade+UF para CITY; prefixo de 1 a 8 dígitos para POSTAL_PREFIX.',
  fields: (t) => ({
    id: t.globalID({ for: DeliveryZone, required: false }),
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins: a loja da área nova.' }),
    name: t.string({ description: "Nome da área (ex.: 'Centro de Capelinha')." }),
    kind: t.field({ type: DeliveryZoneKindEnum }),
    city: t.string({ required: false }),
    state: t.string({ required: false, description: 'UF.' }),
    postalPrefix: t.string({ required: false }),
    fee: t.string({ description: "Taxa de entrega em R$ ('6,50' ou '6.50')." }),
    minOrder: t.string({ required: false, description: 'Pedido mínimo em R$ (vazio: sem mínimo).' }),
    estimatedMinutes: t.int({ description: 'Prazo estimado, de 1 a 10.080 minutos.' }),
    active: t.boolean({ required: false }),
  }),
});

builder.mutationField('saveDeliveryZone', (t) =>
  t.field({
    type: DeliveryZonePayload,
    description: 'Cria ou altera uma área de entrega da loja de quem chama.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SaveDeliveryZoneInput }) },
    resolve: (_root, { input }, ctx) => saveDeliveryZone(ctx, ctx.viewer!, { ...input, id: input.id?.id, storeId: input.storeId?.id }),
  }),
);

builder.mutationField('deleteDeliveryZone', (t) =>
  t.field({
    type: DeliveryZonePayload,
    description: 'Exclui uma área de entrega (os pedidos já feitos mantêm a taxa e o prazo).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('DeleteDeliveryZoneInput', { fields: (f) => ({ id: f.globalID({ for: DeliveryZone }) }) }) }) },
    resolve: (_root, { input }, ctx) => deleteDeliveryZone(ctx, ctx.viewer!, input.id.id),
  }),
);

// --- delivery settings ------------------------------------------------------------------------

const StoreSettingsPayload = storePayload('StoreSettingsPayload');

const UpdateStoreDeliveryInput = builder.inputType('UpdateStoreDeliveryInput', {
  fields: (t) => ({
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins.' }),
    deliveryFee: t.string({ description: 'Taxa quando a loja não tem áreas de entrega (R$).' }),
    freeDeliveryThreshold: t.string({ required: false, description: 'Frete grátis a partir deste valor (vazio: nunca).' }),
  }),
});

builder.mutationField('updateStoreDelivery', (t) =>
  t.field({
    type: StoreSettingsPayload,
    description: 'A taxa de entrega padrão e o valor para frete grátis da loja de quem chama.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateStoreDeliveryInput }) },
    resolve: (_root, { input }, ctx) =>
      refusable(
        async (): Promise<StoreResult> => {
          const checked = checkStoreDelivery(input);
          if (!checked.ok) return { storeId: null, message: null, userErrors: checked.errors.map((e) => userError(e.message, 'INVALID', e.field)) };
          return ctx.prisma.$transaction(async (tx) => {
            const store = await managedStore(tx, ctx.viewer!, input.storeId?.id);
            const before = await tx.store.findUniqueOrThrow({ where: { id: store.id }, select: { deliveryFee: true, freeDeliveryThreshold: true } });
            const after = await tx.store.update({ where: { id: store.id }, data: checked.value, select: { deliveryFee: true, freeDeliveryThreshold: true } });
            await auditAction(tx, ctx, { eventType: 'vendor.store_delivery_updated', actorId: ctx.viewer!.id, targetType: 'Store', targetId: store.id, userId: store.ownerId, before, after });
            return { storeId: store.id, message: DELIVERY_MESSAGES.storeSaved, userErrors: [] };
          });
        },
        (userErrors) => ({ storeId: null, message: null, userErrors }),
      ),
  }),
);
