// Account security from the profile: change the e-mail (needs the current password), change the
// password (current + new + confirmation, sign-up rules), and sign out of every device.
// Checks of the current password are rate limited per user (the shared limiter), so a stolen
// session cannot be used to guess the password.
import { validateEmail } from '../../common/validation.js';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '../../common/signup.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { hashPassword, verifyPassword, clearSessionCookie, SIGN_UP_MESSAGES, publishSessionsRevoked } from '../accounts/index.js';
import { topics } from '../shared/topics.js';
import { audit } from '../shared/audit.js';
import { logger } from '../shared/logger.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Senha incorreta',
  currentPasswordRequired: 'Informe sua senha atual',
  tooManyAttempts: (minutes: number) => `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;

/** 5 checks of the current password per 15 minutes per user; then blocks of 15, 30, 45, 60 min. */
export const PASSWORD_CHECK_LIMIT: RateLimitPolicy = {
  name: 'password-check',
  limit: 5,
  windowMs: 15 * 60_000,
  blockStepMs: 15 * 60_000,
  maxBlockMs: 60 * 60_000,
  memoryMs: 24 * 60 * 60_000,
};

/** null when the current password is right; otherwise the error to show on `currentPassword`. */
async function checkCurrentPassword(ctx: Context, userId: string, password: string | null | undefined): Promise<UserErrorShape | null> {
  if (!password) return userError(ACCOUNT_MESSAGES.currentPasswordRequired, 'REQUIRED', 'currentPassword');
  const decision = await ctx.rateLimits.hit(PASSWORD_CHECK_LIMIT, `user:${userId}`);
  if (!decision.allowed) {
    return userError(ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(decision.retryAfterMs / 60_000)), 'THROTTLED', 'currentPassword');
  }
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user.passwordHash))) {
    return userError(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD', 'currentPassword');
  }
  return null;
}

export interface ChangeEmailInput {
  email: string;
  currentPassword: string;
}

export async function changeEmail(ctx: Context, userId: string, input: ChangeEmailInput): Promise<UserErrorShape[]> {
  if (!(input.email ?? '').trim()) return [userError(SIGNUP_MESSAGES.emailRequired, 'REQUIRED', 'email')];
  const email = validateEmail(input.email);
  if (!email.ok) return [userError(email.message, 'INVALID', 'email')];
  const passwordError = await checkCurrentPassword(ctx, userId, input.currentPassword);
  if (passwordError) return [passwordError];

  const current = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } });
  if (current.email === email.value) return [];
  const taken = [userError(SIGN_UP_MESSAGES.emailTaken, 'TAKEN', 'email')];
  if (await ctx.prisma.user.findUnique({ where: { email: email.value }, select: { id: true } })) return taken;
  try {
    await ctx.prisma.user.update({ where: { id: userId }, data: { email: email.value } });
  } catch (error) {
    // Two accounts changing to the same address at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return taken;
    throw error;
  }
  await audit(ctx, 'profile.email_changed', userId, { from: current.email, to: email.value });
  // The old address is told, so an account takeover does not go unnoticed.
  ctx.mailer
    .send({
      to: current.email,
      subject: 'Clube Local: seu email foi alterado',
      text: [
        `Olá, ${current.name}!`,
        '',
        `O email da sua conta no Clube Local foi alterado para ${email.value}.`,
        'Se não foi você, responda a esta mensagem ou fale com o suporte.',
      ].join('\n'),
    })
    .catch((error) => logger.error('mail.failed', { error: String(error) }));
  await ctx.pubsub.publish(topics.viewer(userId), { id: userId });
  return [];
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the password and ends every other session (the current one stays signed in). */
export async function changePassword(ctx: Context, userId: string, input: ChangePasswordInput): Promise<UserErrorShape[]> {
  const password = input.newPassword ?? '';
  if (!input.currentPassword) return [userError(ACCOUNT_MESSAGES.currentPasswordRequired, 'REQUIRED', 'currentPassword')];
  if (!password) return [userError(SIGNUP_MESSAGES.passwordRequired, 'REQUIRED', 'newPassword')];
  if (password.length < PASSWORD_MIN_LENGTH) return [userError(SIGNUP_MESSAGES.passwordTooShort, 'TOO_SHORT', 'newPassword')];
  if (password !== input.confirmPassword) return [userError(SIGNUP_MESSAGES.passwordMismatch, 'MISMATCH', 'confirmPassword')];
  const passwordError = await checkCurrentPassword(ctx, userId, input.currentPassword);
  if (passwordError) return [passwordError];

  const passwordHash = await hashPassword(password);
  const now = new Date();
  const { count } = await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    return tx.session.updateMany({
      where: { userId, revokedAt: null, ...(ctx.viewer?.sessionId ? { id: { not: ctx.viewer.sessionId } } : {}) },
      data: { revokedAt: now },
    });
  });
  await publishSessionsRevoked(ctx.pubsub, { userId, exceptSessionId: ctx.viewer?.sessionId });
  await audit(ctx, 'auth.password_changed', userId, { otherSessionsEnded: count });
  return [];
}

/** Revokes every session of the user, the current one included, and clears the cookie. */
export async function signOutEverywhere(ctx: Context, userId: string): Promise<number> {
  const { count } = await ctx.prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  clearSessionCookie(ctx);
  await publishSessionsRevoked(ctx.pubsub, { userId });
  await audit(ctx, 'auth.sign_out_everywhere', userId, { sessions: count });
  ctx.viewer = null;
  return count;
}
