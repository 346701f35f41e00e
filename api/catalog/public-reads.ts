// The catalogue's root query fields whose answers are the same for every visitor, so a visitor's
// response may come from the short public cache (api/shared/public-query-cache.ts). Signed-in
// requests are never cached, so viewer-dependent fields (points for the role, owners seeing their
// hidden products) stay exact for them. Site settings and banners are left out: they change by
// subscription and are cheap.
export const PUBLIC_CATALOG_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'product',
  'productBySlug',
  'resolveProductPath',
  'searchSuggestions',
  'searchCorrection',
  'homeRecommendations',
  'segments',
  'stores',
  'store',
  'storeBySlug',
]);
