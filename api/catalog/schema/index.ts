// The catalogue in GraphQL: segments, stores, products (explore, product page, suggestions, home
// recommendations, SEO path resolution), reviews and recently viewed. Resolvers stay thin: the
// rules live in common/ (promotion, images, slug, points) and in the service files next to this one.
import './enums.js';
import './values.js';
import './segments.js';
import './stores.js';
import './products.js';
import './lists.js';
import './reviews.js';
import './recently-viewed.js';

export { Product, requestNow } from './products.js';
export { Store, storePayload, type StoreResult } from './stores.js';
export { QuantityControlEnum } from './enums.js';
export { Segment } from './segments.js';
