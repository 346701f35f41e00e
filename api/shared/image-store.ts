// Images uploaded to the app's storage (UPLOAD_DIR/<folder>, served at /uploads/<folder>/...): the
// upload is checked (image-data-url.ts), then re-encoded by sharp — turned upright, shrunk to fit
// `maxPx`, WebP (PNG for favicons), without EXIF or other metadata (sharp drops it unless asked) —
// optionally with a square thumbnail next to it (<name>.thumb.webp). Returns the large one's URL.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Context } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';
import { IMAGE_MESSAGES, parseImageDataUrl } from './image-data-url.js';

export interface ImageRecipe {
  folder: string;
  maxPx: number;
  /** Side of the square thumbnail (lists); none when absent. */
  thumbPx?: number;
  format?: 'webp' | 'png';
}

/** Stores the image of a data URL as the recipe says; refuses (field dataUrl) what is not a usable image. */
export async function storeUploadedImage(ctx: Context, dataUrl: string, recipe: ImageRecipe): Promise<string> {
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
