// Profile photo (profiles.avatar), stored in the app's own upload directory and served by the API
// at /uploads/avatars/<uuid>.<ext>.
//
// The image travels inside the GraphQL mutation as a base64 data URL (GraphQL multipart uploads
// are not available, and a separate REST route would need changes to the shared HTTP server).
// Accepted: what api/shared/image-data-url.ts accepts (PNG, JPEG, WebP up to 2 MB). Note: the HTTP endpoint's body limit (1 MB) is smaller than a 2 MB
// image in base64, so the web app shrinks the photo in the browser before sending it (512 px,
// a few dozen kB); the 2 MB limit is what the API itself accepts (e.g. over WebSocket).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { topics } from '../shared/topics.js';
import { logger } from '../shared/logger.js';
import { lockUserAvatar } from '../shared/locks.js';
import { parseImageDataUrl } from '../shared/image-data-url.js';
import { uploadQuotaError } from '../shared/image-store.js';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

const OWN_FILE_RE = /^\/uploads\/avatars\/([0-9a-f-]{36}\.(?:png|jpg|webp))$/;

/** Deletes a previous avatar file, only if it is one of ours (never a path from elsewhere). */
async function removeAvatarFile(ctx: Context, url: string | null) {
  const name = url ? OWN_FILE_RE.exec(url)?.[1] : undefined;
  if (!name) return;
  await fs.rm(path.join(ctx.config.uploadDir, 'avatars', name), { force: true }).catch((error) => {
    logger.warn('avatar.remove_failed', { file: name, error: String(error) });
  });
}

/** Swaps the user's avatar URL under a row lock and returns the previous one. */
async function swapAvatarUrl(ctx: Context, userId: string, avatarUrl: string | null): Promise<string | null> {
  return ctx.prisma.$transaction(async (tx) => {
    const row = await lockUserAvatar(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { avatarUrl } });
    return row?.avatarUrl ?? null;
  });
}

export async function uploadAvatar(ctx: Context, userId: string, dataUrl: string): Promise<UserErrorShape[]> {
  const overQuota = await uploadQuotaError(ctx);
  if (overQuota) return [overQuota];
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed.ok) return [userError(parsed.message, parsed.code, 'dataUrl')];
  const dir = path.join(ctx.config.uploadDir, 'avatars');
  const name = `${randomUUID()}.${parsed.ext}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), parsed.bytes, { flag: 'wx' });
  let previous: string | null;
  try {
    previous = await swapAvatarUrl(ctx, userId, AVATAR_URL_PREFIX + name);
  } catch (error) {
    await fs.rm(path.join(dir, name), { force: true });
    throw error;
  }
  await removeAvatarFile(ctx, previous);
  await ctx.pubsub.publish(topics.viewer(userId), { id: userId });
  return [];
}

export async function removeAvatar(ctx: Context, userId: string): Promise<UserErrorShape[]> {
  const previous = await swapAvatarUrl(ctx, userId, null);
  await removeAvatarFile(ctx, previous);
  await ctx.pubsub.publish(topics.viewer(userId), { id: userId });
  return [];
}
