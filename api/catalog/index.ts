// The catalogue's public entry for other domains: product writes (the vendor area creates and
// edits products through the same functions as the seed, so the rows always hold).
export { createProduct, productUpdateData, type ProductWriteInput } from './product-writes.js';
export { forgetSearchLexicon } from './search-plan.js';
// The viewer's favourite flag (profile's isFavorite) comes from the same per-request read as their review.
export { forgetViewerProductState, viewerProductState } from './viewer-product-state.js';
