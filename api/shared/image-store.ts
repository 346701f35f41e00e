// Images uploaded to the app's storage (UPLOAD_DIR/<folder>, served at /uploads/<folder>/...): the
// upload is checked (image-data-url.ts), then re-encoded by sharp — turned upright, shrunk to fit
// `maxPx`, WebP (PNG for favicons), without EXIF or other metadata (sharp drops it unless asked) —
// optionally with a square thumbnail next to it (<name>.thumb.webp). Returns the large one's URL.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Context } from '../schema/context.js';
import { refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { IMAGE_MESSAGES, parseImageDataUrl } from './image-data-url.js';
import type { RateLimitPolicy } from './rate-limit.js';

/** 120 image uploads an hour per person (or address, for visitors); then blocks of 15 min up to 1 h. */
export const UPLOAD_LIMIT: RateLimitPolicy = { name: 'uploads', limit: 120, windowMs: 60 * 60_000, blockStepMs: 15 * 60_000, maxBlockMs: 60 * 60_000, memoryMs: 24 * 60 * 60_000 };
export const uploadLimitMessage = (minutes: number) => `Envios de imagem demais em pouco tempo. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;

/** Counts one upload; the refusal (field dataUrl) when over the limit, else null. */
export async function uploadQuotaError(ctx: Context): Promise<UserErrorShape | null> {
  const key = ctx.viewer ? `user:${ctx.viewer.id}` : `ip:${ctx.request.ip ?? 'unknown'}`;
  const decision = await ctx.rateLimits.hit(UPLOAD_LIMIT, key);
  return decision.allowed ? null : userError(uploadLimitMessage(Math.ceil(decision.retryAfterMs / 60_000)), 'RATE_LIMITED', 'dataUrl');
}

export interface ImageRecipe {
  folder: string;
  maxPx: number;
  /** Side of the square thumbnail (lists); none when absent. */
  thumbPx?: number;
  format?: 'webp' | 'png';
}

/** Stores the image of a data URL as the recipe says; refuses (field dataUrl) what is not a usable image. */
export async function storeUploadedImage(ctx: Context, dataUrl: string, recipe: ImageRecipe): Promise<string> {
  const overQuota = await uploadQuotaError(ctx);
  if (overQuota) return refuse(overQuota.message, overQuota.code, overQuota.field);
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed.ok) return refuse(parsed.message, parsed.code, 'dataUrl');
  const format = recipe.format ?? 'webp';
  let large: Buffer;
  let thumb: Buffer | null = null;
  try {
    const upright = sharp(parsed.bytes, { failOn: 'error' }).rotate();
    const fitted = upright.clone().resize(recipe.maxPx, recipe.maxPx, { fit: 'inside', withoutEnlargement: true });
    large = await (format === 'png' ? fitted.png() : fitted.webp({ quality: 82 })).toBuffer();
    if (recipe.thumbPx) thumb = await upright.clone().resize(recipe.thumbPx, recipe.thumbPx, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
  } catch {
    return refuse(IMAGE_MESSAGES.invalid, 'INVALID', 'dataUrl');
  }
  const dir = path.join(ctx.config.uploadDir, recipe.folder);
  const name = randomUUID();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.${format}`), large, { flag: 'wx' });
  if (thumb) await fs.writeFile(path.join(dir, `${name}.thumb.webp`), thumb, { flag: 'wx' });
  return `/uploads/${recipe.folder}/${name}.${format}`;
}
