// The payload of every realtime topic (api/shared/topics.ts), owned by the kernel: topics.ts names
// these types, and the domains that publish and subscribe import topics.ts, so the types cannot live
// in the domains without a circle (domain → topics.ts → domain). Each domain re-exports its own from
// its events.ts (or index.ts); this file imports nothing but common/.
import type { ShareEventKind } from '../../common/shared-cart.js';

/** A sub-order changed or arrived (orders: the buyer's screens and the store's order list). */
export interface SubOrderEvent {
  orderId: string;
  subOrderId: string;
  storeId: string;
  buyerId: string;
  storeOwnerId: string;
}

/** A redemption was created or changed (loyalty). */
export interface RedemptionEvent {
  redemptionId: string;
  userId: string;
}

/** A shared cart changed (sharing). */
export interface CartShareEvent {
  shareId: string;
  kind: ShareEventKind;
  /** The users told about it (sharer, recipient, and a replaced recipient on re-sending). */
  userIds: string[];
}

/** A new message or a read receipt in a conversation (chat). */
export interface ChatEvent {
  kind: 'MESSAGE' | 'READ';
  conversationId: string;
  messageId: string | null;
  /** The members who are users (customer, store owner). */
  userIds: string[];
  support: boolean;
}

/** The site's settings (settings): logos, favicon and name, pushed to every open page. */
export interface SiteSettingsShape {
  siteName: string | null;
  logoUrl: string | null;
  logoVariantUrl: string | null;
  faviconUrl: string | null;
  updatedAt: Date | string | null;
}

/** Sessions ended (accounts): every instance closes their sockets (api/accounts/session-sockets.ts). */
export interface SessionsRevoked {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}
