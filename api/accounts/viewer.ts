// Who is asking: resolved once per request (or per WebSocket operation) from the Bearer token,
// the session cookie or graphql-ws connection params — a person's session or an integrator's key.
import type http from 'node:http';
import { GraphQLError } from 'graphql';
import type { ApiKeyGrant, Services, Viewer } from '../schema/context.js';
import { Prisma } from '../generated/prisma/client.js';
import { rawRows } from '../db/sql.js';
import { readSessionToken, sessionTokenHash } from './sessions.js';
import { isApiKeyToken, resolveApiKey } from '../integrations/index.js';
import { API_KEY_MESSAGES } from '../../common/api-keys.js';

const TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface Caller {
  viewer: Viewer | null;
  apiKey: ApiKeyGrant | null;
}

/**
 * The caller of a request. A key that does not work is an error (HTTP 401) rather than a visitor:
 * an integrator must learn at once that the key was revoked, not receive a visitor's answers.
 */
export async function resolveCaller(services: Services, req: http.IncomingMessage, connectionParams?: Record<string, unknown>): Promise<Caller> {
  const token = readSessionToken(req, connectionParams);
  if (!token) return { viewer: null, apiKey: null };
  if (isApiKeyToken(token)) {
    const caller = await resolveApiKey(services, token);
    if (!caller) throw new GraphQLError(API_KEY_MESSAGES.invalidKey, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
    return caller;
  }
  return { viewer: await sessionViewer(services, token), apiKey: null };
}

interface SessionRow {
  id: string;
  expiresAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date;
  userId: string;
  role: Viewer['role'];
  isAdmin: boolean;
  blockedAt: Date | null;
}

async function sessionViewer(services: Services, token: string): Promise<Viewer | null> {
  // One statement (Prisma would read the session and its user in two): every signed-in request pays it.
  const [session] = await rawRows<SessionRow>(
    services.prisma,
    Prisma.sql`
    SELECT s."id", s."expiresAt", s."revokedAt", s."lastSeenAt", u."id" AS "userId", u."role"::text AS "role", u."isAdmin", u."blockedAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."tokenHash" = ${sessionTokenHash(token)}`,
  );
  const now = Date.now();
  // A blocked user's sessions are revoked when blocked; the check here covers any left behind.
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || session.blockedAt) return null;
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // Best effort: a failed "last seen" update must not fail the request.
    services.prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date() } }).catch(() => {});
  }
  return { id: session.userId, role: session.role, isAdmin: session.isAdmin, sessionId: session.id };
}
