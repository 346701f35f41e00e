// Product photos and store logos (api/shared/image-store.ts): photos at most 1200 px with a 320 px
// thumbnail (<name>.thumb.webp) for the lists; logos 400 px. The product or store keeps the URL of
// the large one.
import type { Context } from '../schema/context.js';
import { storeUploadedImage } from '../shared/image-store.js';

/** Stores a product photo and returns its URL; refuses (field dataUrl) what is not a usable image. */
export function storeProductImage(ctx: Context, dataUrl: string): Promise<string> {
  return storeUploadedImage(ctx, dataUrl, { folder: 'products', maxPx: 1200, thumbPx: 320 });
}

/** Stores a store's logo (400 px) and returns its URL; refuses like storeProductImage. */
export function storeLogoImage(ctx: Context, dataUrl: string): Promise<string> {
  return storeUploadedImage(ctx, dataUrl, { folder: 'stores', maxPx: 400, thumbPx: 320 });
}
