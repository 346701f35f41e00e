import { Navigate, useLocation } from 'react-router-dom';
import { seoRedirect } from '@common/slug';
import { NotFound } from '../../components/NotFound';
import type { ScreenProps } from '../../routes/screenProps';

// The catch-all route (not-found): legacy paths are redirected on
// the client before the 404 — /en/products/x → /produto/x, /en/x → /x, /products/x and
// /product/x/… → /produto/x (the /produto/:id route then resolves the product through the API).
// Anything else is the not-found screen, which logs the visit.

/** Where the catch-all sends this location, or null to show the not-found screen. */
export function seoRedirectTarget(location: { pathname: string; search: string; hash: string }): string | null {
  const target = seoRedirect(location.pathname);
  return target ? `${target}${location.search}${location.hash}` : null;
}

export default function SeoRedirect(_props: ScreenProps) {
  const location = useLocation();
  const target = seoRedirectTarget(location);
  if (target) return <Navigate to={target} replace />;
  return <NotFound />;
}
