// The admins' approval queues in GraphQL: the decisions on a store and on a product revision, one
// shape (api/admin/approvals.ts, common/approvals.ts). Each change tells the admin dashboard's live
// counter (api/shared/approvals.ts).
import { builder } from '../../schema/builder.js';
import { payloadType, type UserErrorShape } from '../../schema/user-error.js';
import { Store } from '../../catalog/schema/index.js';
import { ProductRevision } from '../../merchant/schema/index.js';
import { approveProductRevisions, decideProductRevision, decideStore, type DecisionResult } from '../approvals.js';
import { announcingApprovals, publishApprovalsChanged } from '../../shared/approvals.js';

// --- stores ------------------------------------------------------------------------------------

const StoreDecisionEnum = builder.enumType('StoreDecision', {
  description: 'APPROVE (em análise ou recusada), REJECT (em análise, com motivo), SUSPEND (aprovada, com motivo), REACTIVATE (suspensa).',
  values: ['APPROVE', 'REJECT', 'SUSPEND', 'REACTIVATE'] as const,
});

const DecideStoreInput = builder.inputType('DecideStoreInput', {
  fields: (t) => ({
    id: t.globalID({ for: Store }),
    decision: t.field({ type: StoreDecisionEnum }),
    reason: t.string({ required: false, description: 'Obrigatório para recusar e suspender: o dono da loja vê.' }),
  }),
});

const DecideStorePayload = payloadType<DecisionResult>('DecideStorePayload', {
  entity: { store: { type: Store, id: 'id' } },
  fields: (t) => ({
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

builder.mutationField('decideStore', (t) =>
  t.field({
    type: DecideStorePayload,
    description: 'Aprova, recusa, suspende ou reativa uma loja (admins). Suspensa ou recusada, a loja e seus produtos saem do marketplace na hora.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: DecideStoreInput }) },
    resolve: (_root, { input }, ctx) => announcingApprovals(ctx, decideStore(ctx, ctx.viewer!, { id: input.id.id, decision: input.decision, reason: input.reason })),
  }),
);

// --- products ----------------------------------------------------------------------------------

const DecideProductApprovalInput = builder.inputType('DecideProductApprovalInput', {
  fields: (t) => ({
    id: t.globalID({ for: ProductRevision }),
    approve: t.boolean(),
    reason: t.string({ required: false, description: 'Obrigatório para recusar: a loja vê o motivo.' }),
  }),
});

const ProductApprovalPayload = payloadType<DecisionResult>('ProductApprovalPayload', {
  entity: { revision: { type: ProductRevision, id: 'id' } },
  fields: (t) => ({
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

builder.mutationField('decideProductApproval', (t) =>
  t.field({
    type: ProductApprovalPayload,
    description: 'Aprova ou recusa (com motivo) um produto novo ou uma alteração (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: DecideProductApprovalInput }) },
    resolve: (_root, { input }, ctx) =>
      announcingApprovals(ctx, decideProductRevision(ctx, ctx.viewer!, { id: input.id.id, decision: input.approve ? 'APPROVE' : 'REJECT', reason: input.reason })),
  }),
);

const ApproveProductsPayload = payloadType<{ approved: number; message: string | null; userErrors: UserErrorShape[] }>('ApproveProductsPayload', {
  description: 'userErrors traz as que não puderam ser aprovadas (field = o ID interno da revisão); as demais foram aprovadas.',
  fields: (t) => ({ approved: t.exposeInt('approved'), message: t.string({ nullable: true, resolve: (p) => p.message }) }),
});

builder.mutationField('approveProductChanges', (t) =>
  t.field({
    type: ApproveProductsPayload,
    description: 'Aprova de uma vez até 100 produtos novos ou alterações (admins).',
    authScopes: { admin: true },
    args: { ids: t.arg.globalIDList({ for: ProductRevision }) },
    resolve: async (_root, { ids }, ctx) => {
      const result = await approveProductRevisions(ctx, ctx.viewer!, ids.map((id) => id.id));
      if (result.approved) await publishApprovalsChanged(ctx);
      return result;
    },
  }),
);
