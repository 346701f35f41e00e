// The order print sheet 'DETALHES DO PEDIDO': the data shown and its fallbacks.
// Pure, so the fallbacks are unit-tested: no customer → 'Cliente não identificado'; no e-mail or
// phone → 'Não informado'; a line without a product → 'Produto indisponível'.
import { formatMoney, toCents, type MoneyInput } from '@common/money';
import { formatDateTime } from '@common/dates';
import { maskCep, maskPhone } from '@common/masks';
import type { PaymentMethod, SubOrderStatus } from '../../gql/graphql';
import { estimatedDeliveryDate, paymentDescription, shortOrderNumber, statusLabel } from './status';

export const PRINT_SHEET_TEXTS = {
  title: 'DETALHES DO PEDIDO',
  noCustomer: 'Cliente não identificado',
  notInformed: 'Não informado',
  noProduct: 'Produto indisponível',
} as const;

export interface PrintAddress {
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

export interface PrintSheetInput {
  id: string | null | undefined;
  createdAt: string | null | undefined;
  status: SubOrderStatus | null | undefined;
  paymentMethod: PaymentMethod | null | undefined;
  changeFor?: MoneyInput | null;
  total: MoneyInput | null | undefined;
  /** What the change is counted on: the whole order's total (a store's sheet shows its part as `total`). */
  changeOn?: MoneyInput | null;
  /** Optional breakdown under the items: items total, delivery fees and the coupon discount. */
  itemsTotal?: MoneyInput | null;
  deliveryTotal?: MoneyInput | null;
  discount?: MoneyInput | null;
  /** endereco_entrega: text or object. */
  address: PrintAddress | string | null | undefined;
  customer: { name?: string | null; email?: string | null; phone?: string | null; totalSpent?: MoneyInput | null } | null | undefined;
  items: readonly {
    /** The name saved on the order line (snapshot); falls back to the product's current name. */
    productName?: string | null;
    product?: { name?: string | null } | null;
    quantity: number;
    unitPrice: MoneyInput;
    total: MoneyInput;
  }[];
  /** The store, when the sheet is one store's part of the order. */
  storeName?: string | null;
}

export interface PrintSheet {
  title: string;
  number: string;
  createdAt: string;
  status: string;
  payment: string;
  total: string;
  /** Lines between the items and the total ('Subtotal dos itens', 'Entrega', 'Desconto'). */
  breakdown: { label: string; value: string }[];
  estimatedDelivery: string;
  address: string;
  storeName: string | null;
  customer: { name: string; email: string; phone: string; totalSpent: string };
  items: { name: string; quantity: number; unitPrice: string; total: string }[];
}

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** endereco_entrega as one line: 'Rua X, 12 - Apto 3 - Centro, Cidade - UF, CEP 00000-000'. */
export function addressText(address: PrintSheetInput['address']): string {
  if (typeof address === 'string') return text(address) || PRINT_SHEET_TEXTS.notInformed;
  if (!address) return PRINT_SHEET_TEXTS.notInformed;
  const street = [text(address.street), text(address.number)].filter(Boolean).join(', ');
  const cityState = [text(address.city), text(address.state)].filter(Boolean).join(' - ');
  const cep = text(address.postalCode) ? `CEP ${maskCep(address.postalCode)}` : '';
  const line = [[street, text(address.complement), text(address.district)].filter(Boolean).join(' - '), cityState, cep].filter(Boolean).join(', ');
  return line || PRINT_SHEET_TEXTS.notInformed;
}

function money(value: MoneyInput | null | undefined): string {
  if (value == null || value === '') return PRINT_SHEET_TEXTS.notInformed;
  try {
    return formatMoney(value);
  } catch {
    return PRINT_SHEET_TEXTS.notInformed;
  }
}

export function buildPrintSheet(input: PrintSheetInput): PrintSheet {
  const customer = input.customer;
  const name = text(customer?.name);
  const phone = text(customer?.phone);
  return {
    title: PRINT_SHEET_TEXTS.title,
    number: input.id ? shortOrderNumber(input.id) : PRINT_SHEET_TEXTS.notInformed,
    createdAt: input.createdAt ? formatDateTime(input.createdAt) : PRINT_SHEET_TEXTS.notInformed,
    status: input.status ? statusLabel(input.status) : PRINT_SHEET_TEXTS.notInformed,
    payment: input.paymentMethod ? paymentDescription(input.paymentMethod, input.changeFor, input.changeOn ?? input.total) : PRINT_SHEET_TEXTS.notInformed,
    total: money(input.total),
    breakdown: [
      ...(input.itemsTotal != null ? [{ label: 'Subtotal dos itens', value: money(input.itemsTotal) }] : []),
      ...(input.deliveryTotal != null ? [{ label: 'Entrega', value: money(input.deliveryTotal) }] : []),
      ...(input.discount != null && toCents(input.discount) > 0n ? [{ label: 'Desconto', value: `- ${money(input.discount)}` }] : []),
    ],
    estimatedDelivery: input.createdAt ? estimatedDeliveryDate(input.createdAt) : PRINT_SHEET_TEXTS.notInformed,
    address: addressText(input.address),
    storeName: text(input.storeName) || null,
    customer: {
      name: name || PRINT_SHEET_TEXTS.noCustomer,
      email: text(customer?.email) || PRINT_SHEET_TEXTS.notInformed,
      phone: phone ? maskPhone(phone) || phone : PRINT_SHEET_TEXTS.notInformed,
      totalSpent: customer ? money(customer.totalSpent) : PRINT_SHEET_TEXTS.notInformed,
    },
    items: input.items.map((item) => ({
      name: text(item.productName) || text(item.product?.name) || PRINT_SHEET_TEXTS.noProduct,
      quantity: item.quantity,
      unitPrice: money(item.unitPrice),
      total: money(item.total),
    })),
  };
}
