// The product page's reviews (ProductPage.tsx): the viewer's review form, the average and the
// reviews, newest first, with 'Ver mais avaliações'.
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@common/dates';
import { formatRating, reviewsLabel } from '@common/catalog-format';
import type { ProductBySlugQuery } from '../../gql/graphql';
import { ReviewPanel } from './ReviewForm';
import { ReviewStars, Stars } from './Stars';

type Product = NonNullable<ProductBySlugQuery['productBySlug']>;

export function Reviews({ product, onLoadMore, loadingMore, onReviewed }: { product: Product; onLoadMore: () => void; loadingMore: boolean; onReviewed: () => void }) {
  const { rating, reviews } = product;
  return (
    <Box as="section" aria-labelledby="avaliacoes-title" id="avaliacoes">
      <Heading id="avaliacoes-title" as="h2" size="lg" mb="4">
        Avaliações
      </Heading>
      <Stack mb="5">
        <ReviewPanel product={product} onReviewed={onReviewed} />
      </Stack>
      {rating.count === 0 ? (
        <Text color="fg.muted">Este produto ainda não tem avaliações.</Text>
      ) : (
        <Stack gap="5">
          <HStack gap="4">
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
              {formatRating(rating.average)}
            </Text>
            <Stack gap="1">
              <Stars value={rating.average} />
              <Text fontSize="sm" color="fg.muted">
                {reviewsLabel(rating.count)}
              </Text>
            </Stack>
            <Text srOnly>{`Nota média ${formatRating(rating.average)} de 5, ${reviewsLabel(rating.count)}`}</Text>
          </HStack>
          <Stack as="ul" listStyleType="none" gap="4" m="0" p="0">
            {reviews.edges.map(({ node }) => (
              <Box as="li" key={node.id} borderTopWidth="1px" pt="4">
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{node.authorName}</Text>
                    <ReviewStars rating={node.rating} />
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(node.createdAt)}
                  </Text>
                </HStack>
                {node.comment && (
                  <Text mt="1.5" color="fg.muted" whiteSpace="pre-line">
                    {node.comment}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
          {reviews.pageInfo.hasNextPage && (
            <Button variant="outline" alignSelf="flex-start" onClick={onLoadMore} loading={loadingMore}>
              Ver mais avaliações
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
