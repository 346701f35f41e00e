// The loyalty domain's public surface for other domains (orders credit points on delivery).
export { creditPoints } from './ledger.js';
