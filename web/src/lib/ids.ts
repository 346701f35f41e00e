// The API's object IDs are Relay global IDs (base64 "Type:uuid", docs/architecture.md "IDs");
// the app's URLs show the short database UUID. These two convert between them.
import { isUuid } from '@common/slug';

/** The database UUID inside a global ID (anything else is returned as it is). */
export function databaseIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    if (colon > 0 && /^[A-Za-z]+$/.test(decoded.slice(0, colon))) return decoded.slice(colon + 1);
  } catch {
    // not base64
  }
  return globalId;
}

/** A UUID no row has: what a mistyped or truncated link points to. */
const NO_ROW_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The global ID for a route parameter: a UUID becomes `type`'s global ID; a global ID of `type`
 * stays. Anything else (a mistyped or cut link) becomes `type`'s ID of no row, so the page gets
 * null and shows its own "não encontrado", where the API would answer 'ID inválido' and the page
 * would offer to retry a request that can never succeed.
 */
export function globalIdOf(type: string, routeParam: string): string {
  if (isUuid(routeParam)) return btoa(`${type}:${routeParam.toLowerCase()}`);
  const inner = databaseIdOf(routeParam);
  if (isUuid(inner) && atob(routeParam) === `${type}:${inner}`) return routeParam;
  return btoa(`${type}:${NO_ROW_UUID}`);
}

/** The store-side page of a sub-order (also the admins' order detail); the UUID keeps the URL readable. */
export function vendorOrderPath(subOrderId: string): string {
  return `/vendor/orders/${encodeURIComponent(databaseIdOf(subOrderId))}`;
}
