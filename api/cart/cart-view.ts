// The priced view of a cart: every line with its unit price now (promotion applied), points for
// the viewer's role, stock, availability and store delivery fee; the summary, the grouping by
// store and the cart check issues. Loaded with ONE query per cart and request (memoised on the
// request context), whatever the number of items, and shared by every computed cart field and by
// checkout. Cart writes forget the memo so a payload always shows the cart after the change.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';
import { fromCents, toCents } from '../../common/money.js';
import { unitPrice } from '../../common/promotion.js';
import { pointsForRole, type Role } from '../../common/roles.js';
import { VISIBLE_STORE_STATUSES } from '../catalog/access.js';
import { jsonObjectSql, rawRows, reviveRelated } from '../db/sql.js';
import { cartItemIssues, cartTotals, groupByStore, lineSubtotalCents, type CartIssue } from './rules.js';

type Db = PrismaClient | Prisma.TransactionClient;

export const CART_ITEM_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export const PRICED_PRODUCT_SELECT = {
  id: true,
  name: true,
  unit: true,
  stock: true,
  status: true,
  price: true,
  promoPrice: true,
  promoActive: true,
  promoStartsAt: true,
  promoEndsAt: true,
  points: true,
  pointsConsumer: true,
  pointsProfessional: true,
  quantityControl: true,
  conversionValue: true,
  storeId: true,
  store: { select: { id: true, name: true, status: true, deliveryFee: true, ownerId: true } },
} satisfies Prisma.ProductSelect;

const ITEM_SELECT = {
  id: true,
  quantity: true,
  priceAtAdd: true,
  productId: true,
  product: { select: PRICED_PRODUCT_SELECT },
} satisfies Prisma.CartItemSelect;

export type PricedItemRow = Prisma.CartItemGetPayload<{ select: typeof ITEM_SELECT }>;
export type PricedProduct = PricedItemRow['product'];

const { store: STORE_SELECT, ...PRODUCT_COLUMNS } = PRICED_PRODUCT_SELECT;
const PRICED_PRODUCT_JSON = jsonObjectSql('p', 'Product', Object.keys(PRODUCT_COLUMNS), {
  store: jsonObjectSql('s', 'Store', Object.keys(STORE_SELECT.select)),
});

/**
 * The items of these carts with their products and stores (ITEM_SELECT), in the cart's order: one
 * statement (Prisma's nested select would send three), as every cart screen and the badge read it.
 */
async function pricedItemRows(db: Db, cartIds: string[]): Promise<(PricedItemRow & { cartId: string })[]> {
  const rows = await rawRows<PricedItemRow & { cartId: string }>(
    db,
    Prisma.sql`
      SELECT ci."id", ci."cartId", ci."quantity", ci."priceAtAdd", ci."productId", ${Prisma.raw(PRICED_PRODUCT_JSON)} AS "product"
      FROM "CartItem" ci JOIN "Product" p ON p."id" = ci."productId" JOIN "Store" s ON s."id" = p."storeId"
      WHERE ci."cartId" = ANY(${cartIds}::uuid[])
      ORDER BY ci."createdAt" ASC, ci."id" ASC`,
  );
  for (const row of rows) {
    reviveRelated('Product', row.product as unknown as Record<string, unknown>);
    reviveRelated('Store', row.product.store as unknown as Record<string, unknown>);
  }
  return rows;
}

export interface CartViewLine {
  itemId: string;
  productId: string;
  product: PricedProduct;
  productName: string;
  storeId: string;
  quantity: number;
  priceAtAdd: string;
  /** Unit price now. */
  unitPrice: string;
  unitPoints: number;
  subtotal: string;
  points: number;
  stock: number;
  /** Product APPROVED and store APPROVED/ACTIVE (stock is judged separately). */
  available: boolean;
  issues: CartIssue[];
}

export interface CartStoreGroupView {
  storeId: string;
  storeName: string;
  deliveryFee: string;
  itemIds: string[];
  subtotal: string;
  total: string;
  points: number;
  totalItems: number;
}

export interface CartView {
  cartId: string;
  lines: CartViewLine[];
  subtotal: string;
  totalItems: number;
  totalPoints: number;
  deliveryTotal: string;
  total: string;
  groups: CartStoreGroupView[];
  issues: CartIssue[];
  /** Delivery priced for the buyer's address (api/cart/delivery.ts); absent: the stores' flat fees. */
  deliveryForAddress?: boolean;
}

/** Product APPROVED and its store APPROVED/ACTIVE: the visibility rule without the stock part. */
export function isSellable(product: Pick<PricedProduct, 'status' | 'store'>): boolean {
  return product.status === 'APPROVED' && VISIBLE_STORE_STATUSES.includes(product.store.status);
}

/** Prices a line for a role at `now`. */
export function priceLine(row: PricedItemRow, role: Role | null | undefined, now: Date): CartViewLine {
  const price = unitPrice(row.product, now);
  const unitPoints = pointsForRole(row.product, role);
  const available = isSellable(row.product);
  const priceAtAdd = fromCents(toCents(row.priceAtAdd));
  return {
    itemId: row.id,
    productId: row.productId,
    product: row.product,
    productName: row.product.name,
    storeId: row.product.storeId,
    quantity: row.quantity,
    priceAtAdd,
    unitPrice: price,
    unitPoints,
    subtotal: fromCents(lineSubtotalCents({ quantity: row.quantity, unitPrice: price })),
    points: unitPoints * row.quantity,
    stock: row.product.stock,
    available,
    issues: cartItemIssues({
      productName: row.product.name,
      quantity: row.quantity,
      priceAtAdd,
      currentPrice: price,
      stock: row.product.stock,
      available,
    }),
  };
}

export function buildCartView(cartId: string, rows: readonly PricedItemRow[], role: Role | null | undefined, now: Date = new Date()): CartView {
  const lines = rows.map((row) => priceLine(row, role, now));
  const totals = cartTotals(lines);
  const groups = groupByStore(lines).map(({ storeId, lines: grouped }) => {
    const groupTotals = cartTotals(grouped);
    const fee = toCents(grouped[0].product.store.deliveryFee);
    return {
      storeId,
      storeName: grouped[0].product.store.name,
      deliveryFee: fromCents(fee),
      itemIds: grouped.map((l) => l.itemId),
      subtotal: fromCents(groupTotals.subtotalCents),
      total: fromCents(groupTotals.subtotalCents + fee),
      points: groupTotals.totalPoints,
      totalItems: groupTotals.totalItems,
    };
  });
  const deliveryCents = groups.reduce((sum, g) => sum + toCents(g.deliveryFee), 0n);
  return {
    cartId,
    lines,
    subtotal: fromCents(totals.subtotalCents),
    totalItems: totals.totalItems,
    totalPoints: totals.totalPoints,
    deliveryTotal: fromCents(deliveryCents),
    total: fromCents(totals.subtotalCents + deliveryCents),
    groups,
    issues: lines.flatMap((l) => l.issues),
  };
}

/** Loads and prices a cart's items (one statement). */
export async function loadCartView(db: Db, cartId: string, role: Role | null | undefined, now: Date = new Date()): Promise<CartView> {
  return buildCartView(cartId, await pricedItemRows(db, [cartId]), role, now);
}

const memo = new WeakMap<Context, Map<string, Promise<CartView>>>();
/** Carts asked for in the same tick of a request, loaded together (a page of shared carts: one query). */
const batches = new WeakMap<Context, { ids: string[]; loaded: Promise<Map<string, PricedItemRow[]>> }>();

function rowsInBatch(ctx: Context, cartId: string): Promise<PricedItemRow[]> {
  let batch = batches.get(ctx);
  if (!batch) {
    const ids: string[] = [];
    const loaded = Promise.resolve().then(async () => {
      batches.delete(ctx);
      const rows = await pricedItemRows(ctx.prisma, ids);
      const byCart = new Map<string, PricedItemRow[]>(ids.map((id) => [id, []]));
      for (const row of rows) byCart.get(row.cartId)?.push(row);
      return byCart;
    });
    batches.set(ctx, (batch = { ids, loaded }));
  }
  batch.ids.push(cartId);
  return batch.loaded.then((byCart) => byCart.get(cartId) ?? []);
}

/** The cart's view for this request (loaded once; carts asked for together load in one query). */
export function cartView(ctx: Context, cartId: string): Promise<CartView> {
  let views = memo.get(ctx);
  if (!views) memo.set(ctx, (views = new Map()));
  let view = views.get(cartId);
  if (!view) {
    view = rowsInBatch(ctx, cartId).then((rows) => buildCartView(cartId, rows, ctx.viewer?.role));
    views.set(cartId, view);
  }
  return view;
}

/** Called after a cart write: the next read of this request loads the cart again. */
export function forgetCartView(ctx: Context, cartId?: string | null): void {
  if (cartId) memo.get(ctx)?.delete(cartId);
  else memo.delete(ctx);
}
