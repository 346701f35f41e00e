// Profile photo (profiles.avatar), stored in the app's own upload directory and served by the API
// at /uploads/avatars/<uuid>.<ext>.
//
// The image travels inside the GraphQL mutation as a base64 data URL (GraphQL multipart uploads
// are not available, and a separate REST route would need changes to the shared HTTP server).
// Accepted: PNG, JPEG and WebP up to 2 MB, recognised by their magic bytes (the declared type
// must match the content). Note: the HTTP endpoint's body limit (1 MB) is smaller than a 2 MB
// image in base64, so the web app shrinks the photo in the browser before sending it (512 px,
// a few dozen kB); the 2 MB limit is what the API itself accepts (e.g. over WebSocket).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { topics } from '../shared/topics.js';
import { logger } from '../shared/logger.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/uploads/avatars/';

export const AVATAR_MESSAGES = {
  invalid: 'Imagem inválida',
  type: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.',
  tooBig: 'Imagem muito grande (máximo 2 MB)',
} as const;

const TYPES = {
  'image/png': { ext: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: 'webp',
    matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;

export type AvatarMime = keyof typeof TYPES;

export type ParsedAvatar =
  | { ok: true; mime: AvatarMime; ext: string; bytes: Buffer }
  | { ok: false; code: 'INVALID' | 'UNSUPPORTED_TYPE' | 'TOO_LARGE'; message: string };

const DATA_URL_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;

/** Pure: validates a `data:image/...;base64,...` URL (type, size, magic bytes) and decodes it. */
export function parseAvatarDataUrl(dataUrl: string): ParsedAvatar {
  const header = DATA_URL_RE.exec(dataUrl ?? '');
  if (!header) return { ok: false, code: 'INVALID', message: AVATAR_MESSAGES.invalid };
  const mime = header[1].toLowerCase() === 'image/jpg' ? 'image/jpeg' : header[1].toLowerCase();
  if (!(mime in TYPES)) return { ok: false, code: 'UNSUPPORTED_TYPE', message: AVATAR_MESSAGES.type };
  const base64 = dataUrl.slice(header[0].length).replace(/\s/g, '');
  // Size check before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > AVATAR_MAX_BYTES) {
    return { ok: false, code: 'TOO_LARGE', message: AVATAR_MESSAGES.tooBig };
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { ok: false, code: 'INVALID', message: AVATAR_MESSAGES.invalid };
  const bytes = Buffer.from(base64, 'base64');
  const type = TYPES[mime as AvatarMime];
  if (bytes.length < 12 || !type.matches(bytes)) return { ok: false, code: 'INVALID', message: AVATAR_MESSAGES.invalid };
  return { ok: true, mime: mime as AvatarMime, ext: type.ext, bytes };
}

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
    const [row] = await tx.$queryRaw<{ avatarUrl: string | null }[]>`SELECT "avatarUrl" FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    await tx.user.update({ where: { id: userId }, data: { avatarUrl } });
    return row?.avatarUrl ?? null;
  });
}

export async function uploadAvatar(ctx: Context, userId: string, dataUrl: string): Promise<UserErrorShape[]> {
  const parsed = parseAvatarDataUrl(dataUrl);
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
