// The product on screen (ProductPage.tsx): breadcrumb, gallery, price with the promotion and the
// 'OFERTA RELÂMPAGO' countdown, the purchase box, the description with the store and the reviews.
// Server-rendered (web/src/entry-server.tsx): its markup is what the browser hydrates.
import { Badge, Box, Breadcrumb, Button, Container, Flex, Grid, HStack, Heading, Separator, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { discountLabel, formatMoney, formatRating, reviewsLabel, unitLabel } from '@common/catalog-format';
import { PageShell } from '../../components/PageShell';
import { StoreIcon } from '../../ui/icons';
import type { ProductBySlugQuery } from '../../gql/graphql';
import { FavoriteButton } from '../profile/FavoriteButton';
import { useSession } from '../../session/SessionProvider';
import { RecordProductViewDocument } from '../../catalog/documents';
import { Stars } from './Stars';
import { OfferCountdown } from './OfferCountdown';
import { ProductGallery } from './ProductGallery';
import type { ProductNavigationState } from '../../catalog/SearchBar';
import { TalkToStoreButton } from '../../chat/TalkToStoreButton';
import { documentTitle } from '../../routes/table';
import { CanonicalLink } from './ProductPlaceholders';
import { PurchaseBox } from './PurchaseBox';
import { Reviews } from './ProductReviews';

type Product = NonNullable<ProductBySlugQuery['productBySlug']>;

/** Records the view of a signed-in user once per product (errors only logged). */
function useRecordView(productId: string | undefined) {
  const { viewer } = useSession();
  const location = useLocation();
  const [record] = useMutation(RecordProductViewDocument);
  const recorded = useRef<string | null>(null);
  const alreadyRecorded = (location.state as ProductNavigationState | null)?.viewRecorded === true;
  useEffect(() => {
    if (!viewer || !productId || recorded.current === productId) return;
    recorded.current = productId;
    if (alreadyRecorded) return;
    record({ variables: { input: { productId } } }).catch((error: unknown) => {
      console.warn('Não foi possível registrar a visualização do produto.', error);
    });
  }, [viewer, productId, alreadyRecorded, record]);
}
interface ProductViewProps {
  product: Product;
  onExpire: () => void;
  onLoadMoreReviews: () => void;
  loadingMoreReviews: boolean;
  onReviewed: () => void;
}

export function ProductView({ product, onExpire, onLoadMoreReviews, loadingMoreReviews, onReviewed }: ProductViewProps) {
  const { pathname } = useLocation();
  useRecordView(product.id);
  useEffect(() => {
    document.title = documentTitle(product.name);
  }, [product.name]);

  const promo = product.promotion;
  const onSale = promo.active && promo.discountPercent != null;

  return (
    <PageShell>
      <CanonicalLink pathname={pathname} />
      <Container maxW="6xl" py={{ base: '4', md: '8' }}>
        <Breadcrumb.Root size="sm" mb={{ base: '4', md: '6' }}>
          <Breadcrumb.List flexWrap="wrap">
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to="/explore">Explorar</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {product.segment && (
              <>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild>
                    <RouterLink to={`/explore?categoria=${encodeURIComponent(product.segment.slug)}`}>{product.segment.name}</RouterLink>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
              </>
            )}
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink lineClamp={1}>{product.name}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '6', md: '10' }}>
          <ProductGallery images={product.images} name={product.name} />

          <Stack gap="4">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Stack gap="1" minW="0">
                <chakra.a asChild color="brand.fg" fontSize="sm" fontWeight="medium" display="inline-flex" alignItems="center" gap="1.5" _hover={{ textDecoration: 'underline' }}>
                  <RouterLink to={`/loja/${product.store.databaseId}`} data-testid="product-store-link">
                    <StoreIcon boxSize="4" />
                    {product.store.name}
                    {product.store.city ? ` · ${product.store.city}` : ''}
                  </RouterLink>
                </chakra.a>
                <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15" letterSpacing="tight">
                  {product.name}
                </Heading>
              </Stack>
              <FavoriteButton productId={product.id} initialFavorite={product.isFavorite} productName={product.name} size="md" />
            </HStack>

            <chakra.a href="#avaliacoes" display="inline-flex" alignItems="center" gap="2" fontSize="sm" color="fg.muted" alignSelf="flex-start">
              {product.rating.count > 0 ? (
                <>
                  <Stars value={product.rating.average} />
                  <span>
                    {formatRating(product.rating.average)} ({reviewsLabel(product.rating.count)})
                  </span>
                </>
              ) : (
                <span>Sem avaliações</span>
              )}
            </chakra.a>

            <Stack gap="1" data-testid="product-price">
              {onSale && (
                <HStack gap="2">
                  <Text color="fg.muted" textDecoration="line-through" data-testid="product-normal-price">
                    <chakra.span srOnly>De </chakra.span>
                    {formatMoney(product.price)}
                  </Text>
                  <Badge colorPalette="red" variant="solid" fontWeight="bold" data-testid="product-discount">
                    {discountLabel(promo.discountPercent!)}
                    <chakra.span srOnly> de desconto</chakra.span>
                  </Badge>
                </HStack>
              )}
              <HStack align="baseline" gap="2">
                <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" color={onSale ? 'red.600' : 'fg'} lineHeight="1">
                  {onSale && <chakra.span srOnly>Por </chakra.span>}
                  {formatMoney(product.unitPrice)}
                </Text>
                <Text color="fg.muted">{unitLabel(product.unit)}</Text>
              </HStack>
            </Stack>

            {onSale && promo.endsAt && <OfferCountdown endsAt={promo.endsAt} variant="full" onExpire={onExpire} />}

            <PurchaseBox product={product} />
          </Stack>
        </Grid>

        <Separator my={{ base: '8', md: '10' }} />

        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '8', md: '12' }}>
          <Box as="section" aria-labelledby="descricao-title">
            <Heading id="descricao-title" as="h2" size="lg" mb="3">
              Descrição
            </Heading>
            <Text color="fg.muted" whiteSpace="pre-line">
              {product.description || 'Sem descrição.'}
            </Text>
            <Flex mt="6" gap="3" align="center" p="4" borderWidth="1px" rounded="xl">
              <StoreIcon boxSize="6" color="brand.solid" />
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {product.store.name}
                </Text>
                {product.store.city && (
                  <Text fontSize="sm" color="fg.muted">
                    {product.store.city}
                  </Text>
                )}
              </Box>
              <Stack gap="2">
                <Button asChild variant="outline" size="sm">
                  <RouterLink to={`/loja/${product.store.databaseId}`}>Ver loja</RouterLink>
                </Button>
                <TalkToStoreButton storeId={product.store.id} />
              </Stack>
            </Flex>
          </Box>
          <Reviews product={product} onLoadMore={onLoadMoreReviews} loadingMore={loadingMoreReviews} onReviewed={onReviewed} />
        </Grid>
      </Container>
    </PageShell>
  );
}
