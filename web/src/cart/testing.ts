// Test fixtures for the cart: a product, a cart line and a whole cart shaped exactly like
// CartFields (so they can be returned by mocks of any cart operation), and the mocks that answer
// the tab bar's CartBadge query.
import type { MockLink } from '@apollo/client/testing';
import { fromCents, toCents } from '@common/money';
import type { CartFieldsFragment, CartItemFieldsFragment } from '../gql/graphql';
import { CartBadgeDocument } from './documents';

type Item = CartItemFieldsFragment;

export interface LineInput {
  id: string;
  name: string;
  price: string;
  quantity: number;
  storeId?: string;
  storeName?: string;
  stock?: number;
  step?: number;
  points?: number;
  issues?: Item['issues'];
}

export function makeItem({ id, name, price, quantity, storeId = 'U3RvcmU6MQ==', storeName = 'Casa do Construtor', stock = 50, step = 1, points = 2, issues = [] }: LineInput): Item {
  return {
    __typename: 'CartItem',
    id,
    quantity,
    priceAtAdd: price,
    unitPrice: price,
    subtotal: fromCents(toCents(price) * BigInt(quantity)),
    points: points * quantity,
    issues,
    product: {
      __typename: 'Product',
      id: `P-${id}`,
      databaseId: `uuid-${id}`,
      name,
      path: `/produto/loja/${id}`,
      images: [],
      unit: 'un',
      stock,
      quantityControl: step > 1 ? 'MULTIPLE' : 'UNIT',
      conversionValue: step > 1 ? step : null,
      addToCartQuantity: step,
      store: { __typename: 'Store', id: storeId, databaseId: `uuid-${storeId}`, name: storeName },
    },
  };
}

/** A cart with these lines, grouped by store (delivery fee 5,00 per store), totals computed. */
export function makeCart(lines: LineInput[] = [], { id = 'Q2FydDox', updatedAt = '2026-03-05T13:00:00.000Z', deliveryFee = '5.00' } = {}): CartFieldsFragment {
  const items = lines.map(makeItem);
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = item.product.store.id;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const sum = (list: Item[]) => list.reduce((total, item) => total + toCents(item.subtotal), 0n);
  const units = (list: Item[]) => list.reduce((total, item) => total + item.quantity, 0);
  const points = (list: Item[]) => list.reduce((total, item) => total + item.points, 0);
  const fee = toCents(deliveryFee);
  const deliveryTotal = fee * BigInt(groups.size);
  return {
    __typename: 'Cart',
    id,
    count: units(items),
    updatedAt,
    summary: {
      __typename: 'CartSummary',
      subtotal: fromCents(sum(items)),
      totalItems: units(items),
      totalPoints: points(items),
      deliveryTotal: fromCents(deliveryTotal),
      total: fromCents(sum(items) + deliveryTotal),
      storeCount: groups.size,
      deliveryForAddress: true,
    },
    items,
    itemsByStore: [...groups.values()].map((list) => ({
      __typename: 'CartStoreGroup',
      store: { __typename: 'Store', id: list[0].product.store.id, databaseId: list[0].product.store.databaseId, name: list[0].product.store.name, logoUrl: null },
      deliveryFee: fromCents(fee),
      subtotal: fromCents(sum(list)),
      total: fromCents(sum(list) + fee),
      points: points(list),
      totalItems: units(list),
      items: list,
    })),
    issues: items.flatMap((item) => item.issues),
  };
}

/** The tab bar's CartBadge query answered with `cart` (default: empty), reusable. */
export function cartBadgeMock(cart: CartFieldsFragment = makeCart(), maxUsageCount = 1000): MockLink.MockedResponse {
  return { request: { query: CartBadgeDocument }, result: { data: { cart } }, maxUsageCount, delay: 0 };
}
