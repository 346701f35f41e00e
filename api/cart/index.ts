// The cart domain's public surface for other domains (checkout and orders): the locked active
// cart, the read-only lookup and the priced view. Everything else in this folder is internal.
export { findActiveCart, lockedActiveCartId } from './active-cart.js';
export { forgetCartView, loadCartView, type CartView, type CartViewLine } from './cart-view.js';
