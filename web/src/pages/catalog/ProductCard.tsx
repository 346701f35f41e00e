import { Badge, Box, Button, Card, HStack, LinkBox, LinkOverlay, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon, TruckIcon } from '../../ui/icons';
import { StarFilledIcon } from '../../ui/icons';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { useAddToCart } from './addToCart';
import { discountLabel, formatMoney, formatRating, pointsLabel, reviewsLabel, unitLabel } from '@common/catalog-format';
import { OfferCountdown } from './OfferCountdown';
import { ProductImage } from '../../catalog/ProductImage';

export const FREE_SHIPPING_LABEL = 'Frete grátis';
export const ADD_LABEL = 'Adicionar';

export type CardProduct = ProductCardFieldsFragment;

export interface ProductCardProps {
  product: CardProduct;
  /** Always show the 'Frete grátis' label ('Também te interessa' carousel). */
  freeShipping?: boolean;
  /** Heading level of the product name inside the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Eager image loading for cards above the fold. */
  priority?: boolean;
  /** Aspect ratio of the picture (default square). */
  imageAspect?: string | Record<string, string>;
  /** 'cover' fills the card's width whatever the photo's shape (carousels); default 'contain'. */
  imageFit?: 'contain' | 'cover';
}

/** Stars + average + count, or 'Sem avaliações'. */
export function RatingLine({ average, count, size = 'xs' }: { average: number; count: number; size?: 'xs' | 'sm' }) {
  if (count === 0) {
    return (
      <Text fontSize={size} color="fg.muted">
        Sem avaliações
      </Text>
    );
  }
  return (
    <HStack role="img" gap="1" fontSize={size} color="fg.muted" aria-label={`Nota ${formatRating(average)} de 5, ${reviewsLabel(count)}`}>
      <StarFilledIcon boxSize="3.5" color="yellow.500" />
      <Text as="span" fontWeight="semibold" color="fg" aria-hidden>
        {formatRating(average)}
      </Text>
      <Text as="span" aria-hidden>
        ({count})
      </Text>
    </HStack>
  );
}

/**
 * Product card: image (placeholder on error), name, store, unit price with the normal
 * price struck through and the discount badge while the promotion is active, the viewer's points,
 * the unit, the rating and 'Adicionar'. The card links to the product's slug route.
 */
export function ProductCard({ product, freeShipping = false, headingLevel = 'h3', priority = false, imageAspect = '1', imageFit = 'contain' }: ProductCardProps) {
  const { add, pendingId } = useAddToCart();
  const promo = product.promotion;
  const onSale = promo.active && promo.discountPercent != null;

  return (
    <LinkBox asChild>
      <Card.Root
        h="full"
        variant="outline"
        rounded="xl"
        overflow="hidden"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={{ boxShadow: 'md', borderColor: 'border.emphasized' }}
        _focusWithin={{ boxShadow: 'md' }}
        data-testid="product-card"
      >
        <Box position="relative">
          <ProductImage src={product.images[0]} alt={product.name} aspectRatio={imageAspect} fit={imageFit} w="full" loading={priority ? 'eager' : 'lazy'} />
          <HStack position="absolute" top="2" insetStart="2" gap="1" flexWrap="wrap">
            {onSale && (
              <Badge colorPalette="red" variant="solid" fontWeight="bold" aria-label={`${promo.discountPercent}% de desconto`}>
                {discountLabel(promo.discountPercent!)}
              </Badge>
            )}
            {freeShipping && (
              <Badge colorPalette="green" variant="solid" gap="1">
                <TruckIcon boxSize="3.5" />
                {FREE_SHIPPING_LABEL}
              </Badge>
            )}
          </HStack>
        </Box>
        <Card.Body p="3" gap="1.5">
          <Text fontSize="xs" color="fg.muted" truncate>
            {product.store.name}
          </Text>
          <LinkOverlay asChild>
            <RouterLink to={product.path}>
              <Text as={headingLevel} fontSize="sm" fontWeight="semibold" lineClamp={2} minH="2.5em" lineHeight="1.25">
                {product.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <RatingLine average={product.rating.average} count={product.rating.count} />
          <Stack gap="0" mt="auto" pt="1">
            {onSale && (
              <Text fontSize="xs" color="fg.muted" textDecoration="line-through">
                <Box as="span" srOnly>
                  De{' '}
                </Box>
                {formatMoney(product.price)}
              </Text>
            )}
            <HStack gap="1" align="baseline" flexWrap="wrap">
              <Text fontSize="lg" fontWeight="bold" color={onSale ? 'red.600' : 'fg'} lineHeight="1.2">
                {onSale && (
                  <Box as="span" srOnly>
                    Por{' '}
                  </Box>
                )}
                {formatMoney(product.unitPrice)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {unitLabel(product.unit)}
              </Text>
            </HStack>
            {product.points > 0 && (
              <Text fontSize="xs" color="brand.fg" fontWeight="medium">
                {pointsLabel(product.points)}
              </Text>
            )}
          </Stack>
          {onSale && promo.endsAt && <OfferCountdown endsAt={promo.endsAt} variant="compact" />}
        </Card.Body>
        <Card.Footer p="3" pt="0">
          <Button
            w="full"
            size="sm"
            position="relative"
            zIndex="1"
            loading={pendingId === product.id}
            aria-label={`${ADD_LABEL} ${product.name} ao carrinho`}
            onClick={() => void add(product)}
          >
            <CartIcon />
            {ADD_LABEL}
          </Button>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card.Root variant="outline" rounded="xl" overflow="hidden" aria-hidden data-testid="product-card-skeleton">
      <Skeleton aspectRatio="1" rounded="0" />
      <Card.Body p="3" gap="2">
        <Skeleton h="3" w="50%" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="5" w="40%" />
        <Skeleton h="8" w="full" rounded="md" />
      </Card.Body>
    </Card.Root>
  );
}
