// Cart rules: quantities, the multiples rule, stock
// checks with the spec's exact messages, the cart check issues and the cart summary. Plain
// functions over plain data, so they are unit-tested without a server; the services in this folder
// load the rows and call them. Money is handled as integer cents (common/money.ts).
import { formatMoney, fromCents, toCents, type MoneyInput } from '../../common/money.js';
import { MAX_ITEM_QUANTITY, quantityStep, type QuantityRule } from '../../common/quantity.js';

export { MAX_ITEM_QUANTITY, quantityStep } from '../../common/quantity.js';
export { CART_MESSAGES } from '../../common/cart.js';
import { CART_MESSAGES } from '../../common/cart.js';

/** Carts read when consolidating duplicates. */
export const ACTIVE_CART_LOOKUP_LIMIT = 50;
/** Duplicate carts are archived and merged five at a time. */
export const MERGE_BATCH_SIZE = 5;
/** A price differing from price_at_add by more than this (in %) is a price_changed issue. */
export const PRICE_CHANGE_TOLERANCE_PERCENT = 5n;

/**
 * A quantity a user asks for (add, or update above 0): an integer from 1 to 1000 and, for products
 * sold in multiples, a multiple of the step. Returns the pt-BR message, or null when it is fine.
 */
export function quantityError(quantity: number, product: QuantityRule): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return CART_MESSAGES.minQuantity;
  if (quantity > MAX_ITEM_QUANTITY) return CART_MESSAGES.maxQuantity;
  const step = quantityStep(product);
  if (quantity % step !== 0) return CART_MESSAGES.multiple(step);
  return null;
}

/**
 * Stock rules for adding `adding` units when `inCart` are already in the cart:
 * no stock → 'Produto sem estoque disponível'; more than the stock → 'Estoque insuficiente.
 * Disponível: {stock}'; the sum above the stock → 'Quantidade total excederia o estoque disponível
 * ({stock})'; the sum above 1000 → the per-item maximum.
 */
export function addStockError(stock: number, inCart: number, adding: number): string | null {
  if (stock <= 0) return CART_MESSAGES.noStock;
  if (adding > stock) return CART_MESSAGES.insufficientStock(stock);
  if (inCart + adding > stock) return CART_MESSAGES.totalExceedsStock(stock);
  if (inCart + adding > MAX_ITEM_QUANTITY) return CART_MESSAGES.maxQuantity;
  return null;
}

/** Stock rule for setting an item to `quantity` units. */
export function updateStockError(stock: number, quantity: number): string | null {
  if (stock <= 0) return CART_MESSAGES.noStock;
  if (quantity > stock) return CART_MESSAGES.insufficientStock(stock);
  return null;
}

// --- cart check issues ---------

export const CART_ISSUE_KINDS = ['out_of_stock', 'price_changed', 'unavailable'] as const;
export type CartIssueKind = (typeof CART_ISSUE_KINDS)[number];

export interface CartCheckInput {
  productName: string;
  quantity: number;
  priceAtAdd: MoneyInput;
  /** The unit price now (promotion applied). */
  currentPrice: MoneyInput;
  stock: number;
  /** Publicly sellable now: product APPROVED and its store APPROVED/ACTIVE. */
  available: boolean;
}

export interface CartIssue {
  productName: string;
  issue: CartIssueKind;
  /** out_of_stock: the stock available; price_changed: the new unit price; unavailable: null. */
  currentValue: string | null;
  message: string;
}

/** Whether the price moved by more than 5% of price_at_add (exact, in cents). */
export function priceChanged(priceAtAdd: MoneyInput, currentPrice: MoneyInput): boolean {
  const before = toCents(priceAtAdd);
  const now = toCents(currentPrice);
  const diff = now > before ? now - before : before - now;
  if (before <= 0n) return diff > 0n;
  return diff * 100n > before * PRICE_CHANGE_TOLERANCE_PERCENT;
}

/** The pt-BR text of an issue, prefixed with the product name. */
export function cartIssueMessage(issue: Omit<CartIssue, 'message'>): string {
  switch (issue.issue) {
    case 'unavailable':
      return `${issue.productName}: Produto indisponível`;
    case 'out_of_stock':
      return `${issue.productName}: ${CART_MESSAGES.insufficientStock(Number(issue.currentValue ?? 0))}`;
    case 'price_changed':
      return `${issue.productName}: o preço mudou para ${formatMoney(issue.currentValue ?? '0')}`;
    default:
      return `${issue.productName}: Problema detectado`;
  }
}

/**
 * The issues of one cart line. An unavailable product reports only that (its stock and price no
 * longer matter); otherwise out_of_stock (stock below the quantity) and price_changed (more than
 * 5% away from price_at_add) can both apply.
 */
export function cartItemIssues(item: CartCheckInput): CartIssue[] {
  const found: Omit<CartIssue, 'message'>[] = [];
  if (!item.available) {
    found.push({ productName: item.productName, issue: 'unavailable', currentValue: null });
  } else {
    if (item.stock < item.quantity) {
      found.push({ productName: item.productName, issue: 'out_of_stock', currentValue: String(Math.max(0, item.stock)) });
    }
    if (priceChanged(item.priceAtAdd, item.currentPrice)) {
      found.push({ productName: item.productName, issue: 'price_changed', currentValue: fromCents(toCents(item.currentPrice)) });
    }
  }
  return found.map((issue) => ({ ...issue, message: cartIssueMessage(issue) }));
}

// --- summary and grouping ----------------------------------------------------------------------

export interface CartLine {
  storeId: string;
  quantity: number;
  /** Unit price now. */
  unitPrice: MoneyInput;
  /** Points per unit for the viewer's role. */
  unitPoints: number;
}

export interface CartTotals {
  /** Σ unit price × quantity, in cents. */
  subtotalCents: bigint;
  totalItems: number;
  totalPoints: number;
}

export function lineSubtotalCents(line: Pick<CartLine, 'quantity' | 'unitPrice'>): bigint {
  return toCents(line.unitPrice) * BigInt(line.quantity);
}

/** The cart summary: subtotal, totalItems (units) and totalPoints. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotalCents = 0n;
  let totalItems = 0;
  let totalPoints = 0;
  for (const line of lines) {
    subtotalCents += lineSubtotalCents(line);
    totalItems += line.quantity;
    totalPoints += line.unitPoints * line.quantity;
  }
  return { subtotalCents, totalItems, totalPoints };
}

/** Lines grouped by store, stores in the order their first line appears. */
export function groupByStore<T extends { storeId: string }>(lines: readonly T[]): { storeId: string; lines: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const group = groups.get(line.storeId);
    if (group) group.push(line);
    else groups.set(line.storeId, [line]);
  }
  return [...groups].map(([storeId, grouped]) => ({ storeId, lines: grouped }));
}
