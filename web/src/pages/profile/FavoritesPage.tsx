import { Alert, AspectRatio, Box, Button, Heading, Image, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@common/money';
import type { ScreenProps } from '../../routes/screenProps';
import { MyFavoritesDocument } from './documents';
import { FavoriteButton } from './FavoriteButton';
import { withoutEdges, type CachedConnection } from '../../cache';
import { BagIcon, HeartIcon } from '../../ui/icons';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { ProfileLayout, ProfileSection } from './ProfileLayout';

export const FAVORITES_PAGE_SIZE = 24;

export const FAVORITES_MESSAGES = {
  empty: 'Nenhum favorito ainda',
  emptyHint: 'Toque no coração de um produto para guardá-lo aqui.',
  loadFailed: 'Não foi possível carregar seus favoritos.',
} as const;

/** The product photo, or the spec's placeholder when there is none or it fails to load. */
function ProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) return <Image src={src} alt={alt} objectFit="cover" onError={() => setFailed(true)} />;
  return (
    <Stack align="center" justify="center" gap="1" color="fg.muted" fontSize="xs" textAlign="center" px="2">
      <BagIcon boxSize="8" />
      <Text>{src ? 'Imagem não encontrada' : 'Imagem não disponível'}</Text>
    </Stack>
  );
}

type FavoritesRef = CachedConnection<{ node: { product: Reference } }>;

/** /profile/favorites (and /favorites): the products the user marked, newest first. */
export default function FavoritesPage({ title }: ScreenProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyFavoritesDocument, {
    variables: { first: FAVORITES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const client = useApolloClient();
  const connection = data?.viewer?.favorites;
  const edges = connection?.edges ?? [];

  // An unmarked product leaves the list at once, and the pages already loaded stay.
  function dropFavorite(productId: string) {
    const viewer = data?.viewer;
    if (!viewer) return;
    client.cache.modify<{ favorites: FavoritesRef }>({
      id: client.cache.identify(viewer),
      fields: {
        favorites: (existing, { readField }) => withoutEdges(existing as FavoritesRef, (edge) => readField('id', edge.node.product) === productId),
      },
    });
  }

  let content;
  if (!connection && loading) {
    content = (
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" aria-busy="true" aria-label="Carregando favoritos">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="56" rounded="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (!connection && error) {
    content = (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title flex="1">{FAVORITES_MESSAGES.loadFailed}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  } else if (!edges.length) {
    content = (
      <ProfileSection>
        <Stack align="center" textAlign="center" gap="3" py="6">
          <Box color="red.500" bg="red.50" rounded="full" p="4">
            <HeartIcon boxSize="8" />
          </Box>
          <Heading as="h2" size="md">
            {FAVORITES_MESSAGES.empty}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {FAVORITES_MESSAGES.emptyHint}
          </Text>
          <Button asChild>
            <RouterLink to="/explore">Explorar produtos</RouterLink>
          </Button>
        </Stack>
      </ProfileSection>
    );
  } else {
    content = (
      <Stack gap="4">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" p="0" m="0" aria-label="Produtos favoritos">
          {edges.map(({ node }) => {
            const product = node.product;
            const image = product.images[0];
            return (
              <Box as="li" key={product.id} listStyleType="none" position="relative" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden" shadow="xs">
                <Link asChild display="block" color="fg" _hover={{ textDecoration: 'none' }}>
                  <RouterLink to={product.path}>
                    <AspectRatio ratio={1} bg="bg.muted">
                      <ProductImage src={image} alt={product.name} />
                    </AspectRatio>
                    <Stack gap="0.5" p="3">
                      <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                        {product.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {product.store.name}
                      </Text>
                      <Text fontWeight="bold" color="brand.fg">
                        {formatMoney(product.unitPrice)}
                      </Text>
                    </Stack>
                  </RouterLink>
                </Link>
                <Box position="absolute" top="2" insetEnd="2" bg="bg" rounded="full" shadow="sm">
                  <FavoriteButton
                    productId={product.id}
                    productName={product.name}
                    initialFavorite={product.isFavorite}
                    onChange={(favorited) => {
                      if (!favorited) dropFavorite(product.id);
                    }}
                  />
                </Box>
              </Box>
            );
          })}
        </SimpleGrid>
        {connection && <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />}
      </Stack>
    );
  }

  return (
    <ProfileLayout
      title={title}
      description={connection && connection.totalCount > 0 ? `${connection.totalCount} ${connection.totalCount === 1 ? 'produto salvo' : 'produtos salvos'}` : undefined}
    >
      {content}
    </ProfileLayout>
  );
}
