import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@common/dates';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import type { ScreenProps } from '../../routes/screenProps';
import { ReviewStars } from '../catalog/Stars';
import { ListSkeleton, LoadError, Thumb } from '../../ui/layout';
import { MyReviewsDocument, ProductsToReviewDocument } from './documents';
import { ProfileLayout, ProfileSection } from './ProfileLayout';

export const MY_REVIEWS_PAGE_SIZE = 10;
export const PRODUCTS_TO_REVIEW_LIMIT = 20;

export const MY_REVIEWS_TEXTS = {
  waitingTitle: 'Aguardando sua avaliação',
  waitingHint: 'Produtos que você já recebeu.',
  noneWaiting: 'Nenhum produto aguardando avaliação.',
  waitingFailed: 'Não foi possível carregar os produtos para avaliar.',
  reviewsTitle: 'Suas avaliações',
  noReviews: 'Você ainda não avaliou nenhum produto.',
  reviewsFailed: 'Não foi possível carregar suas avaliações.',
  rate: 'Avaliar',
} as const;

/** A section's list while it loads, after it failed (with 'Tentar novamente') or once it has data. */
function ListState({ hasData, loading, label, failed, onRetry, children }: { hasData: boolean; loading: boolean; label: string; failed: string; onRetry: () => void; children: ReactNode }) {
  if (!hasData && loading) return <ListSkeleton label={label} count={2} h="16" />;
  if (!hasData) return <LoadError message={failed} onRetry={onRetry} />;
  return <>{children}</>;
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}

/** 'Aguardando sua avaliação': received products without a review, each leading to its page. */
function ProductsToReview() {
  const { data, loading, refetch } = useQuery(ProductsToReviewDocument, {
    variables: { limit: PRODUCTS_TO_REVIEW_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const products = data?.productsToReview;
  return (
    <ProfileSection title={MY_REVIEWS_TEXTS.waitingTitle} description={MY_REVIEWS_TEXTS.waitingHint}>
      <ListState hasData={!!products} loading={loading} label="Carregando produtos para avaliar" failed={MY_REVIEWS_TEXTS.waitingFailed} onRetry={() => void refetch().catch(() => undefined)}>
        {products?.length === 0 ? (
          <EmptyText>{MY_REVIEWS_TEXTS.noneWaiting}</EmptyText>
        ) : (
          <Stack as="ul" gap="3" m="0" p="0" aria-label={MY_REVIEWS_TEXTS.waitingTitle}>
            {products?.map((product) => (
              <HStack as="li" key={product.id} listStyleType="none" gap="3" data-testid="product-to-review">
                <Thumb src={product.images[0]} alt={product.name} size="12" />
                <Stack gap="0" flex="1" minW="0">
                  <Link asChild fontWeight="medium" lineClamp={2}>
                    <RouterLink to={product.path}>{product.name}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {product.store.name}
                  </Text>
                </Stack>
                <Button asChild size="sm" variant="outline" flexShrink={0}>
                  <RouterLink to={product.path} aria-label={`${MY_REVIEWS_TEXTS.rate}: ${product.name}`}>
                    {MY_REVIEWS_TEXTS.rate}
                  </RouterLink>
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </ListState>
    </ProfileSection>
  );
}

/** 'Suas avaliações': the viewer's reviews, newest first, paged with 'Carregar mais'. */
function YourReviews() {
  const { data, loading, refetch, fetchMore } = useQuery(MyReviewsDocument, {
    variables: { first: MY_REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myReviews;

  const loadMore = (after: string | null | undefined) =>
    fetchMore({
      variables: { after },
      // Query.myReviews has no field policy: append the page here, skipping repeated ids.
      updateQuery: (previous, { fetchMoreResult }) => {
        const next = fetchMoreResult?.myReviews;
        if (!next) return previous;
        const seen = new Set(previous.myReviews.edges.map((e) => e.node.id));
        return { myReviews: { ...next, edges: [...previous.myReviews.edges, ...next.edges.filter((e) => !seen.has(e.node.id))] } };
      },
    });

  return (
    <ProfileSection title={MY_REVIEWS_TEXTS.reviewsTitle}>
      <ListState hasData={!!connection} loading={loading} label="Carregando suas avaliações" failed={MY_REVIEWS_TEXTS.reviewsFailed} onRetry={() => void refetch().catch(() => undefined)}>
        {connection?.edges.length === 0 ? (
          <EmptyText>{MY_REVIEWS_TEXTS.noReviews}</EmptyText>
        ) : (
          <Stack gap="4">
            <Stack as="ul" gap="4" m="0" p="0" aria-label={MY_REVIEWS_TEXTS.reviewsTitle}>
              {connection?.edges.map(({ node }) => (
                <Stack as="li" key={node.id} listStyleType="none" gap="1" borderTopWidth="1px" borderColor="border.muted" pt="3" _first={{ borderTopWidth: 0, pt: 0 }} data-testid="my-review">
                  <Link asChild fontWeight="semibold" alignSelf="flex-start">
                    <RouterLink to={node.product.path}>{node.product.name}</RouterLink>
                  </Link>
                  <HStack gap="2">
                    <ReviewStars rating={node.rating} />
                    <Text fontSize="xs" color="fg.muted">
                      {formatDate(node.createdAt)}
                    </Text>
                  </HStack>
                  {node.comment && (
                    <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                      {node.comment}
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
            {connection && <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={loadMore} />}
          </Stack>
        )}
      </ListState>
    </ProfileSection>
  );
}

/** /profile/reviews: what is waiting for a review, and the reviews already written. */
export default function MyReviewsPage({ title }: ScreenProps) {
  return (
    <ProfileLayout title={title}>
      <ProductsToReview />
      <YourReviews />
    </ProfileLayout>
  );
}
