// The cart domain's public surface for other domains (checkout and orders): the locked active
// cart, the read-only lookup, the priced view (memoised per request: cartView) and issues as userErrors. Everything else in this folder is internal.
export { findActiveCart, lockedActiveCartId } from './active-cart.js';
export { issueErrors, IssuesRefusal, refusedIssues } from './issue-errors.js';
export { CART_ITEM_ORDER, cartView, forgetCartView, loadCartView, type CartView, type CartViewLine } from './cart-view.js';
export { deliveredCartView, deliveryByStore, type StoreDelivery } from './delivery.js';
