// Every realtime topic of the app, with its payload type (docs/architecture.md, "Realtime").
// Publishers and subscribers name a topic only through `topics`, so a payload can never be
// published under one shape and read under another, and every topic is listed here once.
// The names are Redis channel names too (several API instances share them): keep them stable.
// The payload types live in the kernel too (./event-payloads.ts): this file imports no domain.
import type { CartShareEvent, ChatEvent, RedemptionEvent, SessionsRevoked, SiteSettingsShape, SubOrderEvent } from './event-payloads.js';

/** A topic name that remembers the type of its payload. */
export type Topic<Payload> = string & { readonly __payload?: Payload };

const topic = <Payload>(name: string) => name as Topic<Payload>;

export const topics = {
  /** A sub-order of this order changed (the buyer's screens, the stores of its sub-orders). */
  order: (orderId: string) => topic<SubOrderEvent>(`orderUpdated:${orderId}`),
  /** A sub-order of this store changed or arrived (the vendor's order list). */
  storeOrders: (storeId: string) => topic<SubOrderEvent>(`storeOrders:${storeId}`),
  /** One of this customer's redemptions changed (/resgates). */
  userRedemptions: (userId: string) => topic<RedemptionEvent>(`redemptionUpdated:${userId}`),
  /** Any redemption was created or changed (/admin/redemptions). */
  adminRedemptions: topic<RedemptionEvent>('adminRedemptionUpdated'),
  /** The viewer's own profile, addresses or avatar changed (their other tabs and devices). */
  viewer: (userId: string) => topic<{ id: string }>(`viewerChanged:${userId}`),
  /** The site's settings changed (logo, name, colours). */
  siteSettings: topic<SiteSettingsShape>('siteSettingsChanged'),
  /** A store or a product change entered or left the approval queues (the admin dashboard's counter). */
  adminApprovals: topic<{ at: string }>('adminApprovalsChanged'),
  /** A shared cart this user sent or received changed (received, accepted, finalized, expiring, revoked). */
  cartShares: (userId: string) => topic<CartShareEvent>(`cartShares:${userId}`),
  /** A conversation this user belongs to got a message or a read receipt. */
  chat: (userId: string) => topic<ChatEvent>(`chat:${userId}`),
  /** A support conversation got a message or a read receipt (the admins' support inbox). */
  supportChat: topic<ChatEvent>('chatSupport'),
  /** A notification for this user (the bell, on every screen). */
  notifications: (userId: string) => topic<{ notificationId: string; userId: string }>(`notifications:${userId}`),
  /** Sessions ended: every instance closes their sockets (api/accounts/session-sockets.ts). */
  sessionsRevoked: topic<SessionsRevoked>('accounts.sessionsRevoked'),
};
