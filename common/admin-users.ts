// What an admin may do to a user account (docs/decisions.md, "Usuários (admin)"): promote to
// admin or remove the privileges, block or unblock — each with a reason, never on oneself, and never
// leaving the club without an admin. Pure: the API applies it; the texts are the product's.

export const ADMIN_USER_MESSAGES = {
  promoted: 'Usuário promovido a administrador com sucesso',
  demoted: 'Privilégios de administrador removidos com sucesso',
  promoteFailed: 'Falha ao promover usuário',
  demoteFailed: 'Falha ao remover privilégios',
  blocked: 'Usuário bloqueado. As sessões dele foram encerradas.',
  unblocked: 'Usuário desbloqueado',
  blockFailed: 'Falha ao bloquear usuário',
  unblockFailed: 'Falha ao desbloquear usuário',
  notFound: 'Usuário não encontrado',
  reasonRequired: 'Informe o motivo (até 500 caracteres)',
  alreadyAdmin: 'Este usuário já é administrador',
  notAdmin: 'Este usuário não é administrador',
  notSelf: 'Você não pode remover os seus próprios privilégios',
  lastAdmin: 'Não é possível remover o último administrador',
  blockSelf: 'Você não pode bloquear a sua própria conta',
  blockAdmin: 'Remova os privilégios de administrador antes de bloquear',
  promoteBlocked: 'Desbloqueie o usuário antes de promovê-lo',
  alreadyBlocked: 'Este usuário já está bloqueado',
  notBlocked: 'Este usuário não está bloqueado',
  signInBlocked: 'Sua conta está bloqueada. Fale com o Clube Local pelo e-mail contato@clubelocal.dev.',
} as const;

export interface AccountState {
  id: string;
  isAdmin: boolean;
  blocked: boolean;
}

export type AdminUserCheck = { ok: true; reason: string } | { ok: false; field: 'reason' | 'id'; code: 'INVALID' | 'INVALID_TRANSITION' | 'FORBIDDEN'; message: string };

const fail = (field: 'reason' | 'id', code: 'INVALID' | 'INVALID_TRANSITION' | 'FORBIDDEN', message: string): AdminUserCheck => ({ ok: false, field, code, message });

function checkReason(reason: string | null | undefined): AdminUserCheck {
  const why = reason?.trim() ?? '';
  return why && why.length <= 500 ? { ok: true, reason: why } : fail('reason', 'INVALID', ADMIN_USER_MESSAGES.reasonRequired);
}

/** Promote (admin = true) or demote a user; `adminCount` is how many admins the club has now. */
export function checkAdminChange(actorId: string, target: AccountState, admin: boolean, reason: string | null | undefined, adminCount: number): AdminUserCheck {
  if (admin && target.isAdmin) return fail('id', 'INVALID_TRANSITION', ADMIN_USER_MESSAGES.alreadyAdmin);
  if (admin && target.blocked) return fail('id', 'INVALID_TRANSITION', ADMIN_USER_MESSAGES.promoteBlocked);
  if (!admin && !target.isAdmin) return fail('id', 'INVALID_TRANSITION', ADMIN_USER_MESSAGES.notAdmin);
  if (!admin && target.id === actorId) return fail('id', 'FORBIDDEN', ADMIN_USER_MESSAGES.notSelf);
  if (!admin && adminCount <= 1) return fail('id', 'FORBIDDEN', ADMIN_USER_MESSAGES.lastAdmin);
  return checkReason(reason);
}

/** Block (blocked = true) or unblock a user. An admin is demoted first, so an admin is never locked out by another. */
export function checkBlockChange(actorId: string, target: AccountState, blocked: boolean, reason: string | null | undefined): AdminUserCheck {
  if (blocked && target.id === actorId) return fail('id', 'FORBIDDEN', ADMIN_USER_MESSAGES.blockSelf);
  if (blocked && target.isAdmin) return fail('id', 'FORBIDDEN', ADMIN_USER_MESSAGES.blockAdmin);
  if (blocked && target.blocked) return fail('id', 'INVALID_TRANSITION', ADMIN_USER_MESSAGES.alreadyBlocked);
  if (!blocked && !target.blocked) return fail('id', 'INVALID_TRANSITION', ADMIN_USER_MESSAGES.notBlocked);
  return checkReason(reason);
}
