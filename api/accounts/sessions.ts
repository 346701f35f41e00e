// Sessions: an httpOnly SameSite=Lax cookie for the web app, the same token as
// `Authorization: Bearer` for integrators and in graphql-ws connection params.
import type http from 'node:http';
import type { Context } from '../schema/context.js';
import { hashToken, newToken } from './tokens.js';
import type { Role } from '../generated/prisma/enums.js';

export const SESSION_COOKIE = 'clube_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and makes it the request's viewer (so the payload can read the new profile). */
export async function createSession(ctx: Context, user: { id: string; role: Role; isAdmin: boolean }): Promise<string> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  const session = await ctx.prisma.session.create({
    data: { userId: user.id, tokenHash, expiresAt, ip: ctx.request.ip, userAgent: ctx.request.userAgent?.slice(0, 500) },
    select: { id: true },
  });
  ctx.viewer = { id: user.id, role: user.role, isAdmin: user.isAdmin, sessionId: session.id };
  ctx.http?.res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production,
    path: '/',
    expires: expiresAt,
  });
  return token;
}

export function clearSessionCookie(ctx: Context) {
  ctx.http?.res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.production });
}

/** The token from `Authorization: Bearer`, the session cookie, or graphql-ws connection params. */
export function readSessionToken(req: http.IncomingMessage, connectionParams?: Record<string, unknown>): string | null {
  const fromParams = connectionParams?.authorization ?? connectionParams?.Authorization;
  const authorization = typeof fromParams === 'string' ? fromParams : req.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookies = req.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function sessionTokenHash(token: string) {
  return hashToken(token);
}
