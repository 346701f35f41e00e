// The loyalty club in GraphQL, one file per section: the viewer's
// balance, tier and monthly points, the points history, rewards (catalogue and admin CRUD),
// redemptions (customer and admin, live), referrals, in-store and admin point adjustments and the
// admin dashboard. Resolvers stay thin: rules live in common/tiers.ts, common/loyalty.ts and the
// service files next to this one. Row ownership: a PointsEntry / Redemption is read by its owner
// (and admins) on every entry point; a non-active Reward exists only for admins (lists, node, reward).
import './enums.js';
import './tiers.js';
import './history.js';
import './rewards.js';
import './redemptions.js';
import './referrals.js';
import './adjustments.js';
import './dashboard.js';
