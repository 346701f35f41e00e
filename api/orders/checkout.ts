// The checkout quote: the cart re-checked (cart check issue kinds), the coupon rules, the
// delivery address from the viewer's address book, the payment method on delivery and the totals
// per store. checkoutPreview shows it; placeOrder computes it again inside its transaction, on
// locked rows, and places the order only when it has no errors.
import { toCents, fromCents } from '../../common/money.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { PaymentMethod, Role } from '../generated/prisma/enums.js';
import type { Viewer } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { ADDRESS_NOT_FOUND, toMainAddress } from '../places/index.js';
import { addressesOwnedBy } from '../places/access.js';
import { deliveryByStore, issueErrors, loadCartView, type CartView, type CartViewLine, type StoreDelivery } from '../cart/index.js';
import type { CartIssue } from '../cart/rules.js';
import { checkoutTotals, type CheckoutTotals } from './totals.js';
import { couponDiscountCents, couponError, normalizeCouponCode } from './coupons/rules.js';
import { lockCoupon, type Tx } from '../shared/locks.js';

type Db = PrismaClient | Prisma.TransactionClient;

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Seu carrinho está vazio',
  addressRequired: 'Escolha o endereço de entrega',
  addressNotFound: ADDRESS_NOT_FOUND,
  changeTooLow: 'O troco deve ser para um valor maior que o total',
  idempotencyKey: 'Chave de idempotência inválida (1 a 100 caracteres)',
  placeError: 'Não foi possível finalizar o pedido. Tente novamente.',
} as const;

export interface CheckoutInput {
  /** Address id already decoded (null when absent or malformed: see addressGiven). */
  addressId?: string | null;
  addressGiven?: boolean;
  paymentMethod?: PaymentMethod | null;
  changeFor?: string | null;
  couponCode?: string | null;
}

export type CouponRow = Prisma.CouponGetPayload<true>;
export type AddressSnapshot = ReturnType<typeof toMainAddress>;

export interface CheckoutQuote {
  view: CartView;
  totals: CheckoutTotals<CartViewLine>;
  coupon: CouponRow | null;
  address: AddressSnapshot | null;
  /** The change note for cash payments (null for PIX/CARD or when not given). */
  changeFor: string | null;
  issues: (CartIssue & { itemId: string })[];
  userErrors: UserErrorShape[];
  /** Each store's delivery to the chosen address (fee, zone, estimate). */
  delivery: Map<string, StoreDelivery>;
}

export async function quoteCheckout(
  db: Db,
  viewer: Viewer,
  cartId: string,
  input: CheckoutInput,
  options: { placing: boolean; now?: Date },
): Promise<CheckoutQuote> {
  const now = options.now ?? new Date();
  const userErrors: UserErrorShape[] = [];
  const view = await loadCartView(db, cartId, viewer.role, now);
  if (view.lines.length === 0) userErrors.push(userError(CHECKOUT_MESSAGES.emptyCart, 'EMPTY_CART', 'cart'));
  const issues = view.lines.flatMap((line) => line.issues.map((issue) => ({ ...issue, itemId: line.itemId })));
  userErrors.push(...issueErrors(issues));

  let address: AddressSnapshot | null = null;
  if (input.addressId) {
    const row = await db.address.findFirst({ where: { id: input.addressId, ...addressesOwnedBy(viewer) } });
    if (row) address = toMainAddress(row);
    else userErrors.push(userError(CHECKOUT_MESSAGES.addressNotFound, 'NOT_FOUND', 'addressId'));
  } else if (input.addressGiven) {
    userErrors.push(userError(CHECKOUT_MESSAGES.addressNotFound, 'NOT_FOUND', 'addressId'));
  } else if (options.placing) {
    userErrors.push(userError(CHECKOUT_MESSAGES.addressRequired, 'REQUIRED', 'addressId'));
  }

  const itemsTotalCents = view.lines.reduce((sum, line) => sum + toCents(line.subtotal), 0n);
  let coupon: CouponRow | null = null;
  const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  if (code) {
    // Placing: lock the coupon row, so concurrent orders count its uses one after the other.
    if (options.placing) await lockCoupon(db as Tx, { code });
    const found = await db.coupon.findUnique({ where: { code } });
    const usesByUser = found ? await db.couponUse.count({ where: { couponId: found.id, userId: viewer.id } }) : 0;
    const error = couponError(found, { now, itemsTotalCents, usesByUser });
    if (error) userErrors.push(userError(error.message, error.code, 'couponCode'));
    else coupon = found;
  }

  const delivery = await deliveryByStore(db, view, address, viewer.role);
  for (const refusal of delivery.refusals) userErrors.push(refusal);
  const fees = new Map(view.groups.map((g) => [g.storeId, delivery.byStore.get(g.storeId)?.fee ?? g.deliveryFee]));
  const totals = checkoutTotals(view.lines, fees, (items) => (coupon ? couponDiscountCents(coupon, items) : 0n));

  let changeFor: string | null = null;
  if (input.paymentMethod === 'CASH' && input.changeFor != null) {
    const cents = toCents(input.changeFor);
    if (cents < totals.totalCents) userErrors.push(userError(CHECKOUT_MESSAGES.changeTooLow, 'CHANGE_TOO_LOW', 'changeFor'));
    else changeFor = fromCents(cents);
  }

  return { view, totals, coupon, address, changeFor, issues, userErrors, delivery: delivery.byStore };
}
