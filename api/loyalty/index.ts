// The loyalty domain's public surface for other domains (orders credit points on delivery; the server
// draws a /convite?ref= page from its invitation).
export { creditPoints } from './ledger.js';
export { findReferralInvite, type ReferralInvite } from './referral-invite.js';
