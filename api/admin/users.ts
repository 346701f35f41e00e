// The admins' actions on user accounts (docs/decisions.md, "Usuários (admin)"): promote/demote an
// admin and block/unblock, each with a reason (rules in common/admin-users.ts). Blocking revokes
// every session and closes its sockets at once; sign-in then refuses the account. A promotion or
// demotion closes the user's sockets so they reopen with the new rights. Locked, audited.
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockAdminsAnd, lockUserRow } from '../shared/locks.js';
import { publishSessionsRevoked } from '../accounts/index.js';
import { ADMIN_USER_MESSAGES, checkAdminChange, checkBlockChange, type AdminUserCheck } from '../../common/admin-users.js';

export interface AdminUserResult {
  userId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): AdminUserResult => ({ userId: null, message: null, userErrors });

function accept(check: AdminUserCheck): string {
  if (!check.ok) return refuse(check.message, check.code, check.field);
  return check.reason;
}

export async function setUserAdmin(ctx: Context, actor: Viewer, input: { userId: string; admin: boolean; reason?: string | null }): Promise<AdminUserResult> {
  const result = await refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        await lockAdminsAnd(tx, input.userId);
        const target = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true, isAdmin: true, role: true, blockedAt: true } });
        if (!target) return refuse(ADMIN_USER_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const adminCount = await tx.user.count({ where: { isAdmin: true } });
        const reason = accept(checkAdminChange(actor.id, { ...target, blocked: !!target.blockedAt }, input.admin, input.reason, adminCount));
        // A demoted 'ADMIN' role account becomes a consumer; other roles keep their role.
        const role = !input.admin && target.role === 'ADMIN' ? 'CONSUMER' : target.role;
        await tx.user.update({ where: { id: target.id }, data: { isAdmin: input.admin, role } });
        await auditAction(tx, ctx, {
          eventType: input.admin ? 'admin.user_promoted' : 'admin.user_demoted',
          actorId: actor.id,
          userId: target.id,
          targetType: 'User',
          targetId: target.id,
          before: { isAdmin: target.isAdmin, role: target.role },
          after: { isAdmin: input.admin, role },
          reason,
        });
        return { userId: target.id, message: input.admin ? ADMIN_USER_MESSAGES.promoted : ADMIN_USER_MESSAGES.demoted, userErrors: [] };
      }),
    refused,
  );
  // A socket keeps the rights it was opened with: the user's sockets close, and their apps reconnect
  // with the new ones (an ex-admin stops receiving the admins' live streams at once).
  if (result.userId) await publishSessionsRevoked(ctx.pubsub, { userId: result.userId });
  return result;
}

export async function setUserBlocked(ctx: Context, actor: Viewer, input: { userId: string; blocked: boolean; reason?: string | null }): Promise<AdminUserResult> {
  const result = await refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        await lockUserRow(tx, input.userId);
        const target = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true, isAdmin: true, blockedAt: true, blockedReason: true } });
        if (!target) return refuse(ADMIN_USER_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const reason = accept(checkBlockChange(actor.id, { ...target, blocked: !!target.blockedAt }, input.blocked, input.reason));
        await tx.user.update({ where: { id: target.id }, data: input.blocked ? { blockedAt: new Date(), blockedReason: reason } : { blockedAt: null, blockedReason: null } });
        const ended = input.blocked ? (await tx.session.updateMany({ where: { userId: target.id, revokedAt: null }, data: { revokedAt: new Date() } })).count : 0;
        await auditAction(tx, ctx, {
          eventType: input.blocked ? 'admin.user_blocked' : 'admin.user_unblocked',
          actorId: actor.id,
          userId: target.id,
          targetType: 'User',
          targetId: target.id,
          before: { blocked: !!target.blockedAt, blockedReason: target.blockedReason },
          after: { blocked: input.blocked, blockedReason: input.blocked ? reason : null },
          reason,
          details: { sessionsEnded: ended },
        });
        return { userId: target.id, message: input.blocked ? ADMIN_USER_MESSAGES.blocked : ADMIN_USER_MESSAGES.unblocked, userErrors: [] };
      }),
    refused,
  );
  // After the commit: every instance closes the blocked user's sockets (api/accounts/session-sockets.ts).
  if (input.blocked && result.userId) await publishSessionsRevoked(ctx.pubsub, { userId: result.userId });
  return result;
}
