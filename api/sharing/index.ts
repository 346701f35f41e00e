// The sharing domain's public surface for other domains: the checkout of a finalized share
// (orders) and the expiry job (the server).
export { lockShareForCheckout, type CheckoutShare } from './checkout-share.js';
export { startShareExpiryJob } from './expire-shares.js';
