// A store's products in GraphQL: the vendor's list (search, status, stock), create/edit with the
// approval queue, active/inactive, photo upload; and the admins' queue of products and changes
// waiting for approval (the decisions on it: api/admin/schema/approvals.ts). Rules:
// api/merchant/products.ts, common/approvals.ts.
import { builder } from '../../schema/builder.js';
import { payloadType, refusable, type UserErrorShape } from '../../schema/user-error.js';
import { paging } from '../../schema/paging.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ProductRevisionStatus } from '../../generated/prisma/enums.js';
import type { Viewer } from '../../schema/context.js';
import { Product, QuantityControlEnum, Segment, Store } from '../../catalog/schema/index.js';
import { removeDiacritics } from '../../../common/slug.js';
import { LOW_STOCK_THRESHOLD, stockLevel, thumbnailOf } from '../../../common/product-form.js';
import { managedStoresWhere, ownedStoreIds } from '../access.js';
import { saveVendorProduct, setVendorProductActive, type ProductResult } from '../products.js';
import { storeProductImage } from '../product-images.js';
import { announcingApprovals } from '../../shared/approvals.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../schema/global-id.js';

const canManage = (viewer: Viewer | null, ownerId: string) => !!viewer && (viewer.isAdmin || viewer.id === ownerId);

// --- the product as its store and the admins see it --------------------------------------------

const StockLevelEnum = builder.enumType('StockLevel', {
  description: `OUT = esgotado; LOW = de 1 a ${LOW_STOCK_THRESHOLD}; OK = acima.`,
  values: ['OUT', 'LOW', 'OK'] as const,
});

const ProductRevisionStatusEnum = builder.enumType(ProductRevisionStatus, { name: 'ProductRevisionStatus' });

interface Proposal {
  name?: string;
  description?: string;
  price?: string;
  promoPrice?: string | null;
  promoActive?: boolean;
  promoStartsAt?: string | null;
  promoEndsAt?: string | null;
  images?: string[];
}

const ProductProposal = builder.objectRef<Proposal>('ProductProposal').implement({
  description: 'Os valores que aguardam aprovação (só os campos alterados; um produto novo traz todos).',
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (p) => p.name ?? null }),
    price: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.price ?? null }),
    promoPrice: t.field({ type: 'Decimal', nullable: true, resolve: (p) => p.promoPrice ?? null }),
    promoActive: t.boolean({ nullable: true, resolve: (p) => p.promoActive ?? null }),
    promoStartsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.promoStartsAt ?? null }),
    promoEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.promoEndsAt ?? null }),
    images: t.stringList({ nullable: true, resolve: (p) => p.images ?? null }),
  }),
});

export const ProductRevision = builder.prismaNode('ProductRevision', {
  id: { field: 'id' },
  description: 'Um produto novo ou uma alteração de nome, preço, promoção ou imagens aguardando (ou já decidida por) um admin.',
  // The store's owner sees every revision of their products, also one an admin proposed for them;
  // to others node(id:) answers as for an unknown ID.
  nullable: true,
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { store: { ownerId: ctx.viewer?.id ?? NO_ROW_ID } }) }),
  authScopes: async (revision, ctx) => ctx.viewer?.isAdmin === true || (await ownedStoreIds(ctx)).has(revision.storeId),
  fields: (t) => ({
    status: t.expose('status', { type: ProductRevisionStatusEnum }),
    isNewProduct: t.boolean({ resolve: (r) => r.before == null }),
    changedFields: t.stringList({ resolve: (r) => Object.keys(r.changes as object) }),
    proposed: t.field({ type: ProductProposal, resolve: (r) => r.changes as Proposal }),
    reason: t.exposeString('reason', { nullable: true, description: 'O motivo da recusa.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    product: t.relation('product'),
    store: t.relation('store'),
  }),
});

/** A product's latest revisions: the pending one (at most one) and the last decision are among them. */
const RECENT_REVISIONS = { where: { status: { not: 'SUPERSEDED' as const } }, orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: 5 };

builder.prismaObjectFields('Product', (t) => ({
  stockLevel: t.field({ type: StockLevelEnum, resolve: (p) => stockLevel(p.stock) }),
  category: t.exposeString('category', { nullable: true, description: 'categoria: o agrupamento da própria loja dentro do segmento.' }),
  promoActive: t.exposeBoolean('promoActive', { description: 'promocao_ativa como cadastrada (promotion diz se vale agora).' }),
  promoStartsAt: t.expose('promoStartsAt', { type: 'DateTime', nullable: true }),
  promoEndsAt: t.expose('promoEndsAt', { type: 'DateTime', nullable: true }),
  thumbnailUrls: t.stringList({ description: 'Miniaturas (320 px) das imagens, na mesma ordem.', resolve: (p) => p.images.map(thumbnailOf) }),
  statusReason: t.string({
    nullable: true,
    description: 'Por que o produto foi recusado (só a loja e os admins).',
    select: { statusReason: true, store: { select: { ownerId: true } } },
    resolve: (p, _args, ctx) => (canManage(ctx.viewer, p.store.ownerId) ? p.statusReason : null),
  }),
  // Both revision fields select the same recent revisions with the product, so Pothos merges them
  // into the page's query (different relation arguments would each cost a query per row).
  pendingRevision: t.field({
    type: ProductRevision,
    nullable: true,
    description: 'A alteração aguardando aprovação (só a loja e os admins).',
    select: (_args, _ctx, nestedSelection) => ({
      store: { select: { ownerId: true } },
      revisions: nestedSelection(RECENT_REVISIONS),
    }),
    resolve: (p, _args, ctx) => (canManage(ctx.viewer, p.store.ownerId) ? (p.revisions.find((r) => r.status === 'PENDING') ?? null) : null),
  }),
  lastRejection: t.field({
    type: ProductRevision,
    nullable: true,
    description: 'A última alteração recusada depois da última aprovada (só a loja e os admins): o motivo a mostrar.',
    select: (_args, _ctx, nestedSelection) => ({
      store: { select: { ownerId: true } },
      revisions: nestedSelection(RECENT_REVISIONS),
    }),
    resolve: (p, _args, ctx) => {
      const last = p.revisions.find((r) => r.status !== 'PENDING');
      return canManage(ctx.viewer, p.store.ownerId) && last?.status === 'REJECTED' ? last : null;
    },
  }),
}));

// --- the vendor's list -----------------------------------------------------------------------

const VendorProductStatusEnum = builder.enumType('VendorProductStatus', {
  description: 'Filtro da lista da loja: pendente, aprovado, recusado, inativo.',
  values: ['PENDING', 'APPROVED', 'REJECTED', 'INACTIVE'] as const,
});

interface VendorProductArgs {
  storeId?: { id: string } | null;
  search?: string | null;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'INACTIVE' | null;
  stock?: 'OUT' | 'LOW' | 'OK' | null;
}

function vendorProductWhere(viewer: Viewer, args: VendorProductArgs): Prisma.ProductWhereInput {
  const term = removeDiacritics(args.search ?? '').toLowerCase().trim();
  const stock =
    args.stock === 'OUT' ? { lte: 0 } : args.stock === 'LOW' ? { gt: 0, lte: LOW_STOCK_THRESHOLD } : args.stock === 'OK' ? { gt: LOW_STOCK_THRESHOLD } : undefined;
  return {
    store: managedStoresWhere(viewer, args.storeId?.id),
    ...(term ? { searchText: { contains: term } } : {}),
    // Pendente also lists approved products with a change waiting.
    ...(args.status === 'PENDING'
      ? { OR: [{ status: { in: ['PENDING', 'LEGACY_PENDING'] } }, { revisions: { some: { status: 'PENDING' } } }] }
      : args.status
        ? { status: args.status }
        : {}),
    ...(stock ? { stock } : {}),
  };
}

builder.queryField('vendorProducts', (t) =>
  t.prismaConnection(
    {
      type: Product,
      cursor: 'id',
      description: 'Os produtos da loja de quem consulta (admins: de storeId), dos mais recentes aos mais antigos.',
      authScopes: { signedIn: true },
      ...paging(),
      args: {
        storeId: t.arg.globalID({ for: Store, required: false, description: 'Só admins.' }),
        search: t.arg.string({ required: false, description: 'Parte do nome ou da descrição (sem acentos nem maiúsculas).' }),
        status: t.arg({ type: VendorProductStatusEnum, required: false }),
        stock: t.arg({ type: StockLevelEnum, required: false }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.product.count({ where: vendorProductWhere(ctx.viewer!, args as VendorProductArgs) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.product.findMany({ ...query, where: vendorProductWhere(ctx.viewer!, args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'VendorProductConnection' },
    { name: 'VendorProductEdge' },
  ),
);

// --- create, edit, active/inactive, photos -----------------------------------------------------

const ProductPayload = payloadType<ProductResult>('ProductPayload', {
  entity: { product: { type: Product, id: 'productId' } },
  fields: (t) => ({
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const SaveProductInput = builder.inputType('SaveProductInput', {
  description: 'Sem id cria um produto (vai para aprovação); com id altera. Nome, preços, promoção e imagens de um produto aprovado aguardam aprovação; o resto vale na hora.',
  fields: (t) => ({
    id: t.globalID({ for: Product, required: false }),
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins: a loja do produto novo.' }),
    name: t.string(),
    description: t.string({ required: false }),
    price: t.string({ description: "Preço normal em R$ ('12,50' ou '12.50')." }),
    promoPrice: t.string({ required: false, description: 'Preço promocional (menor que o normal).' }),
    promoActive: t.boolean({ required: false }),
    promoStartsAt: t.field({ type: 'DateTime', required: false }),
    promoEndsAt: t.field({ type: 'DateTime', required: false }),
    stock: t.int(),
    pointsConsumer: t.int({ required: false, description: 'Pontos por unidade para consumidores (e demais papéis).' }),
    pointsProfessional: t.int({ required: false, description: 'Pontos por unidade para profissionais (vazio: os do consumidor).' }),
    segmentId: t.globalID({ for: Segment, required: false }),
    category: t.string({ required: false }),
    unit: t.string({ required: false, description: "unidade_medida (padrão 'un')." }),
    quantityControl: t.field({ type: QuantityControlEnum, required: false }),
    conversionValue: t.int({ required: false, description: 'Vendido de N em N (com MULTIPLE).' }),
    images: t.stringList({ required: false, description: 'URLs devolvidas por uploadProductImage, na ordem de exibição (até 8).' }),
  }),
});

builder.mutationField('saveProduct', (t) =>
  t.field({
    type: ProductPayload,
    description: 'Cria ou altera um produto da loja de quem chama (admins: qualquer loja).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SaveProductInput }) },
    resolve: (_root, { input }, ctx) =>
      announcingApprovals(ctx, saveVendorProduct(ctx, ctx.viewer!, { ...input, id: input.id?.id ?? null, storeId: input.storeId?.id ?? null, segmentId: input.segmentId?.id ?? null })),
  }),
);

const SetProductActiveInput = builder.inputType('SetProductActiveInput', {
  fields: (t) => ({ id: t.globalID({ for: Product }), active: t.boolean() }),
});

builder.mutationField('setProductActive', (t) =>
  t.field({
    type: ProductPayload,
    description: 'Ativa ou desativa na hora um produto aprovado da loja de quem chama.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SetProductActiveInput }) },
    resolve: (_root, { input }, ctx) => setVendorProductActive(ctx, ctx.viewer!, input.id.id, input.active),
  }),
);

const UploadProductImagePayload = payloadType<{ url: string | null; userErrors: UserErrorShape[] }>('UploadProductImagePayload', {
  fields: (t) => ({
    url: t.string({ nullable: true, resolve: (p) => p.url }),
    thumbnailUrl: t.string({ nullable: true, resolve: (p) => (p.url ? thumbnailOf(p.url) : null) }),
  }),
});

builder.mutationField('uploadProductImage', (t) =>
  t.field({
    type: UploadProductImagePayload,
    description:
      'Guarda uma foto de produto (data URL PNG, JPEG ou WebP, até 2 MB): reprocessada em WebP de até 1200 px, sem EXIF, com miniatura. Use a URL em saveProduct.images.',
    authScopes: { seller: true, admin: true },
    args: { input: t.arg({ type: builder.inputType('UploadProductImageInput', { fields: (f) => ({ dataUrl: f.string() }) }) }) },
    resolve: (_root, { input }, ctx) =>
      refusable<{ url: string | null; userErrors: UserErrorShape[] }>(
        async () => ({ url: await storeProductImage(ctx, input.dataUrl), userErrors: [] }),
        (userErrors) => ({ url: null, userErrors }),
      ),
  }),
);

// --- the admins' approval queue ----------------------------------------------------------------

builder.queryField('productApprovals', (t) =>
  t.prismaConnection(
    {
      type: ProductRevision,
      cursor: 'id',
      description: 'Produtos novos e alterações aguardando aprovação (ou já decididos, com status), dos mais antigos aos mais novos (admins).',
      authScopes: { admin: true },
      ...paging(),
      args: { status: t.arg({ type: ProductRevisionStatusEnum, required: false, defaultValue: 'PENDING' }) },
      totalCount: (_root, args, ctx) => ctx.prisma.productRevision.count({ where: { status: args.status ?? 'PENDING' } }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.productRevision.findMany({ ...query, where: { status: args.status ?? 'PENDING' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    },
    { name: 'ProductApprovalConnection' },
    { name: 'ProductApprovalEdge' },
  ),
);

