// Images the admins upload (banners, segments, site logos and favicon) into the app's storage,
// each at the size its place needs (api/shared/image-store.ts).
import type { Context } from '../schema/context.js';
import { storeUploadedImage, type ImageRecipe } from '../shared/image-store.js';

export type AdminImageKind = 'BANNER_DESKTOP' | 'BANNER_MOBILE' | 'SEGMENT' | 'LOGO' | 'FAVICON';

const RECIPES: Record<AdminImageKind, ImageRecipe> = {
  BANNER_DESKTOP: { folder: 'banners', maxPx: 1920 },
  BANNER_MOBILE: { folder: 'banners', maxPx: 900 },
  SEGMENT: { folder: 'segments', maxPx: 600 },
  LOGO: { folder: 'site', maxPx: 600 },
  FAVICON: { folder: 'site', maxPx: 64, format: 'png' },
};

export function storeAdminImage(ctx: Context, dataUrl: string, kind: AdminImageKind): Promise<string> {
  return storeUploadedImage(ctx, dataUrl, RECIPES[kind]);
}
