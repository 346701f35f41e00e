// Cache rules for the cart, shared carts, chat, orders and coupons (used by web/src/apollo.ts and by the tests' caches).
// - Lists inside an entity that the server sends whole (a cart's items and groups, an order's
//   sub-orders, a sub-order's timeline) are replaced by the incoming list: a removed item simply
//   disappears, and Apollo has no reason to warn about "data loss".
// - The paged connections (the customer's orders, the store's sub-orders, the admin's coupons) use
//   Relay-style pagination: 'Carregar mais' appends, a first-page refetch starts over.
import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

const replace = { merge: false } as const;

export const commerceTypePolicies: TypePolicies = {
  Cart: { fields: { items: replace, itemsByStore: replace, issues: replace } },
  CartItem: { fields: { issues: replace } },
  CartShare: { fields: { items: replace, issues: replace } },
  Conversation: { fields: { lastMessage: replace, messages: relayStylePagination() } },
  Order: { fields: { subOrders: replace } },
  SubOrder: { fields: { timeline: replace, items: replace } },
  User: { fields: { orders: relayStylePagination() } },
  Query: {
    fields: {
      vendorOrders: relayStylePagination(['status', 'storeId']),
      coupons: relayStylePagination(['search']),
      cartSharesSent: relayStylePagination(),
      cartSharesReceived: relayStylePagination(),
      conversations: relayStylePagination(),
      notifications: relayStylePagination(),
      storeConversations: relayStylePagination(),
      supportConversations: relayStylePagination(),
    },
  },
};
