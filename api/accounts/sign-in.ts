// signIn with e-mail or CPF; signOut revokes the current session.
import { onlyDigits } from '../../common/masks.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import { clearSessionCookie, createSession } from './sessions.js';
import { loadThrottleState, throttleDecision, throttleMessage } from './login-throttle.js';
import { audit } from '../shared/audit.js';
import { publishSessionsRevoked } from './session-sockets.js';
import { ADMIN_USER_MESSAGES } from '../../common/admin-users.js';

export const SIGN_IN_MESSAGES = {
  identifierRequired: 'Informe seu email ou CPF',
  passwordRequired: 'Senha é obrigatória',
  invalidCredentials: 'Email/CPF ou senha incorretos',
} as const;

export interface SignInInput {
  identifier: string;
  password: string;
}

export interface SignInResult {
  userId: string | null;
  token: string | null;
  userErrors: UserErrorShape[];
}

/** An identifier with '@' is an e-mail; otherwise its digits are a CPF. */
export function parseIdentifier(raw: string): { kind: 'email'; value: string } | { kind: 'cpf'; value: string } | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  return { kind: 'cpf', value: onlyDigits(value) };
}

const failure = (error: UserErrorShape): SignInResult => ({ userId: null, token: null, userErrors: [error] });

export async function signIn(ctx: Context, input: SignInInput): Promise<SignInResult> {
  const identifier = parseIdentifier(input.identifier ?? '');
  if (!identifier) return failure(userError(SIGN_IN_MESSAGES.identifierRequired, 'REQUIRED', 'identifier'));
  if (!input.password) return failure(userError(SIGN_IN_MESSAGES.passwordRequired, 'REQUIRED', 'password'));

  const now = new Date();
  const throttle = throttleDecision(await loadThrottleState(ctx, identifier.value, now), now);
  if (throttle.blocked) {
    await audit(ctx, 'auth.sign_in_throttled', null, { identifier: identifier.value });
    return failure(userError(throttleMessage(throttle.retryInMinutes), 'THROTTLED', 'identifier'));
  }

  const user = await ctx.prisma.user.findUnique({
    where: identifier.kind === 'email' ? { email: identifier.value } : { cpf: identifier.value },
    select: { id: true, passwordHash: true, role: true, isAdmin: true, blockedAt: true },
  });
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    await ctx.prisma.loginFailure.create({ data: { identifier: identifier.value, ip: ctx.request.ip } });
    await audit(ctx, 'auth.sign_in_failed', user?.id ?? null, { identifier: identifier.value });
    return failure(userError(SIGN_IN_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS', 'identifier'));
  }

  // Told only after the right password, so the message does not reveal which accounts are blocked.
  if (user.blockedAt) {
    await audit(ctx, 'auth.sign_in_blocked', user.id, { identifier: identifier.value });
    return failure(userError(ADMIN_USER_MESSAGES.signInBlocked, 'BLOCKED', 'identifier'));
  }

  const token = await createSession(ctx, user);
  await audit(ctx, 'auth.sign_in', user.id, { method: identifier.kind });
  return { userId: user.id, token, userErrors: [] };
}

export async function signOut(ctx: Context): Promise<boolean> {
  clearSessionCookie(ctx);
  // An API key has no session to end: it is revoked from its screen instead.
  if (!ctx.viewer || ctx.apiKey) return false;
  await ctx.prisma.session.update({ where: { id: ctx.viewer.sessionId }, data: { revokedAt: new Date() } });
  await publishSessionsRevoked(ctx.pubsub, { userId: ctx.viewer.id, sessionId: ctx.viewer.sessionId });
  await audit(ctx, 'auth.sign_out', ctx.viewer.id);
  ctx.viewer = null;
  return true;
}
