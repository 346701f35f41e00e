// Site settings (site_settings: logos and favicon) and banner settings (banner_global_settings):
// one row each (id = 1); missing rows read as the defaults. Changes to site settings are pushed to
// every open page through the siteSettingsChanged subscription (realtime logos/favicon).
import type { Context, Viewer } from '../schema/context.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { validateImage } from '../../common/validation.js';
import { auditAction } from '../shared/audit.js';
import { topics } from '../shared/topics.js';
import type { SiteSettingsShape } from '../shared/event-payloads.js';

export type { SiteSettingsShape };

const ROW_ID = 1;

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
    siteName: row?.siteName ?? null,
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
  siteName?: string | null;
  logoUrl?: string | null;
  logoVariantUrl?: string | null;
  faviconUrl?: string | null;
}

const FIELDS = ['logoUrl', 'logoVariantUrl', 'faviconUrl'] as const;
export const SITE_NAME_MESSAGE = 'O nome do site deve ter de 2 a 40 caracteres';

/**
 * Admin-only (checked in the schema). Each field sent is validated as an image value (http(s),
 * blob:, data:image/ or /path); null or '' clears it; fields not sent stay as they are.
 */
export async function updateSiteSettings(
  ctx: Context,
  viewer: Viewer,
  input: UpdateSiteSettingsInput,
): Promise<{ settings: SiteSettingsShape | null; userErrors: UserErrorShape[] }> {
  const data: Partial<Record<(typeof FIELDS)[number] | 'siteName', string | null>> = {};
  if (input.siteName !== undefined) {
    const name = input.siteName?.trim() || null;
    if (name && (name.length < 2 || name.length > 40)) return { settings: null, userErrors: [userError(SITE_NAME_MESSAGE, 'INVALID', 'siteName')] };
    data.siteName = name;
  }
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
  const before = await readSiteSettings(ctx.prisma);
  const row = await ctx.prisma.siteSettings.upsert({
    where: { id: ROW_ID },
    create: { id: ROW_ID, ...data },
    update: data,
  });
  const settings: SiteSettingsShape = {
    siteName: row.siteName,
    logoUrl: row.logoUrl,
    logoVariantUrl: row.logoVariantUrl,
    faviconUrl: row.faviconUrl,
    updatedAt: row.updatedAt,
  };
  const changed = Object.keys(data) as (keyof typeof data)[];
  await auditAction(ctx.prisma, ctx, {
    eventType: 'admin.site_settings_updated',
    actorId: viewer.id,
    targetType: 'SiteSettings',
    targetId: String(ROW_ID),
    before: Object.fromEntries(changed.map((f) => [f, before[f]])),
    after: data,
  });
  await ctx.pubsub.publish(topics.siteSettings, settings);
  return { settings, userErrors: [] };
}
