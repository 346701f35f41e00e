// Product photos and store logos in the app's storage (UPLOAD_DIR/products and /stores, served at
// /uploads/...): the upload is checked (api/shared/image-data-url.ts), then re-encoded by sharp —
// turned upright, at most 1200 px (logos 400 px), WebP, no EXIF or other metadata (sharp drops it
// unless asked to keep it) — with a 320 px thumbnail next to it (<name>.thumb.webp). The product
// or store keeps the URL of the large one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Context } from '../schema/context.js';
import { parseImageDataUrl, IMAGE_MESSAGES } from '../shared/image-data-url.js';
import { refuse } from '../schema/user-error.js';

const LARGE_PX = 1200;
const THUMB_PX = 320;
const LOGO_PX = 400;


/** Stores a product photo and returns its URL; refuses (field dataUrl) what is not a usable image. */
export function storeProductImage(ctx: Context, dataUrl: string): Promise<string> {
  return storeImage(ctx, dataUrl, 'products', LARGE_PX);
}

/** Stores a store's logo (400 px) and returns its URL; refuses like storeProductImage. */
export function storeLogoImage(ctx: Context, dataUrl: string): Promise<string> {
  return storeImage(ctx, dataUrl, 'stores', LOGO_PX);
}

async function storeImage(ctx: Context, dataUrl: string, folder: 'products' | 'stores', largePx: number): Promise<string> {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed.ok) return refuse(parsed.message, parsed.code, 'dataUrl');
  let large: Buffer;
  let thumb: Buffer;
  try {
    const upright = sharp(parsed.bytes, { failOn: 'error' }).rotate();
    large = await upright.clone().resize(largePx, largePx, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    thumb = await upright.clone().resize(THUMB_PX, THUMB_PX, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
  } catch {
    return refuse(IMAGE_MESSAGES.invalid, 'INVALID', 'dataUrl');
  }
  const dir = path.join(ctx.config.uploadDir, folder);
  const name = randomUUID();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.webp`), large, { flag: 'wx' });
  await fs.writeFile(path.join(dir, `${name}.thumb.webp`), thumb, { flag: 'wx' });
  return `/uploads/${folder}/${name}.webp`;
}
