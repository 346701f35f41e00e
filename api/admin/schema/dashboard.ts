// The admin dashboard in GraphQL: the figures and the live counter of pending approvals.
// Figures: api/admin/dashboard.ts.
import { builder } from '../../schema/builder.js';
import { RoleEnum } from '../../accounts/schema.js';
import { DailySales, SalesFigure } from '../../merchant/schema/index.js';
import { liveStream } from '../../shared/live-stream.js';
import { topics } from '../../shared/topics.js';
import { adminDashboard, pendingApprovals, type AdminDashboardData } from '../dashboard.js';
import { fixReferralCodes, referralCodeIssues } from '../referral-codes.js';
import { payloadType } from '../../schema/user-error.js';

const RoleCount = builder.objectRef<AdminDashboardData['newUsers'][number]>('RoleCount').implement({
  fields: (t) => ({ role: t.field({ type: RoleEnum, resolve: (r) => r.role }), count: t.exposeInt('count') }),
});

const PendingApprovals = builder.objectRef<AdminDashboardData['approvals']>('PendingApprovals').implement({
  description: 'O que aguarda um admin.',
  fields: (t) => ({
    stores: t.exposeInt('stores', { description: 'Lojas em análise (/admin/stores).' }),
    products: t.exposeInt('products', { description: 'Produtos novos e alterações (/admin/products).' }),
  }),
});

const AdminDashboard = builder.objectRef<AdminDashboardData>('AdminDashboard').implement({
  description: 'Os números do clube (dias em UTC−3; vendas = subpedidos não cancelados).',
  fields: (t) => ({
    today: t.field({ type: SalesFigure, resolve: (d) => d.sales.today }),
    week: t.field({ type: SalesFigure, description: 'Os últimos 7 dias, hoje incluído.', resolve: (d) => d.sales.week }),
    month: t.field({ type: SalesFigure, description: 'Os últimos 30 dias, hoje incluído.', resolve: (d) => d.sales.month }),
    dailySales: t.field({ type: [DailySales], description: 'Os últimos 30 dias, do mais antigo a hoje.', resolve: (d) => d.sales.daily }),
    newUsers: t.field({ type: [RoleCount], description: 'Cadastros dos últimos 30 dias por papel.', resolve: (d) => d.newUsers }),
    pendingApprovals: t.field({ type: PendingApprovals, resolve: (d) => d.approvals }),
    openRedemptions: t.exposeInt('openRedemptions', { description: 'Resgates pendentes ou aprovados ainda não entregues.' }),
    pointsLiability: t.exposeInt('pointsLiability', { description: 'Pontos nos saldos dos clientes (o que o clube deve).' }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({ type: AdminDashboard, description: 'O painel do admin.', authScopes: { admin: true }, resolve: (_root, _args, ctx) => adminDashboard(ctx.prisma) }),
);

builder.subscriptionField('pendingApprovalsChanged', (t) =>
  t.field({
    type: PendingApprovals,
    description: 'As filas de aprovação agora e a cada mudança (admins).',
    authScopes: { admin: true },
    subscribe: (_root, _args, ctx) => liveStream(ctx.pubsub, [topics.adminApprovals], () => true, async () => [{ at: new Date().toISOString() }]),
    resolve: (_event, _args, ctx) => pendingApprovals(ctx.prisma),
  }),
);

// --- /auto-fix-codes: the referral codes maintenance (api/admin/referral-codes.ts) -------------

builder.queryField('referralCodeIssues', (t) =>
  t.int({
    description: 'Quantas contas têm código de indicação que não dá para digitar ou achar no cadastro (admins).',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => referralCodeIssues(ctx),
  }),
);

const FixReferralCodesPayload = payloadType<{ fixed: number; message: string; userErrors: [] }>('FixReferralCodesPayload', {
  fields: (t) => ({ fixed: t.exposeInt('fixed'), message: t.exposeString('message') }),
});

builder.mutationField('fixReferralCodes', (t) =>
  t.field({
    type: FixReferralCodesPayload,
    description: 'Gera códigos novos para as contas com código inutilizável (até 1.000 por vez; admins). Registrado na auditoria.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => fixReferralCodes(ctx, ctx.viewer!),
  }),
);
