import {
  Badge,
  Box,
  Breadcrumb,
  Button,
  Container,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Input,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useStateFromProp } from '../../ui/useStateFromProp';
import { LOAD_MORE_FAILED } from '../../ui/LoadMoreButton';
import { notify } from '../../notify';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { canonicalPath } from '@common/slug';
import { formatDate } from '@common/dates';
import { PageShell } from '../../components/PageShell';
import { CartIcon, StoreIcon } from '../../ui/icons';
import type { ProductBySlugQuery } from '../../gql/graphql';
import { FavoriteButton } from '../profile/FavoriteButton';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { useAddToCart } from './addToCart';
import { ProductBySlugDocument, RecordProductViewDocument, ResolveProductPathDocument } from '../../catalog/documents';
import { productPageVariables } from './earlyQueries';
import { discountLabel, formatMoney, formatRating, pointsLabel, quantityWithUnit, reviewsLabel, unitLabel } from '@common/catalog-format';
import { StarFilledIcon } from '../../ui/icons';
import { ReviewPanel } from './ReviewForm';
import { ReviewStars, Stars } from './Stars';
import { OfferCountdown } from './OfferCountdown';
import { ProductGallery } from './ProductGallery';
import { clampQuantity, maxQuantity, quantityStep } from '@common/quantity';
import type { ProductNavigationState } from '../../catalog/SearchBar';
import { TalkToStoreButton } from '../../chat/TalkToStoreButton';
import { ProductLoadError } from './ProductLoadError';
import { documentTitle } from '../../routes/table';

// Product page /produto/:vendor/:slug: gallery, price with the promotion and
// the 'OFERTA RELÂMPAGO' countdown, the viewer's points, unit, stock, store (→ /loja/:lojaId),
// rating and reviews, quantity in multiples, 'Adicionar'; records the view for signed-in users;
// canonical link; 'Produto não encontrado' when nothing matches.

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

type Product = NonNullable<ProductBySlugQuery['productBySlug']>;

/** <link rel="canonical">: this URL's origin + path with /en/, /products/, /product/ → /produto/. */
export function CanonicalLink({ pathname }: { pathname: string }) {
  // On the server the path alone (React puts the link in <head>; the browser's own render writes the origin).
  const href = `${typeof window === 'undefined' ? '' : window.location.origin}${canonicalPath(pathname)}`;
  return <link rel="canonical" href={href} />;
}

export function ProductNotFound() {
  return (
    <PageShell>
      <Container maxW="3xl" py={{ base: '16', md: '24' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size="2xl">
            {PRODUCT_NOT_FOUND}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Ele pode ter saído de linha, ficado sem estoque ou mudado de endereço.
          </Text>
          <Button asChild size="lg">
            <RouterLink to="/explore">Explorar produtos</RouterLink>
          </Button>
        </Stack>
      </Container>
    </PageShell>
  );
}

function ProductSkeleton() {
  return (
    <PageShell>
      <Container maxW="6xl" py="8" aria-busy="true">
        <Text srOnly role="status">
          Carregando produto...
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
          <Skeleton aspectRatio="1" rounded="2xl" />
          <Stack gap="4">
            <Skeleton h="4" w="40%" />
            <Skeleton h="8" w="80%" />
            <Skeleton h="10" w="50%" />
            <SkeletonText noOfLines={4} />
            <Skeleton h="12" w="full" />
          </Stack>
        </Grid>
      </Container>
    </PageShell>
  );
}

function QuantitySelector({ product, value, onChange }: { product: Product; value: number; onChange: (n: number) => void }) {
  const step = quantityStep(product);
  const max = maxQuantity(product);
  const [text, setText] = useStateFromProp(value, String);
  const commit = () => {
    const next = clampQuantity(product, Number.parseInt(text, 10));
    setText(String(next));
    onChange(next);
  };
  return (
    <Stack gap="1">
      <chakra.label htmlFor="quantidade" fontSize="sm" fontWeight="medium">
        Quantidade
      </chakra.label>
      <HStack gap="0" borderWidth="1px" rounded="lg" alignSelf="flex-start" overflow="hidden">
        <IconButton aria-label={`Diminuir ${step}`} variant="ghost" rounded="none" disabled={value <= step} onClick={() => onChange(clampQuantity(product, value - step))}>
          <Text as="span" fontSize="xl" aria-hidden>
            −
          </Text>
        </IconButton>
        <Input
          id="quantidade"
          type="number"
          inputMode="numeric"
          min={step}
          max={max || undefined}
          step={step}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          w="20"
          textAlign="center"
          border="none"
          rounded="none"
          aria-describedby={step > 1 ? 'quantidade-multiplos' : undefined}
        />
        <IconButton aria-label={`Aumentar ${step}`} variant="ghost" rounded="none" disabled={value + step > max} onClick={() => onChange(clampQuantity(product, value + step))}>
          <Text as="span" fontSize="xl" aria-hidden>
            +
          </Text>
        </IconButton>
      </HStack>
      {step > 1 && (
        <Text id="quantidade-multiplos" fontSize="xs" color="fg.muted">
          Vendido em múltiplos de {step} ({product.unit}).
        </Text>
      )}
    </Stack>
  );
}

function StockInfo({ stock, unit }: { stock: number; unit: string }) {
  if (stock <= 0)
    return (
      <Badge colorPalette="gray" alignSelf="flex-start">
        Sem estoque
      </Badge>
    );
  if (stock <= 5)
    return (
      <Text fontSize="sm" color="orange.700" fontWeight="medium">
        Últimas unidades: restam {quantityWithUnit(stock, unit)}
      </Text>
    );
  return (
    <Text fontSize="sm" color="green.700" fontWeight="medium">
      Em estoque ({stock} disponíveis)
    </Text>
  );
}

function Reviews({ product, onLoadMore, loadingMore, onReviewed }: { product: Product; onLoadMore: () => void; loadingMore: boolean; onReviewed: () => void }) {
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

/**
 * The points for the chosen quantity, the stock, the quantity and 'Adicionar': a component of its
 * own, so a tap on '+' or 'Adicionar' re-renders this box, not the whole page (gallery, reviews).
 */
function PurchaseBox({ product }: { product: Product }) {
  const { add, pendingId } = useAddToCart();
  const [quantity, setQuantity] = useStateFromProp(product, (p) => clampQuantity(p, p.addToCartQuantity));
  const available = maxQuantity(product) > 0;
  return (
    <>
      {product.points > 0 && (
        <HStack bg="brand.subtle" color="brand.fg" rounded="lg" px="3" py="2" gap="2" alignSelf="flex-start">
          <StarFilledIcon boxSize="4" />
          <Text fontWeight="semibold" fontSize="sm">
            {pointsLabel(product.points * quantity)}
          </Text>
          {quantity > 1 && (
            <Text fontSize="xs">
              ({product.points} por {product.unit})
            </Text>
          )}
        </HStack>
      )}

      <StockInfo stock={product.stock} unit={product.unit} />

      {available && <QuantitySelector product={product} value={quantity} onChange={setQuantity} />}

      <Button
        size="lg"
        disabled={!available}
        loading={pendingId === product.id}
        onClick={() => void add(product, quantity)}
        data-testid="product-add"
      >
        <CartIcon />
        Adicionar
      </Button>
      <Text fontSize="xs" color="fg.muted">
        Pague só na entrega: PIX, cartão ou dinheiro.
      </Text>
    </>
  );
}

interface ProductViewProps {
  product: Product;
  onExpire: () => void;
  onLoadMoreReviews: () => void;
  loadingMoreReviews: boolean;
  onReviewed: () => void;
}

function ProductView({ product, onExpire, onLoadMoreReviews, loadingMoreReviews, onReviewed }: ProductViewProps) {
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
