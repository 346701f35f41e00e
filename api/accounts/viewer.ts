// Who is asking: resolved once per request (or per WebSocket connection) from the session token.
import type http from 'node:http';
import type { Services, Viewer } from '../schema/context.js';
import { readSessionToken, sessionTokenHash } from './sessions.js';

const TOUCH_EVERY_MS = 60 * 60 * 1000;

export async function resolveViewer(
  services: Services,
  req: http.IncomingMessage,
  connectionParams?: Record<string, unknown>,
): Promise<Viewer | null> {
  const token = readSessionToken(req, connectionParams);
  if (!token) return null;
  const session = await services.prisma.session.findUnique({
    where: { tokenHash: sessionTokenHash(token) },
    select: { id: true, expiresAt: true, revokedAt: true, lastSeenAt: true, user: { select: { id: true, role: true, isAdmin: true, blockedAt: true } } },
  });
  const now = Date.now();
  // A blocked user's sessions are revoked when blocked; the check here covers any left behind.
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || session.user.blockedAt) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Best effort: a failed "last seen" update must not fail the request.
    services.prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date() } }).catch(() => {});
  }
  return { id: session.user.id, role: session.user.role, isAdmin: session.user.isAdmin, sessionId: session.id };
}
