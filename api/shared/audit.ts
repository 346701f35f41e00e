// Every security event and admin action goes to the append-only audit log (docs/architecture.md).
// Security events use `audit` (who it is about + details); admin and vendor actions use
// `auditAction`, which also records who acted, on what, the state before and after and the reason,
// inside the caller's transaction so the entry exists exactly when the change does.
import type { Prisma } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';

export type AuditEvent =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_in_throttled'
  | 'auth.sign_in_blocked'
  | 'auth.sign_out'
  | 'auth.password_reset_requested'
  | 'auth.password_reset_completed'
  | 'auth.password_changed'
  | 'auth.sign_out_everywhere'
  | 'profile.email_changed'
  | 'admin.site_settings_updated'
  | 'admin.coupon_created'
  | 'admin.coupon_updated'
  | 'admin.coupon_deleted'
  // Loyalty club (api/loyalty/)
  | 'admin.reward_created'
  | 'admin.reward_updated'
  | 'admin.reward_status_changed'
  | 'admin.reward_deleted'
  | 'admin.redemption_approved'
  | 'admin.redemption_refused'
  | 'admin.redemption_delivered'
  | 'admin.points_adjusted'
  | 'loyalty.redemption_requested'
  | 'store.points_adjusted'
  | 'store.points_debited';

export async function audit(
  ctx: Pick<Context, 'prisma' | 'request'>,
  eventType: AuditEvent,
  userId: string | null,
  details: Record<string, string | number | boolean | null> = {},
) {
  // The admin and store actions recorded here (coupons, rewards, points) are done by that user:
  // they are also the actor /admin/logs shows under 'Quem fez'.
  const actorId = eventType.startsWith('admin.') || eventType.startsWith('store.') ? userId : null;
  await ctx.prisma.auditLog.create({
    data: { eventType, userId, actorId, ip: ctx.request.ip, details: { ...details, userAgent: ctx.request.userAgent } },
  });
}

/** A JSON snapshot of the fields an action changed (Decimals and Dates become strings). */
export type AuditSnapshot = Record<string, unknown> | null;

export interface AuditAction {
  /** e.g. 'admin.user_blocked', 'admin.product_approved', 'vendor.delivery_zone_created'. */
  eventType: string;
  actorId: string;
  targetType: string;
  targetId: string;
  /** The user the action is about, when there is one (a promoted user, a store's owner...). */
  userId?: string | null;
  before?: AuditSnapshot;
  after?: AuditSnapshot;
  reason?: string | null;
  details?: Record<string, unknown>;
}

type AuditWriter = { auditLog: { create(args: { data: Prisma.AuditLogUncheckedCreateInput }): Promise<unknown> } };

const toJson = (value: AuditSnapshot | undefined) =>
  value == null ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/** Records an admin or vendor action; pass the transaction client so it commits with the change. */
export async function auditAction(db: AuditWriter, ctx: Pick<Context, 'request'>, action: AuditAction) {
  await db.auditLog.create({
    data: {
      eventType: action.eventType,
      userId: action.userId ?? null,
      actorId: action.actorId,
      targetType: action.targetType,
      targetId: action.targetId,
      before: toJson(action.before),
      after: toJson(action.after),
      reason: action.reason ?? null,
      ip: ctx.request.ip,
      details: toJson({ ...(action.details ?? {}), userAgent: ctx.request.userAgent }) ?? {},
    },
  });
}
