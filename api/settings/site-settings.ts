// Site settings (site_settings: logos and favicon) and banner settings (banner_global_settings):
// one row each (id = 1); missing rows read as the defaults. Changes to site settings are pushed to
// every open page through the siteSettingsChanged subscription (realtime logos/favicon).
import type { Context, Viewer } from '../schema/context.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { validateImage } from '../../common/validation.js';
import { audit } from '../shared/audit.js';
import { topics } from '../shared/topics.js';

const ROW_ID = 1;

export interface SiteSettingsShape {
  logoUrl: string | null;
  logoVariantUrl: string | null;
  faviconUrl: string | null;
  updatedAt: Date | string | null;
}

export interface BannerSettingsShape {
  autoplayEnabled: boolean;
  transitionMs: number;
  showIndicators: boolean;
  showNavigation: boolean;
}

/** Defaults: autoplay on, 5000 ms, indicators and navigation on. */
export const DEFAULT_BANNER_SETTINGS: BannerSettingsShape = {
  autoplayEnabled: true,
  transitionMs: 5000,
  showIndicators: true,
  showNavigation: true,
};

export async function readSiteSettings(prisma: PrismaClient): Promise<SiteSettingsShape> {
  const row = await prisma.siteSettings.findUnique({ where: { id: ROW_ID } });
  return {
    logoUrl: row?.logoUrl ?? null,
    logoVariantUrl: row?.logoVariantUrl ?? null,
    faviconUrl: row?.faviconUrl ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function readBannerSettings(prisma: PrismaClient): Promise<BannerSettingsShape> {
  const row = await prisma.bannerSettings.findUnique({ where: { id: ROW_ID } });
  if (!row) return DEFAULT_BANNER_SETTINGS;
  const { autoplayEnabled, transitionMs, showIndicators, showNavigation } = row;
  return { autoplayEnabled, transitionMs, showIndicators, showNavigation };
}

export interface UpdateSiteSettingsInput {
  logoUrl?: string | null;
  logoVariantUrl?: string | null;
  faviconUrl?: string | null;
}

const FIELDS = ['logoUrl', 'logoVariantUrl', 'faviconUrl'] as const;

/**
 * Admin-only (checked in the schema). Each field sent is validated as an image value (http(s),
 * blob:, data:image/ or /path); null or '' clears it; fields not sent stay as they are.
 */
export async function updateSiteSettings(
  ctx: Context,
  viewer: Viewer,
  input: UpdateSiteSettingsInput,
): Promise<{ settings: SiteSettingsShape | null; userErrors: UserErrorShape[] }> {
  const data: Partial<Record<(typeof FIELDS)[number], string | null>> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') {
      data[field] = null;
      continue;
    }
    const image = validateImage(value);
    if (!image.ok) return { settings: null, userErrors: [userError(image.message, 'INVALID', field)] };
    data[field] = image.value;
  }
  const row = await ctx.prisma.siteSettings.upsert({
    where: { id: ROW_ID },
    create: { id: ROW_ID, ...data },
    update: data,
  });
  const settings: SiteSettingsShape = {
    logoUrl: row.logoUrl,
    logoVariantUrl: row.logoVariantUrl,
    faviconUrl: row.faviconUrl,
    updatedAt: row.updatedAt,
  };
  await audit(ctx, 'admin.site_settings_updated', viewer.id, { fields: Object.keys(data).join(',') });
  await ctx.pubsub.publish(topics.siteSettings, settings);
  return { settings, userErrors: [] };
}
