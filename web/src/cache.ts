// The app's Apollo cache (web/src/apollo.ts, and the tests' MockedProvider through web/src/test/render.tsx).
// - Lists inside an entity that the server sends whole (a cart's items and groups, an order's
//   sub-orders, a sub-order's timeline) are replaced by the incoming list: a removed item simply
//   disappears, and Apollo has no reason to warn about "data loss".
// - Every connection a screen pages with 'Carregar mais' (fetchMore with `after`) has a Relay-style
//   policy: the next page is appended, a first-page fetch starts over. Its key is the field's
//   filters, so each filter keeps its own list; `first` joins the key where two screens ask the same
//   field with different page sizes (a 100-item picker must not read a 20-item page). Without a
//   policy, the next page went to a cache entry of its own and the list never grew. The
//   connections paged with `updateQuery` instead (the catalog grids, a product's reviews, 'Minhas
//   avaliações') merge in their screens. web/src/cache.test.ts checks every paged connection.
// - SiteSettings has no id: merged, so the header (logos) and the login page (variant logo) share it.
import { InMemoryCache, type TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

const replace = { merge: false } as const;

export const appTypePolicies: TypePolicies = {
  Cart: { fields: { items: replace, itemsByStore: replace, issues: replace } },
  CartItem: { fields: { issues: replace } },
  CartShare: { fields: { items: replace, issues: replace } },
  Conversation: { fields: { lastMessage: replace, messages: relayStylePagination() } },
  Order: { fields: { subOrders: replace } },
  SubOrder: { fields: { timeline: replace, items: replace } },
  SiteSettings: { merge: true },
  User: {
    fields: {
      orders: relayStylePagination(),
      favorites: relayStylePagination(),
      physicalPurchases: relayStylePagination(),
      pointsEntries: relayStylePagination(['kind']),
      redemptions: relayStylePagination(['status']),
    },
  },
  Query: {
    fields: {
      adminRedemptions: relayStylePagination(['search', 'status']),
      adminRewards: relayStylePagination(['category', 'search', 'status']),
      adminStores: relayStylePagination(['first', 'search', 'status']),
      adminUsers: relayStylePagination(['admins', 'blocked', 'role', 'search']),
      auditLogs: relayStylePagination(['from', 'kind', 'search', 'to']),
      cartSharesReceived: relayStylePagination(),
      cartSharesSent: relayStylePagination(),
      conversations: relayStylePagination(),
      coupons: relayStylePagination(['search']),
      notFoundLogs: relayStylePagination(['from', 'search', 'to']),
      notifications: relayStylePagination(),
      productApprovals: relayStylePagination(['status']),
      professionals: relayStylePagination(['town', 'trade']),
      storePointsAdjustments: relayStylePagination(['customerId', 'storeId']),
      rewards: relayStylePagination(['availableOnly', 'category']),
      storeConversations: relayStylePagination(),
      supportConversations: relayStylePagination(),
      vendorCustomers: relayStylePagination(['search', 'storeId']),
      vendorOrders: relayStylePagination(['city', 'customer', 'from', 'status', 'storeId', 'to']),
      vendorProductRestrictions: relayStylePagination(['storeId']),
      vendorProducts: relayStylePagination(['first', 'search', 'status', 'stock', 'storeId']),
    },
  },
};

/** A connection as the cache holds it, for `cache.modify` (its nodes are references or embedded objects). */
export interface CachedConnection<Edge> {
  totalCount: number;
  edges: Edge[];
}

/**
 * The cached connection without the edges `drop` picks, its total lowered by as many: a removed item
 * leaves every loaded page at once, where a refetch would start over at the first page.
 */
export function withoutEdges<Edge>(list: CachedConnection<Edge>, drop: (edge: Edge) => boolean): CachedConnection<Edge> {
  if (!list?.edges) return list;
  const edges = list.edges.filter((edge) => !drop(edge));
  const removed = list.edges.length - edges.length;
  return removed === 0 ? list : { ...list, edges, totalCount: Math.max(0, list.totalCount - removed) };
}

export function createAppCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: appTypePolicies });
}
