// A store's delivery zones: create, change and delete, scoped to the caller's store
// (api/merchant/access.ts), checked by the shared rule (common/delivery.ts) and audited.
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { checkDeliveryZone, DELIVERY_MESSAGES, type DeliveryZoneForm } from '../../common/delivery.js';
import { managedStore } from './access.js';

export interface DeliveryZoneResult {
  zoneId: string | null;
  storeId: string | null;
  deletedZoneId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): DeliveryZoneResult => ({ zoneId: null, storeId: null, message: null, userErrors });
const zoneNotFound = (): never => refuse(DELIVERY_MESSAGES.notFound, 'NOT_FOUND', 'id');

export function saveDeliveryZone(
  ctx: Context,
  viewer: Viewer,
  input: DeliveryZoneForm & { id?: string | null; storeId?: string | null; active?: boolean | null },
): Promise<DeliveryZoneResult> {
  return refusable(async () => {
    const checked = checkDeliveryZone(input);
    if (!checked.ok) return refused(checked.errors.map((e) => ({ field: e.field, code: 'INVALID' as const, message: e.message })));
    return ctx.prisma.$transaction(async (tx) => {
      const before = input.id ? await tx.deliveryZone.findUnique({ where: { id: input.id } }) : null;
      if (input.id && !before) refuse(DELIVERY_MESSAGES.notFound, 'NOT_FOUND', 'id');
      // Someone else's zone answers exactly like an unknown one.
      const store = before ? await managedStore(tx, viewer, before.storeId).catch(zoneNotFound) : await managedStore(tx, viewer, input.storeId);
      const data = { ...checked.value, active: input.active ?? true };
      const zone = before
        ? await tx.deliveryZone.update({ where: { id: before.id }, data })
        : await tx.deliveryZone.create({ data: { ...data, storeId: store.id } });
      await auditAction(tx, ctx, {
        eventType: before ? 'vendor.delivery_zone_updated' : 'vendor.delivery_zone_created',
        actorId: viewer.id,
        targetType: 'DeliveryZone',
        targetId: zone.id,
        before: before ?? undefined,
        after: zone,
      });
      return { zoneId: zone.id, storeId: store.id, message: DELIVERY_MESSAGES.saved, userErrors: [] };
    });
  }, refused);
}

export function deleteDeliveryZone(ctx: Context, viewer: Viewer, zoneId: string): Promise<DeliveryZoneResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const zone = await tx.deliveryZone.findUnique({ where: { id: zoneId } });
        if (!zone) return refuse(DELIVERY_MESSAGES.notFound, 'NOT_FOUND', 'id');
        const store = await managedStore(tx, viewer, zone.storeId).catch(zoneNotFound);
        // Past sub-orders keep their fee and estimate; only the link to the zone goes.
        await tx.subOrder.updateMany({ where: { deliveryZoneId: zone.id }, data: { deliveryZoneId: null } });
        await tx.productRestriction.deleteMany({ where: { zoneId: zone.id } });
        await tx.deliveryZone.delete({ where: { id: zone.id } });
        await auditAction(tx, ctx, { eventType: 'vendor.delivery_zone_deleted', actorId: viewer.id, targetType: 'DeliveryZone', targetId: zone.id, before: zone });
        return { zoneId: null, storeId: store.id, deletedZoneId: zone.id, message: DELIVERY_MESSAGES.deleted, userErrors: [] };
      }),
    refused,
  );
}
