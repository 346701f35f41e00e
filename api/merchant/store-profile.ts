// The store's public profile (/vendor/settings): name, description, phones, street address and
// opening hours, checked by common/store-profile.ts; the logo through the image pipeline. Scoped to
// the store the caller manages (admins: any), audited.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { checkStoreProfile, STORE_PROFILE_MESSAGES, type StoreProfileForm } from '../../common/store-profile.js';
import { managedStore } from './access.js';
import { storeLogoImage } from './product-images.js';

export interface StoreProfileResult {
  storeId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): StoreProfileResult => ({ storeId: null, message: null, userErrors });
const PROFILE_SELECT = { name: true, description: true, phone: true, whatsapp: true, address: true, city: true, openingHours: true, logoUrl: true } as const;

export function updateStoreProfile(ctx: Context, viewer: Viewer, input: StoreProfileForm & { storeId?: string | null }): Promise<StoreProfileResult> {
  return refusable(async () => {
    const checked = checkStoreProfile(input);
    if (!checked.ok) return refused(checked.errors.map((e) => userError(e.message, 'INVALID', e.field)));
    const { address, openingHours, ...rest } = checked.value;
    return ctx.prisma.$transaction(async (tx) => {
      const store = await managedStore(tx, viewer, input.storeId);
      const before = await tx.store.findUniqueOrThrow({ where: { id: store.id }, select: PROFILE_SELECT });
      const data = { ...rest, address: address ? (address as Prisma.InputJsonObject) : Prisma.DbNull, openingHours: openingHours as unknown as Prisma.InputJsonArray };
      const after = await tx.store.update({ where: { id: store.id }, data, select: PROFILE_SELECT });
      await auditAction(tx, ctx, { eventType: 'vendor.store_profile_updated', actorId: viewer.id, targetType: 'Store', targetId: store.id, userId: store.ownerId, before, after });
      return { storeId: store.id, message: STORE_PROFILE_MESSAGES.saved, userErrors: [] };
    });
  }, refused);
}

export function updateStoreLogo(ctx: Context, viewer: Viewer, dataUrl: string, storeId?: string | null): Promise<StoreProfileResult> {
  return refusable(async () => {
    const store = await managedStore(ctx.prisma, viewer, storeId);
    const logoUrl = await storeLogoImage(ctx, dataUrl);
    await ctx.prisma.$transaction(async (tx) => {
      const before = await tx.store.findUniqueOrThrow({ where: { id: store.id }, select: { logoUrl: true } });
      await tx.store.update({ where: { id: store.id }, data: { logoUrl } });
      await auditAction(tx, ctx, { eventType: 'vendor.store_logo_updated', actorId: viewer.id, targetType: 'Store', targetId: store.id, userId: store.ownerId, before, after: { logoUrl } });
    });
    return { storeId: store.id, message: STORE_PROFILE_MESSAGES.logoSaved, userErrors: [] };
  }, refused);
}
