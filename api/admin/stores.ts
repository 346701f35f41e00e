// The admins' decisions on partner stores (docs/decisions.md, "Lojas (admin)"): approve, refuse,
// suspend, reactivate — the rule in common/store-status.ts. A store that stops selling takes its
// products off the catalogue at once (the catalogue lists only approved stores' products, see
// api/catalog/access.ts); its owner reads the reason on the vendor home. Locked, audited.
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockStore } from '../shared/locks.js';
import { checkStoreDecision, STORE_DECISIONS, STORE_STATUS_MESSAGES, type StoreDecision, type StoreStatusValue } from '../../common/store-status.js';

export interface StoreDecisionResult {
  storeId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const EVENTS: Record<StoreDecision, string> = {
  APPROVE: 'admin.store_approved',
  REJECT: 'admin.store_rejected',
  SUSPEND: 'admin.store_suspended',
  REACTIVATE: 'admin.store_reactivated',
};

export function decideStore(ctx: Context, admin: Viewer, input: { storeId: string; decision: StoreDecision; reason?: string | null }): Promise<StoreDecisionResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        if (!(await lockStore(tx, input.storeId))) return refuse(STORE_STATUS_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const store = await tx.store.findUniqueOrThrow({ where: { id: input.storeId }, select: { id: true, ownerId: true, status: true, statusReason: true } });
        const checked = checkStoreDecision(store.status as StoreStatusValue, input.decision, input.reason);
        if (!checked.ok) return refuse(checked.message, checked.field === 'reason' ? 'INVALID' : 'INVALID_TRANSITION', checked.field);
        await tx.store.update({ where: { id: store.id }, data: { status: checked.to, statusReason: checked.reason } });
        await auditAction(tx, ctx, {
          eventType: EVENTS[input.decision],
          actorId: admin.id,
          userId: store.ownerId,
          targetType: 'Store',
          targetId: store.id,
          before: { status: store.status, statusReason: store.statusReason },
          after: { status: checked.to, statusReason: checked.reason },
          reason: checked.reason,
        });
        return { storeId: store.id, message: STORE_DECISIONS[input.decision].done, userErrors: [] };
      }),
    (userErrors): StoreDecisionResult => ({ storeId: null, message: null, userErrors }),
  );
}
