import { Badge, Box, Button, HStack, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RewardCardFieldsFragment } from '../../gql/graphql';
import { TagIcon } from '../../ui/icons';
import { EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { pointsText } from './components';
import { RewardsCatalogueDocument } from './documents';
import { LoadMoreButton } from '../../ui/LoadMoreButton';

export const CATALOGUE_PAGE_SIZE = 24;

export function stockText(stock: number): string {
  if (stock <= 0) return 'Esgotado';
  return stock === 1 ? '1 disponível' : `${stock} disponíveis`;
}

/** A reward of the catalogue: image, name, points and stock. */
export function RewardCard({ reward, balance }: { reward: RewardCardFieldsFragment; balance: number }) {
  const affordable = balance >= reward.points;
  return (
    <LinkBox as="li" listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden" shadow="xs" _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }} data-testid="reward-card">
      <Box aspectRatio={4 / 3} bg="gray.900" position="relative">
        <Image src={reward.imageUrl} alt={reward.name} w="full" h="full" objectFit="cover" loading="lazy" />
        <Badge position="absolute" top="2" left="2" size="sm" variant="solid" colorPalette="gray">
          {reward.category}
        </Badge>
      </Box>
      <Stack gap="1.5" p="3">
        <LinkOverlay asChild fontWeight="semibold" lineClamp={2}>
          <RouterLink to={`/rewards/detail/${reward.databaseId}`}>{reward.name}</RouterLink>
        </LinkOverlay>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="bold" color={affordable ? 'brand.fg' : 'fg.muted'}>
            {pointsText(reward.points)}
          </Text>
          <Text fontSize="xs" color={reward.stock > 0 ? 'fg.muted' : 'fg.error'}>
            {stockText(reward.stock)}
          </Text>
        </HStack>
      </Stack>
    </LinkBox>
  );
}

/** The catalogue of active rewards with category chips. */
export function RewardCatalogue({ balance }: { balance: number }) {
  const [category, setCategory] = useState<string | null>(null);
  const { data, previousData, loading, refetch, fetchMore } = useQuery(RewardsCatalogueDocument, {
    variables: { category, first: CATALOGUE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const shown = data ?? previousData;
  const categories = shown?.rewardCategories ?? [];
  const connection = data?.rewards;

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando recompensas" count={2} h="40" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as recompensas." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0)
    content = <EmptyState icon={TagIcon} title="Nenhuma recompensa disponível" hint={category ? 'Não há recompensas nesta categoria agora.' : 'Novas recompensas aparecem aqui em breve.'} />;
  else
    content = (
      <Stack gap="4">
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }} m="0" p="0" aria-label="Recompensas">
          {connection.edges.map(({ node }) => (
            <RewardCard key={node.id} reward={node} balance={balance} />
          ))}
        </SimpleGrid>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <Stack as="section" gap="3" aria-labelledby="catalogue-title">
      <Heading as="h2" size="lg" id="catalogue-title">
        Catálogo de recompensas
      </Heading>
      {categories.length > 0 && (
        <HStack gap="2" overflowX="auto" pb="1" role="group" aria-label="Categorias">
          {[null, ...categories].map((c) => {
            const active = c === category;
            return (
              <Button key={c ?? '__all'} size="sm" rounded="full" flexShrink={0} variant={active ? 'solid' : 'outline'} aria-pressed={active} onClick={() => setCategory(c)}>
                {c ?? 'Todas'}
              </Button>
            );
          })}
        </HStack>
      )}
      {content}
    </Stack>
  );
}
