// The catalogue's GraphQL schema: recently viewed (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { payloadType, type UserErrorShape } from '../../schema/user-error.js';
import { PUBLIC_PRODUCT_WHERE } from '../access.js';
import { recordProductView } from '../record-product-view.js';
import { paging } from '../../schema/paging.js';
import { Product } from './products.js';
import { whenId } from './shared.js';

export const RecentlyViewedEntry = builder.prismaObject('RecentlyViewed', {
  name: 'RecentlyViewedProduct',
  description: 'Um produto que o usuário abriu, com a data da última visualização.',
  fields: (t) => ({
    viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
    product: t.relation('product'),
  }),
});

builder.queryField('recentlyViewed', (t) =>
  t.prismaConnection({
    type: RecentlyViewedEntry,
    cursor: 'userId_productId',
    description: 'Produtos vistos recentemente por quem está logado (só os ainda públicos), do mais recente ao mais antigo.',
    authScopes: { signedIn: true },
    ...paging(12),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.recentlyViewed.findMany({
        ...query,
        where: { userId: ctx.viewer!.id, product: PUBLIC_PRODUCT_WHERE },
        orderBy: [{ viewedAt: 'desc' }, { productId: 'desc' }],
      }),
  }, { name: 'RecentlyViewedConnection' }, { name: 'RecentlyViewedEdge' }),
);

export const RecordProductViewInput = builder.inputType('RecordProductViewInput', {
  fields: (t) => ({ productId: t.globalID({ for: Product, description: 'ID global do produto.' }) }),
});

export const RecordProductViewPayload = payloadType<{ productId: string | null; viewedAt: Date | null; userErrors: UserErrorShape[] }>('RecordProductViewPayload', {
    entity: { product: { type: Product, id: 'productId' } },
    fields: (t) => ({
      viewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.viewedAt }),
    }),
  });

builder.mutationField('recordProductView', (t) =>
  t.field({
    type: RecordProductViewPayload,
    description: 'Registra que quem está logado abriu o produto (visto recentemente). Visitantes recebem UNAUTHENTICATED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RecordProductViewInput }) },
    resolve: (_root, { input }, ctx) => recordProductView(ctx, ctx.viewer!, input.productId.id),
  }),
);
