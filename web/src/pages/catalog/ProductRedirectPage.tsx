import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { ProductLoadError } from './ProductLoadError';
import type { ScreenProps } from '../../routes/screenProps';
import { ResolveProductPathDocument } from '../../catalog/documents';
import { LateRedirect } from '../../routes/LateRedirect';

// The id routes /produto/:id and /product/:id (and /store/:storeId, the spec's other product
// screen): the API's resolveProductPath applies the SEO rules of docs/decisions.md (UUID → slug route,
// name → exact or best word-overlap match, nothing → /explore) and the page replaces itself with
// the answer, so the history never keeps the legacy URL.

export const EXPLORE_PATH = '/explore';

/** The path to resolve for this route: /store/:storeId is read as /produto/:storeId. */
export function pathToResolve(pathname: string, params: { storeId?: string }): string {
  if (params.storeId && pathname.startsWith('/store/')) return `/produto/${params.storeId}`;
  return pathname;
}

export default function ProductRedirectPage(_props: ScreenProps) {
  const location = useLocation();
  const params = useParams();
  const path = `${pathToResolve(location.pathname, params)}${location.search}`;
  const { data, error, refetch } = useQuery(ResolveProductPathDocument, { variables: { path }, fetchPolicy: 'network-only' });

  if (error && !data) return <ProductLoadError title="Não foi possível abrir o produto" onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <PageLoader label="Carregando produto..." />;

  const { redirectTo, product } = data.resolveProductPath;
  let target = redirectTo ?? product?.path ?? EXPLORE_PATH;
  if (target.split(/[?#]/)[0] === location.pathname) target = EXPLORE_PATH; // never loop on itself
  return <LateRedirect to={target} />;
}
