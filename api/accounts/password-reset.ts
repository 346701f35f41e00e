// Password recovery: a single-use link valid for 1 hour, e-mailed; setting the new password
// revokes every session. The request never reveals whether the e-mail is registered.
import { isEmail } from '../../common/validation.js';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '../../common/signup.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';
import { audit } from '../shared/audit.js';
import { logger } from '../shared/logger.js';
import { publishSessionsRevoked } from './session-sockets.js';
import { publicOrigin } from '../shared/public-origin.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Recovery e-mails: 5 an hour per address asked and 20 per network address; then blocks up to 1 h. */
export const RESET_REQUEST_LIMIT: RateLimitPolicy = { name: 'password-reset', limit: 5, windowMs: 60 * 60_000, blockStepMs: 15 * 60_000, maxBlockMs: 60 * 60_000, memoryMs: 24 * 60 * 60_000 };
export const RESET_REQUEST_IP_LIMIT: RateLimitPolicy = { ...RESET_REQUEST_LIMIT, name: 'password-reset-ip', limit: 20 };

export const PASSWORD_RESET_MESSAGES = {
  tooMany: (minutes: number) => `Pedidos de nova senha demais. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  emailRequired: 'Por favor, informe seu email',
  emailInvalid: 'Por favor, informe um email válido',
  invalidLink: 'Link de recuperação inválido ou expirado. Solicite um novo.',
} as const;

export async function requestPasswordReset(ctx: Context, rawEmail: string): Promise<UserErrorShape[]> {
  const email = (rawEmail ?? '').trim().toLowerCase();
  if (!email) return [userError(PASSWORD_RESET_MESSAGES.emailRequired, 'REQUIRED', 'email')];
  if (!isEmail(email)) return [userError(PASSWORD_RESET_MESSAGES.emailInvalid, 'INVALID', 'email')];
  // Counted whether or not the e-mail is registered, so the limit tells nothing about accounts.
  for (const [policy, key] of [[RESET_REQUEST_LIMIT, `email:${email}`], [RESET_REQUEST_IP_LIMIT, `ip:${ctx.request.ip ?? 'unknown'}`]] as const) {
    const decision = await ctx.rateLimits.hit(policy, key);
    if (!decision.allowed) return [userError(PASSWORD_RESET_MESSAGES.tooMany(Math.ceil(decision.retryAfterMs / 60_000)), 'THROTTLED', 'email')];
  }

  const user = await ctx.prisma.user.findUnique({ where: { email }, select: { id: true, name: true } });
  await audit(ctx, 'auth.password_reset_requested', user?.id ?? null, { email });
  if (!user) return [];

  const { token, tokenHash } = newToken();
  await ctx.prisma.passwordResetToken.create({
    data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
  });
  const link = `${publicOrigin(ctx)}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send({
      to: email,
      subject: 'Clube Local: redefinição de senha',
      text: [
        `Olá, ${user.name}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta no Clube Local.',
        `Para criar uma nova senha, acesse: ${link}`,
        '',
        'O link vale por 1 hora e só pode ser usado uma vez.',
        'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
      ].join('\n'),
    });
  } catch (error) {
    // Answering with an error here would reveal that the account exists.
    logger.error('mail.failed', { error: String(error) });
  }
  return [];
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<UserErrorShape[]> {
  const password = input.password ?? '';
  if (!password) return [userError(SIGNUP_MESSAGES.passwordRequired, 'REQUIRED', 'password')];
  if (password.length < PASSWORD_MIN_LENGTH) return [userError(SIGNUP_MESSAGES.passwordTooShort, 'TOO_SHORT', 'password')];
  if (password !== input.confirmPassword) return [userError(SIGNUP_MESSAGES.passwordMismatch, 'MISMATCH', 'confirmPassword')];

  const invalidLink = [userError(PASSWORD_RESET_MESSAGES.invalidLink, 'INVALID_TOKEN', 'token')];
  if (!input.token) return invalidLink;
  const tokenHash = hashToken(input.token);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const userId = await ctx.prisma.$transaction(async (tx) => {
    // Conditional update: of two concurrent uses of the same link, only one matches.
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    if (claimed.length !== 1) return null;
    const { userId } = claimed[0];
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    return userId;
  });
  if (!userId) return invalidLink;
  await publishSessionsRevoked(ctx.pubsub, { userId });
  await audit(ctx, 'auth.password_reset_completed', userId);
  return [];
}

export async function isResetTokenUsable(prisma: Context['prisma'], token: string): Promise<boolean> {
  if (!token) return false;
  const row = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true },
  });
  return !!row && !row.usedAt && row.expiresAt > new Date();
}
