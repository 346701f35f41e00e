// Every security event and admin action goes to the append-only audit log (DESIGN.md).
import type { Context } from '../schema/context.js';

export type AuditEvent =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_in_throttled'
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
  | 'store.points_adjusted';

export async function audit(
  ctx: Pick<Context, 'prisma' | 'request'>,
  eventType: AuditEvent,
  userId: string | null,
  details: Record<string, string | number | boolean | null> = {},
) {
  await ctx.prisma.auditLog.create({
    data: { eventType, userId, ip: ctx.request.ip, details: { ...details, userAgent: ctx.request.userAgent } },
  });
}
