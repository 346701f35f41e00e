// Checkout form rules (pure, unit-tested): payment on delivery, the cash change note ('troco para'),
// the coupon code, the idempotency key and the placeOrder input.
import { formatMoney, fromCents, parseMoney, toCents, type MoneyInput } from '@common/money';
import type { CheckoutPreviewQuery, PaymentMethod, PlaceOrderInput } from '../../gql/graphql';

export const CHECKOUT_TEXTS = {
  title: 'Finalizar compra',
  address: 'Endereço de entrega',
  addAddress: 'Adicionar endereço',
  noAddress: 'Você ainda não tem endereço cadastrado.',
  chooseAddress: 'Escolha o endereço de entrega',
  payment: 'Pagamento na entrega',
  paymentHint: 'Você paga quando receber o pedido.',
  choosePayment: 'Escolha a forma de pagamento',
  changeFor: 'Troco para',
  changeHint: 'Deixe em branco se não precisar de troco.',
  changeInvalid: 'Informe um valor válido, por exemplo 100,00',
  changeTooLow: 'O troco deve ser para um valor maior que o total',
  coupon: 'Cupom de desconto',
  couponPlaceholder: 'Código do cupom',
  applyCoupon: 'Aplicar',
  removeCoupon: 'Remover',
  couponApplied: 'Cupom aplicado',
  summary: 'Resumo do pedido',
  confirm: 'Confirmar pedido',
  confirming: 'Confirmando...',
  issuesTitle: 'Problemas detectados no carrinho',
  placeFailed: 'Não foi possível finalizar o pedido. Tente novamente.',
  previewFailed: 'Não foi possível calcular o total. Tente novamente.',
  placed: 'Pedido realizado com sucesso!',
} as const;

export interface PaymentOption {
  value: PaymentMethod;
  label: string;
  hint: string;
}

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  { value: 'PIX', label: 'PIX', hint: 'Pague com PIX na entrega, pela chave ou QR code da loja.' },
  { value: 'CARD', label: 'Cartão (na entrega)', hint: 'Crédito ou débito na maquininha do entregador.' },
  { value: 'CASH', label: 'Dinheiro', hint: 'Informe se precisa de troco.' },
];

/**
 * The 'Troco para' field: only for cash. Empty means no change needed (null). Otherwise a pt-BR
 * amount ('100', '100,00', 'R$ 1.000,00') at or above the order total.
 */
export function changeForValue(paymentMethod: PaymentMethod | null, text: string, total: MoneyInput | null): { value: string | null; error: string | null } {
  if (paymentMethod !== 'CASH') return { value: null, error: null };
  if (!text.trim()) return { value: null, error: null };
  const value = parseMoney(text);
  if (value == null || toCents(value) <= 0n) return { value: null, error: CHECKOUT_TEXTS.changeInvalid };
  if (total != null && toCents(value) < toCents(total)) return { value, error: CHECKOUT_TEXTS.changeTooLow };
  return { value, error: null };
}

/** 'Troco: R$ 12,50' for the summary, or null. */
export function changeText(changeFor: string | null, total: MoneyInput | null): string | null {
  if (!changeFor || total == null) return null;
  const change = toCents(changeFor) - toCents(total);
  if (change <= 0n) return null;
  return `Troco: ${formatMoney(fromCents(change))}`;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CheckoutForm {
  addressId: string | null;
  paymentMethod: PaymentMethod | null;
  changeForText: string;
  /** The coupon the preview accepted (null when none). */
  couponCode: string | null;
}

/** What checkoutPreview answers: totals per store, the coupon, what blocks the order. */
export type CheckoutPreview = CheckoutPreviewQuery['checkoutPreview'];

export type FormErrors = Partial<Record<'addressId' | 'paymentMethod' | 'changeFor', string>>;

/**
 * The placeOrder input for the form, or the errors to show first. `changeFor` travels only with
 * cash; the idempotency key is the one of this checkout visit (the same on every retry).
 */
export function buildPlaceOrderInput(form: CheckoutForm, idempotencyKey: string, total: MoneyInput | null): { input: PlaceOrderInput | null; errors: FormErrors } {
  const errors: FormErrors = {};
  if (!form.addressId) errors.addressId = CHECKOUT_TEXTS.chooseAddress;
  if (!form.paymentMethod) errors.paymentMethod = CHECKOUT_TEXTS.choosePayment;
  const change = changeForValue(form.paymentMethod, form.changeForText, total);
  if (change.error) errors.changeFor = change.error;
  if (Object.keys(errors).length > 0 || !form.addressId || !form.paymentMethod) return { input: null, errors };
  const input: PlaceOrderInput = {
    addressId: form.addressId,
    paymentMethod: form.paymentMethod,
    idempotencyKey,
  };
  if (form.paymentMethod === 'CASH' && change.value) input.changeFor = change.value;
  if (form.couponCode) input.couponCode = form.couponCode;
  return { input, errors };
}

/** A fresh idempotency key (one per checkout visit). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
