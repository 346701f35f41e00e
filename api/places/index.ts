// The places domain's public surface for other domains (checkout copies the delivery address).
export { ADDRESS_NOT_FOUND, toMainAddress } from './addresses.js';
