// /vendor in GraphQL: the store's dashboard figures (api/merchant/dashboard.ts).
import { builder } from '../../schema/builder.js';
import { Product, Store } from '../../catalog/schema/index.js';
import { SubOrderStatusEnum } from '../../orders/schema/index.js';
import { managedStoresWhere } from '../access.js';
import { vendorDashboard, type DashboardData } from '../dashboard.js';

export const SalesFigure = builder.objectRef<{ total: string; orders: number }>('SalesFigure').implement({
  fields: (t) => ({
    total: t.field({ type: 'Decimal', description: 'Soma dos subpedidos não cancelados (itens + entrega).', resolve: (s) => s.total }),
    orders: t.exposeInt('orders'),
  }),
});

export const DailySales = builder.objectRef<{ day: string; total: string; orders: number }>('DailySales').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'Dia em UTC−3 (AAAA-MM-DD).' }),
    total: t.field({ type: 'Decimal', resolve: (s) => s.total }),
    orders: t.exposeInt('orders'),
  }),
});

const StatusCount = builder.objectRef<{ status: DashboardData['ordersByStatus'][number]['status']; count: number }>('SubOrderStatusCount').implement({
  fields: (t) => ({ status: t.field({ type: SubOrderStatusEnum, resolve: (s) => s.status }), count: t.exposeInt('count') }),
});

const TopProduct = builder.objectRef<DashboardData['topProducts'][number]>('TopProduct').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    quantity: t.exposeInt('quantity'),
    revenue: t.field({ type: 'Decimal', resolve: (p) => p.revenue }),
  }),
});

const VendorDashboard = builder.objectRef<DashboardData>('VendorDashboard').implement({
  description: 'Os números da loja: hoje, últimos 7 dias, pedidos por status, estoque baixo, pontos e mais vendidos dos últimos 30 dias (dias em UTC−3).',
  fields: (t) => ({
    today: t.field({ type: SalesFigure, resolve: (d) => d.sales.today }),
    week: t.field({ type: SalesFigure, description: 'Os últimos 7 dias, hoje incluído.', resolve: (d) => d.sales.week }),
    dailySales: t.field({ type: [DailySales], description: 'Os últimos 30 dias, do mais antigo a hoje (dias sem venda com zero).', resolve: (d) => d.sales.daily }),
    ordersByStatus: t.field({ type: [StatusCount], resolve: (d) => d.ordersByStatus }),
    pointsIssued: t.exposeInt('pointsIssued', { description: 'Pontos creditados pela loja nos últimos 30 dias.' }),
    topProducts: t.field({ type: [TopProduct], description: 'Os 5 que mais venderam (em R$) nos últimos 30 dias.', resolve: (d) => d.topProducts }),
    lowStock: t.prismaField({
      type: [Product],
      description: `Até 5 produtos aprovados ou inativos com estoque baixo ou esgotado, do menor estoque ao maior.`,
      resolve: async (query, d, _args, ctx) => {
        const rows = await ctx.prisma.product.findMany({ ...query, where: { id: { in: d.lowStockIds } } });
        return d.lowStockIds.map((id) => rows.find((r) => r.id === id)!).filter(Boolean);
      },
    }),
  }),
});

builder.queryField('vendorDashboard', (t) =>
  t.field({
    type: VendorDashboard,
    nullable: true,
    description: 'O painel da loja de quem consulta (admins: de storeId); null para quem não tem loja.',
    authScopes: { signedIn: true },
    args: { storeId: t.arg.globalID({ for: Store, required: false, description: 'Só admins.' }) },
    resolve: async (_root, args, ctx) => {
      const store = await ctx.prisma.store.findFirst({ where: managedStoresWhere(ctx.viewer!, args.storeId?.id), orderBy: { createdAt: 'asc' }, select: { id: true } });
      return store ? vendorDashboard(ctx.prisma, store.id) : null;
    },
  }),
);
