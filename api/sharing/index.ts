// The sharing domain's public surface for other domains: the checkout of a finalized share
// and its events (orders) and the expiry job (the server).
export { lockShareForCheckout, shareOfCart, type CheckoutShare } from './checkout-share.js';
export { publishShareEvents, type CartShareEvent } from './events.js';
export { startShareExpiryJob } from './expire-shares.js';
