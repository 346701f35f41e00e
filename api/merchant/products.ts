// A store's products (docs/decisions.md, "Produtos da loja"): create and edit through the shared
// form rule (common/product-form.ts), with the admin approval queue (ProductRevision):
// - a new product is PENDING, with a revision holding everything it proposes;
// - a product never approved (PENDING, REJECTED) is edited in place and goes back to PENDING;
// - on an approved product, changes to what a shopper sees first (name, prices, promotion, images)
//   wait in the product's one pending revision while the product keeps selling the approved
//   values; every other field (stock, description, points, unit...) applies at once;
// - active/inactive switches an approved product on and off at once.
// Scoped to the store the caller manages (api/merchant/access.ts), locked, audited.
import type { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockProducts, type Tx } from '../shared/locks.js';
import { checkProductForm, PRODUCT_MESSAGES, PRODUCT_STATUS, splitForApproval, type ProductForm } from '../../common/product-form.js';
import { createProduct, productUpdateData } from '../catalog/index.js';
import { managedStore } from './access.js';

export interface ProductResult {
  productId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): ProductResult => ({ productId: null, message: null, userErrors });
const productNotFound = (): never => refuse(PRODUCT_MESSAGES.notFound, 'NOT_FOUND', 'id');

/** The product (locked) when the viewer manages its store; else the same NOT_FOUND as an unknown id. */
export async function managedProduct(tx: Tx, viewer: Viewer, productId: string) {
  await lockProducts(tx, [productId]);
  const product = await tx.product.findUnique({ where: { id: productId } });
  if (!product) return productNotFound();
  await managedStore(tx, viewer, product.storeId).catch(productNotFound);
  return product;
}

/** JSON-safe values of a checked form (revisions and audit entries store them). */
function snapshot(values: object): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(values)) as Prisma.InputJsonObject;
}

async function checkSegment(tx: Tx, segmentId: string | null) {
  if (segmentId && !(await tx.segment.findUnique({ where: { id: segmentId }, select: { id: true } }))) {
    refuse(PRODUCT_MESSAGES.segmentNotFound, 'NOT_FOUND', 'segmentId');
  }
}

export function saveVendorProduct(ctx: Context, viewer: Viewer, input: ProductForm & { id?: string | null; storeId?: string | null }): Promise<ProductResult> {
  return refusable(async () => {
    const checked = checkProductForm(input);
    if (!checked.ok) return refused(checked.errors.map((e) => userError(e.message, 'INVALID', e.field)));
    const form = checked.value;
    return ctx.prisma.$transaction(async (tx) => {
      await checkSegment(tx, form.segmentId);
      if (!input.id) {
        const store = await managedStore(tx, viewer, input.storeId);
        const { id } = await createProduct(tx, { ...form, storeId: store.id, status: 'PENDING' });
        await tx.productRevision.create({ data: { productId: id, storeId: store.id, changes: snapshot(form), createdById: viewer.id } });
        await auditAction(tx, ctx, { eventType: 'vendor.product_created', actorId: viewer.id, targetType: 'Product', targetId: id, after: snapshot(form) });
        return { productId: id, message: PRODUCT_MESSAGES.created, userErrors: [] };
      }
      const product = await managedProduct(tx, viewer, input.id);
      const wasApproved = product.status === 'APPROVED' || product.status === 'INACTIVE';
      if (!wasApproved) {
        // Never approved: nothing is live yet, so the change replaces the proposal.
        await tx.product.update({ where: { id: product.id }, data: { ...productUpdateData(product, form), status: 'PENDING', statusReason: null } });
        await upsertPendingRevision(tx, product.id, product.storeId, viewer.id, snapshot(form), null);
        await auditAction(tx, ctx, { eventType: 'vendor.product_updated', actorId: viewer.id, targetType: 'Product', targetId: product.id, before: product, after: snapshot(form) });
        return { productId: product.id, message: PRODUCT_MESSAGES.created, userErrors: [] };
      }
      const { approval, immediate } = splitForApproval(product, form);
      await tx.product.update({ where: { id: product.id }, data: productUpdateData(product, immediate) });
      const waits = Object.keys(approval).length > 0;
      if (waits) {
        const before = snapshot(Object.fromEntries(Object.keys(approval).map((field) => [field, product[field as keyof typeof product]])));
        await upsertPendingRevision(tx, product.id, product.storeId, viewer.id, snapshot(approval), before);
      }
      await auditAction(tx, ctx, { eventType: 'vendor.product_updated', actorId: viewer.id, targetType: 'Product', targetId: product.id, before: product, after: snapshot(form) });
      return { productId: product.id, message: waits ? PRODUCT_MESSAGES.savedPending : PRODUCT_MESSAGES.saved, userErrors: [] };
    });
  }, refused);
}

/**
 * A product has at most one pending revision. A new change never edits it in place: it is marked
 * SUPERSEDED and a new revision (a new ID) holds the merged changes, so an admin's decision always
 * applies to exactly what the admin reviewed — deciding the old ID is refused (CONFLICT).
 */
export async function upsertPendingRevision(tx: Tx, productId: string, storeId: string, actorId: string, changes: Prisma.InputJsonObject, before: Prisma.InputJsonObject | null) {
  const pending = await tx.productRevision.findFirst({ where: { productId, status: 'PENDING' } });
  if (!pending) {
    await tx.productRevision.create({ data: { productId, storeId, changes, before: before ?? undefined, createdById: actorId } });
    return;
  }
  // A new product's proposal is replaced whole; a change to an approved product adds to the
  // pending one, keeping the approved value ('before') of each field from the first change.
  const merged = before == null ? changes : { ...(pending.changes as Prisma.InputJsonObject), ...changes };
  const mergedBefore = before == null ? undefined : { ...before, ...((pending.before as Prisma.InputJsonObject | null) ?? {}) };
  await tx.productRevision.update({ where: { id: pending.id }, data: { status: 'SUPERSEDED', decidedAt: new Date() } });
  await tx.productRevision.create({ data: { productId, storeId, changes: merged, before: mergedBefore, createdById: actorId } });
}

export function setVendorProductActive(ctx: Context, viewer: Viewer, productId: string, active: boolean): Promise<ProductResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const product = await managedProduct(tx, viewer, productId);
        const status = assertTransition(PRODUCT_STATUS.act(product.status, active ? 'activate' : 'deactivate'), 'active');
        if (product.status !== status) {
          await tx.product.update({ where: { id: product.id }, data: { status } });
          await auditAction(tx, ctx, {
            eventType: active ? 'vendor.product_activated' : 'vendor.product_deactivated',
            actorId: viewer.id,
            targetType: 'Product',
            targetId: product.id,
            before: { status: product.status },
            after: { status },
          });
        }
        return { productId: product.id, message: active ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated, userErrors: [] };
      }),
    refused,
  );
}
