// Checkout and orders in GraphQL: the checkout preview, placing an order, the customer's orders,
// the store's sub-orders and their status flow, and the live status subscription. Row ownership:
// an Order is read by its buyer (and admins); a SubOrder by its buyer, its store's owner (and
// admins) — on every entry point (node, lookups, lists, payloads, subscriptions).
import '../coupons/schema.js';
import './customer.js';
import './items.js';
import './orders.js';
import './checkout.js';
import './status-flow.js';
import './live.js';
import './purchases.js';

export { SubOrderStatusEnum } from './shared.js';
