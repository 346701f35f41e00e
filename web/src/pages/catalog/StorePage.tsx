import { Box, Button, Container, Flex, HStack, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { ClockIcon, MapPinIcon, StoreIcon, WhatsAppIcon } from '../../ui/icons';
import { formatAddress } from '@common/address';
import { openingHoursLines } from '@common/store-profile';
import type { StorePageQuery } from '../../gql/graphql';
import type { ScreenProps } from '../../routes/screenProps';
import { StorePageDocument } from '../../catalog/documents';
import { PAGE_SIZE } from './exploreParams';
import { CONNECTION_ERROR, ProductGrid, ProductGridEmpty, ProductGridError, ProductGridSkeleton, useRetryOnError } from './ProductGrid';
import { notify } from '../../notify';
import { globalIdOf } from '../../lib/ids';
import { TalkToStoreButton } from '../../chat/TalkToStoreButton';

type StoreInfo = NonNullable<StorePageQuery['store']>;

/** Address, WhatsApp and the week's hours the store set at /vendor/settings. */
function StoreContact({ store }: { store: StoreInfo }) {
  if (!store.address && !store.whatsapp && store.openingHours.length === 0) return null;
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted" pt="1" data-testid="store-contact">
      {store.address && <Text>{formatAddress(store.address)}</Text>}
      {store.whatsapp && (
        <HStack gap="1">
          <WhatsAppIcon boxSize="4" />
          <a href={`https://wa.me/55${store.whatsapp}`} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
            WhatsApp da loja
          </a>
        </HStack>
      )}
      {store.openingHours.length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <ClockIcon boxSize="4" /> Horário de funcionamento
          </summary>
          <Stack gap="0" as="ul" m="0" p="0" pt="1">
            {openingHoursLines(store.openingHours).map((line) => (
              <Text as="li" key={line} listStyleType="none">
                {line}
              </Text>
            ))}
          </Stack>
        </details>
      )}
    </Stack>
  );
}

// Store page /loja/:lojaId: header (logo, name, city) and the store's public products,
// paged with 'Carregar mais'.

function StoreLogo({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Flex boxSize={{ base: '16', md: '20' }} rounded="2xl" bg="brand.subtle" color="brand.fg" align="center" justify="center" overflow="hidden" flexShrink={0} borderWidth="1px">
      {url && !failed ? (
        <Image src={url} alt={`Logo de ${name}`} w="full" h="full" objectFit="cover" onError={() => setFailed(true)} />
      ) : (
        <StoreIcon boxSize="8" aria-hidden />
      )}
    </Flex>
  );
}

export default function StorePage(_props: ScreenProps) {
  const { lojaId = '' } = useParams();
  const { data, loading, error, refetch, fetchMore } = useQuery(StorePageDocument, { variables: { id: globalIdOf('Store', lojaId), first: PAGE_SIZE } });
  const [loadingMore, setLoadingMore] = useState(false);
  const retry = () => void refetch().catch(() => undefined);
  useRetryOnError(error, retry);
  const store = data?.store;

  async function loadMore() {
    const cursor = store?.products.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const prev = previous.store;
          const next = fetchMoreResult?.store;
          if (!prev || !next) return previous;
          return { store: { ...prev, products: { ...next.products, edges: [...prev.products.edges, ...next.products.edges] } } };
        },
      });
    } catch {
      notify.error(CONNECTION_ERROR);
    } finally {
      setLoadingMore(false);
    }
  }

  if (data && !store) {
    return (
      <PageShell>
        <Container maxW="3xl" py={{ base: '16', md: '24' }}>
          <Stack gap="4" align="center" textAlign="center">
            <Heading as="h1" size="2xl">
              Loja não encontrada
            </Heading>
            <Text color="fg.muted">Esta loja não existe ou não está disponível no momento.</Text>
            <Button asChild>
              <RouterLink to="/explore">Explorar produtos</RouterLink>
            </Button>
          </Stack>
        </Container>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <Box bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          {store ? (
            <HStack gap={{ base: '4', md: '6' }} align="flex-start">
              <StoreLogo url={store.logoUrl} name={store.name} />
              <Stack gap="1" minW="0">
                <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                  {store.name}
                </Heading>
                {store.city && (
                  <HStack gap="1" color="fg.muted" fontSize="sm">
                    <MapPinIcon boxSize="4" />
                    <Text>{store.city}</Text>
                  </HStack>
                )}
                {store.description && (
                  <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                    {store.description}
                  </Text>
                )}
                <StoreContact store={store} />
                <TalkToStoreButton storeId={store.id} alignSelf="flex-start" mt="2" />
              </Stack>
            </HStack>
          ) : (
            <HStack gap="6" aria-busy="true">
              <Skeleton boxSize={{ base: '16', md: '20' }} rounded="2xl" />
              <Stack gap="2" flex="1">
                <Skeleton h="8" w="60%" />
                <Skeleton h="4" w="30%" />
              </Stack>
            </HStack>
          )}
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '6', md: '8' }}>
        <Stack gap="5">
          <Heading as="h2" size="lg">
            Produtos da loja
            {store && (
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md" ms="2">
                ({store.products.totalCount})
              </Text>
            )}
          </Heading>
          {error && !data ? (
            <ProductGridError onRetry={retry} />
          ) : loading && !store ? (
            <ProductGridSkeleton />
          ) : store && store.products.edges.length === 0 ? (
            <ProductGridEmpty title="Nenhum produto disponível" description="Esta loja ainda não tem produtos à venda." />
          ) : store ? (
            <ProductGrid
              products={store.products.edges.map((e) => e.node)}
              hasMore={store.products.pageInfo.hasNextPage}
              loadingMore={loadingMore}
              onLoadMore={() => void loadMore()}
            />
          ) : null}
        </Stack>
      </Container>
    </PageShell>
  );
}
