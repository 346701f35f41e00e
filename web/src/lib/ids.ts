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

/** The global ID for a route parameter: a UUID becomes `type`'s global ID; a global ID stays. */
export function globalIdOf(type: string, routeParam: string): string {
  return isUuid(routeParam) ? btoa(`${type}:${routeParam.toLowerCase()}`) : routeParam;
}

/** The store-side page of a sub-order (also the admins' order detail); the UUID keeps the URL readable. */
export function vendorOrderPath(subOrderId: string): string {
  return `/vendor/orders/${encodeURIComponent(databaseIdOf(subOrderId))}`;
}
