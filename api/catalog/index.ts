// The catalogue's public entry for other domains: product writes (the vendor area creates and
// edits products through the same functions as the seed, so the rows always hold).
export { createProduct, productUpdateData, type ProductWriteInput } from './product-writes.js';
export { forgetSearchLexicon } from './search-plan.js';
