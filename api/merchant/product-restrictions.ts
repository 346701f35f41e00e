// A store's product restrictions (/vendor/product-restrictions): a product not sold in one of the
// store's delivery zones, or not sold to a role. Only the store's own products and zones; the
// checkout applies them (common/product-restrictions.ts). Audited.
import type { Role } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { RESTRICTION_MESSAGES } from '../../common/product-restrictions.js';
import { managedStore } from './access.js';

export interface RestrictionResult {
  restrictionId: string | null;
  deletedRestrictionId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): RestrictionResult => ({ restrictionId: null, message: null, userErrors });

export function createProductRestriction(ctx: Context, viewer: Viewer, input: { productId: string; zoneId?: string | null; role?: Role | null }): Promise<RestrictionResult> {
  return refusable(async (): Promise<RestrictionResult> => {
    // Exactly one target: a zone or a role.
    if (!input.zoneId === !input.role) refuse(RESTRICTION_MESSAGES.targetRequired, 'INVALID', input.zoneId ? 'role' : 'zoneId');
    return ctx.prisma.$transaction(async (tx) => {
      const product = await tx.product.findUnique({ where: { id: input.productId }, select: { id: true, storeId: true } });
      if (!product) return refuse(RESTRICTION_MESSAGES.productNotFound, 'NOT_FOUND', 'productId');
      const store = await managedStore(tx, viewer, product.storeId).catch(() => refuse(RESTRICTION_MESSAGES.productNotFound, 'NOT_FOUND', 'productId'));
      if (input.zoneId && !(await tx.deliveryZone.findFirst({ where: { id: input.zoneId, storeId: store.id }, select: { id: true } }))) {
        refuse(RESTRICTION_MESSAGES.zoneNotFound, 'NOT_FOUND', 'zoneId');
      }
      const target = { productId: product.id, zoneId: input.zoneId ?? null, role: input.role ?? null };
      if (await tx.productRestriction.findFirst({ where: target, select: { id: true } })) refuse(RESTRICTION_MESSAGES.duplicate, 'TAKEN', input.zoneId ? 'zoneId' : 'role');
      const created = await tx.productRestriction.create({ data: { ...target, storeId: store.id } });
      await auditAction(tx, ctx, { eventType: 'vendor.product_restriction_created', actorId: viewer.id, targetType: 'ProductRestriction', targetId: created.id, after: target });
      return { restrictionId: created.id, message: RESTRICTION_MESSAGES.saved, userErrors: [] };
    });
  }, refused);
}

export function deleteProductRestriction(ctx: Context, viewer: Viewer, id: string): Promise<RestrictionResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const notFound = (): never => refuse(RESTRICTION_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const restriction = await tx.productRestriction.findUnique({ where: { id } });
        if (!restriction) return notFound();
        await managedStore(tx, viewer, restriction.storeId).catch(notFound);
        await tx.productRestriction.delete({ where: { id } });
        await auditAction(tx, ctx, { eventType: 'vendor.product_restriction_deleted', actorId: viewer.id, targetType: 'ProductRestriction', targetId: id, before: restriction });
        return { restrictionId: null, deletedRestrictionId: id, message: RESTRICTION_MESSAGES.deleted, userErrors: [] };
      }),
    refused,
  );
}
