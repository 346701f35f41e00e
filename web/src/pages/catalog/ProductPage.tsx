import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { LOAD_MORE_FAILED } from '../../ui/LoadMoreButton';
import { notify } from '../../notify';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screenProps';
import { ProductBySlugDocument, ResolveProductPathDocument } from '../../catalog/documents';
import { productPageVariables } from './earlyQueries';
import { ProductLoadError } from './ProductLoadError';
import { ProductNotFound, ProductSkeleton } from './ProductPlaceholders';
import { ProductView } from './ProductView';

// Product page /produto/:vendor/:slug: gallery, price with the promotion and
// the 'OFERTA RELÂMPAGO' countdown, the viewer's points, unit, stock, store (→ /loja/:lojaId),
// rating and reviews, quantity in multiples, 'Adicionar'; records the view for signed-in users;
// canonical link; 'Produto não encontrado' when nothing matches.

/** /produto/:vendor/:slug */
export default function ProductPage(_props: ScreenProps) {
  const { vendor = '', slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(ProductBySlugDocument, {
    variables: productPageVariables(vendor, slug),
    fetchPolicy: 'cache-and-network',
  });
  const [notFound, setNotFound] = useState(false);
  const [loadingMoreReviews, setLoadingMoreReviews] = useState(false);
  const answer = data?.productBySlug ?? null;
  // As the /explore grid: the page renders the answer's arrival in the background, in slices (a
  // deferred value), instead of one long task; the skeleton stays until then, and another
  // product's page never shows the previous one meanwhile.
  const deferred = useDeferredValue(answer);
  const product = deferred && answer && deferred.id === answer.id ? deferred : null;

  // Not found by slug: a renamed product may still resolve by name (resolveProductPath).
  useEffect(() => {
    setNotFound(false);
  }, [vendor, slug]);
  useEffect(() => {
    if (loading || error || !data || data.productBySlug) return;
    let cancelled = false;
    client
      .query({ query: ResolveProductPathDocument, variables: { path: pathname }, fetchPolicy: 'network-only' })
      .then(({ data: resolved }) => {
        if (cancelled) return;
        const target = resolved?.resolveProductPath;
        if (target?.product && target.redirectTo && target.redirectTo !== pathname) {
          void navigate(`${target.redirectTo}${target.redirectTo.includes('?') ? '' : search}`, { replace: true });
        } else setNotFound(true);
      })
      .catch(() => {
        if (!cancelled) setNotFound(true);
      });
    return () => {
      cancelled = true;
    };
  }, [loading, error, data, client, pathname, search, navigate]);

  async function loadMoreReviews() {
    const cursor = product?.reviews.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingMoreReviews(true);
    try {
      await fetchMore({
        variables: { reviewsAfter: cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const prev = previous.productBySlug;
          const next = fetchMoreResult?.productBySlug;
          if (!prev || !next) return previous;
          return {
            productBySlug: {
              ...prev,
              reviews: { ...next.reviews, edges: [...prev.reviews.edges, ...next.reviews.edges] },
            },
          };
        },
      });
    } catch {
      notify.error(LOAD_MORE_FAILED); // the button stays to try again
    } finally {
      setLoadingMoreReviews(false);
    }
  }

  if (product) {
    return (
      <ProductView
        product={product}
        onExpire={() => void refetch().catch(() => undefined)}
        onLoadMoreReviews={() => void loadMoreReviews()}
        loadingMoreReviews={loadingMoreReviews}
        // The new review goes to the top of the list: load the first page again.
        onReviewed={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (error && !data) return <ProductLoadError title="Não foi possível carregar o produto" onRetry={() => void refetch().catch(() => undefined)} />;
  if (notFound) return <ProductNotFound />;
  // Loading, or asking the API about a slug that did not match.
  return <ProductSkeleton />;
}
