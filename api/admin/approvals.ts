// The admins' two approval queues, one shape (rules: common/approvals.ts): a decision on a store
// (approve, refuse, suspend, reactivate) and on a product revision (approve, refuse). Each service
// locks its subject, asks the queue's state machine (its pt-BR refusal becomes userErrors), writes
// the move and audits it, in one transaction. A store that stops selling takes its products off the
// catalogue at once (the catalogue lists only approved stores' products, api/catalog/access.ts);
// approving a new product publishes it, approving a change to an approved one applies the waiting
// fields; the owner reads the reason of a refusal.
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockProducts, lockStore } from '../shared/locks.js';
import { productUpdateData, type ProductWriteInput } from '../catalog/index.js';
import {
  PRODUCT_APPROVAL,
  PRODUCT_APPROVAL_MESSAGES,
  STORE_APPROVAL,
  STORE_APPROVAL_MESSAGES,
  type ApprovalCheck,
  type ProductDecision,
  type StoreDecision,
} from '../../common/approvals.js';
import type { StoreStatusValue } from '../../common/store-status.js';

/** What a decision asks: the subject's id, the decision and its reason (required to say no). */
export interface DecisionInput<A extends string> {
  id: string;
  decision: A;
  reason?: string | null;
}

export interface DecisionResult {
  id: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): DecisionResult => ({ id: null, message: null, userErrors });

/** The move a queue allows, as the state and reason it leaves; otherwise the refusal as userErrors. */
function allowed<S extends string>(check: ApprovalCheck<S>): { to: S; reason: string | null } {
  if (!check.ok) assertTransition(check);
  return check as { to: S; reason: string | null };
}

// --- stores ------------------------------------------------------------------------------------

const STORE_EVENTS: Record<StoreDecision, string> = {
  APPROVE: 'admin.store_approved',
  REJECT: 'admin.store_rejected',
  SUSPEND: 'admin.store_suspended',
  REACTIVATE: 'admin.store_reactivated',
};

export function decideStore(ctx: Context, admin: Viewer, input: DecisionInput<StoreDecision>): Promise<DecisionResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        if (!(await lockStore(tx, input.id))) return refuse(STORE_APPROVAL_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const store = await tx.store.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, ownerId: true, status: true, statusReason: true } });
        const { to, reason } = allowed(STORE_APPROVAL.decide(store.status as StoreStatusValue, input.decision, input.reason));
        await tx.store.update({ where: { id: store.id }, data: { status: to, statusReason: reason } });
        await auditAction(tx, ctx, {
          eventType: STORE_EVENTS[input.decision],
          actorId: admin.id,
          userId: store.ownerId,
          targetType: 'Store',
          targetId: store.id,
          before: { status: store.status, statusReason: store.statusReason },
          after: { status: to, statusReason: reason },
          reason,
        });
        return { id: store.id, message: STORE_APPROVAL.decisions[input.decision].done, userErrors: [] };
      }),
    refused,
  );
}

// --- products ----------------------------------------------------------------------------------

/** A revision's stored changes as product-write input (dates travel as ISO text in JSON). */
function changesToInput(changes: Record<string, unknown>): Partial<ProductWriteInput> {
  const input = { ...changes } as Partial<ProductWriteInput> & Record<string, unknown>;
  for (const field of ['promoStartsAt', 'promoEndsAt'] as const) {
    if (field in changes) input[field] = changes[field] == null ? null : new Date(changes[field] as string);
  }
  return input;
}

export function decideProductRevision(ctx: Context, admin: Viewer, input: DecisionInput<ProductDecision>): Promise<DecisionResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const found = await tx.productRevision.findUnique({ where: { id: input.id }, select: { productId: true } });
        if (!found) return refuse(PRODUCT_APPROVAL_MESSAGES.notFound, 'NOT_FOUND', 'id');
        await lockProducts(tx, [found.productId]);
        const revision = await tx.productRevision.findUniqueOrThrow({ where: { id: input.id }, include: { product: true } });
        const { to, reason } = allowed(PRODUCT_APPROVAL.decide(revision.status, input.decision, input.reason));
        const approve = to === 'APPROVED';
        const { product } = revision;
        const isNewProduct = revision.before == null;
        if (approve) {
          const data = isNewProduct ? { status: 'APPROVED' as const, statusReason: null } : productUpdateData(product, changesToInput(revision.changes as Record<string, unknown>));
          await tx.product.update({ where: { id: product.id }, data });
        } else if (isNewProduct) {
          await tx.product.update({ where: { id: product.id }, data: { status: 'REJECTED', statusReason: reason } });
        }
        await tx.productRevision.update({ where: { id: revision.id }, data: { status: to, reason, decidedById: admin.id, decidedAt: new Date() } });
        await auditAction(tx, ctx, {
          eventType: approve ? 'admin.product_approved' : 'admin.product_rejected',
          actorId: admin.id,
          targetType: 'Product',
          targetId: product.id,
          before: { status: product.status },
          after: approve ? (revision.changes as Record<string, unknown>) : null,
          reason,
          details: { revisionId: revision.id },
        });
        return { id: revision.id, message: PRODUCT_APPROVAL.decisions[input.decision].done, userErrors: [] };
      }),
    refused,
  );
}

export const BULK_MESSAGES = {
  none: 'Escolha ao menos um produto para aprovar',
  tooMany: 'Aprove até 100 de cada vez',
  approved: (n: number) => (n === 1 ? '1 aprovação concluída' : `${n.toLocaleString('pt-BR')} aprovações concluídas`),
} as const;

/**
 * Approves several revisions, each in its own transaction (one already decided by another admin
 * does not undo the others); the refusals come back per revision, with its id as the field.
 */
export async function approveProductRevisions(ctx: Context, admin: Viewer, revisionIds: readonly string[]): Promise<{ approved: number; message: string | null; userErrors: UserErrorShape[] }> {
  if (revisionIds.length === 0) return { approved: 0, message: null, userErrors: [{ field: 'ids', code: 'REQUIRED', message: BULK_MESSAGES.none }] };
  if (revisionIds.length > 100) return { approved: 0, message: null, userErrors: [{ field: 'ids', code: 'INVALID', message: BULK_MESSAGES.tooMany }] };
  let approved = 0;
  const userErrors: UserErrorShape[] = [];
  for (const id of new Set(revisionIds)) {
    const result = await decideProductRevision(ctx, admin, { id, decision: 'APPROVE' });
    if (result.userErrors.length === 0) approved++;
    else userErrors.push(...result.userErrors.map((e) => ({ ...e, field: id })));
  }
  return { approved, message: approved ? BULK_MESSAGES.approved(approved) : null, userErrors };
}
