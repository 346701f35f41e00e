// Integrators' API keys (docs/api.md): created by a store owner for their store or by an admin
// with a scope of choice, shown once, stored as a SHA-256, revocable. A key is sent as
// `Authorization: Bearer clk_…` and speaks as someone: nobody (CATALOG), the store's owner
// without admin rights (STORE) or the admin who made it (ADMIN) — while that person may still.
import type { ApiKeyScope } from '../generated/prisma/enums.js';
import type { ApiKeyGrant, Context, Services, Viewer } from '../schema/context.js';
import { refuse, refusable, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { hashToken, newToken } from '../accounts/index.js';
import { managedStore } from '../merchant/access.js';
import { API_KEY_MESSAGES, API_KEY_TOKEN_PREFIX, apiKeyNameError } from '../../common/api-keys.js';

export interface ApiKeyResult {
  apiKeyId: string | null;
  /** The token, in the creation's answer only. */
  token: string | null;
  userErrors: UserErrorShape[];
}

const TOUCH_EVERY_MS = 60 * 1000;

/** The keys a viewer may list and revoke: admins all of them, others the ones they made. */
export function apiKeysWhere(viewer: Pick<Viewer, 'id' | 'isAdmin'>): { createdById?: string } {
  return viewer.isAdmin ? {} : { createdById: viewer.id };
}

export async function createApiKey(ctx: Context, viewer: Viewer, input: { name: string; scope: ApiKeyScope; storeId?: string | null }): Promise<ApiKeyResult> {
  return refusable<ApiKeyResult>(
    async () => {
      const nameError = apiKeyNameError(input.name);
      if (nameError) refuse(nameError, nameError === API_KEY_MESSAGES.nameRequired ? 'REQUIRED' : 'TOO_LONG', 'name');
      if (!viewer.isAdmin && input.scope !== 'STORE') refuse(API_KEY_MESSAGES.scopeNotAllowed, 'FORBIDDEN', 'scope');
      // An admin names the store; an owner's key is for the store they run.
      if (viewer.isAdmin && input.scope === 'STORE' && !input.storeId) refuse(API_KEY_MESSAGES.storeRequired, 'REQUIRED', 'storeId');
      const store = input.scope === 'STORE' ? await managedStore(ctx.prisma, viewer, input.storeId) : null;
      const { token: secret } = newToken();
      const token = API_KEY_TOKEN_PREFIX + secret;
      const key = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.apiKey.create({
          data: { name: input.name.trim(), scope: input.scope, storeId: store?.id ?? null, createdById: viewer.id, tokenHash: hashToken(token), tokenPrefix: token.slice(0, 12) },
          select: { id: true },
        });
        await auditAction(tx, ctx, { eventType: 'auth.api_key_created', actorId: viewer.id, userId: viewer.id, targetType: 'ApiKey', targetId: created.id, after: { name: input.name.trim(), scope: input.scope, storeId: store?.id ?? null } });
        return created;
      });
      return { apiKeyId: key.id, token, userErrors: [] };
    },
    (userErrors) => ({ apiKeyId: null, token: null, userErrors }),
  );
}

export async function revokeApiKey(ctx: Context, viewer: Viewer, id: string): Promise<ApiKeyResult> {
  return refusable<ApiKeyResult>(
    async () => {
      const key = await ctx.prisma.apiKey.findFirst({ where: { id, ...apiKeysWhere(viewer) }, select: { id: true, revokedAt: true } });
      if (!key) refuse(API_KEY_MESSAGES.notFound, 'NOT_FOUND', 'id');
      if (key.revokedAt) refuse(API_KEY_MESSAGES.alreadyRevoked, 'INVALID_TRANSITION', 'id');
      await ctx.prisma.$transaction(async (tx) => {
        // Only an active key is revoked: two revocations at once leave one audit entry.
        const { count } = await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
        if (count === 0) refuse(API_KEY_MESSAGES.alreadyRevoked, 'INVALID_TRANSITION', 'id');
        await auditAction(tx, ctx, { eventType: 'auth.api_key_revoked', actorId: viewer.id, userId: viewer.id, targetType: 'ApiKey', targetId: id });
      });
      return { apiKeyId: id, token: null, userErrors: [] };
    },
    (userErrors) => ({ apiKeyId: null, token: null, userErrors }),
  );
}

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_TOKEN_PREFIX);
}

/**
 * Who a key speaks as, or null when it is unknown, revoked or its person may no longer do what it
 * was made for (a blocked owner or creator, an admin key whose creator is no longer admin).
 */
export async function resolveApiKey(services: Services, token: string): Promise<{ viewer: Viewer | null; apiKey: ApiKeyGrant } | null> {
  const person = { select: { id: true, role: true, isAdmin: true, blockedAt: true } } as const;
  const key = await services.prisma.apiKey.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, scope: true, revokedAt: true, lastUsedAt: true, createdBy: person, store: { select: { owner: person } } },
  });
  if (!key || key.revokedAt || key.createdBy.blockedAt) return null;
  let viewer: Viewer | null = null;
  if (key.scope === 'ADMIN') {
    if (!key.createdBy.isAdmin) return null;
    viewer = { id: key.createdBy.id, role: key.createdBy.role, isAdmin: true, sessionId: '' };
  } else if (key.scope === 'STORE') {
    const owner = key.store?.owner;
    if (!owner || owner.blockedAt) return null;
    viewer = { id: owner.id, role: owner.role, isAdmin: false, sessionId: '' };
  }
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    // Best effort, like a session's "last seen": never fails the request.
    services.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  }
  return { viewer, apiKey: { id: key.id, scope: key.scope } };
}
