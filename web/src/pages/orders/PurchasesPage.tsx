// /compras: every purchase in one list, newest first — online orders (status, link to the order)
// and in-store purchases credited by stores — each with its points.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { graphql } from '../../gql';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { BagIcon } from '../../ui/icons';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { databaseIdOf } from '../../lib/ids';
import { pointsText } from '../loyalty/components';

export const PurchasesDocument = graphql(`
  query Purchases($before: String) {
    viewer {
      id
      purchases(first: 20, before: $before) {
        items {
          id
          kind
          date
          storeNames
          total
          points
          statusLabel
          orderNumber
          orderId
        }
        nextCursor
      }
    }
  }
`);

export default function PurchasesPage({ title }: ScreenProps) {
  const { data, loading, refetch, fetchMore } = useQuery(PurchasesDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const page = data?.viewer?.purchases;

  const loadMore = (before: string | null | undefined) =>
    fetchMore({
      variables: { before },
      updateQuery: (previous, { fetchMoreResult }) => {
        const [old, next] = [previous.viewer?.purchases, fetchMoreResult.viewer?.purchases];
        if (!previous.viewer || !old || !next) return previous;
        return { ...previous, viewer: { ...previous.viewer, purchases: { ...next, items: [...old.items, ...next.items] } } };
      },
    });

  let content;
  if (!page && loading) content = <ListSkeleton label="Carregando compras" count={4} h="20" />;
  else if (!page) content = <LoadError message="Não foi possível carregar suas compras." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (page.items.length === 0)
    content = <EmptyState icon={BagIcon} title="Nenhuma compra ainda" hint="Seus pedidos pelo app e as compras creditadas nas lojas parceiras aparecem aqui." />;
  else
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="2" m="0" p="0" aria-label="Compras">
          {page.items.map((p) => (
            <HStack as="li" key={p.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" justify="space-between" align="flex-start" gap="3" data-testid="purchase">
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={p.kind === 'ONLINE' ? 'blue' : 'purple'}>{p.kind === 'ONLINE' ? 'Pedido online' : 'Loja física'}</Badge>
                  {p.statusLabel && <Badge colorPalette="gray">{p.statusLabel}</Badge>}
                </HStack>
                <Text fontWeight="semibold" lineClamp={2}>
                  {p.storeNames.join(', ') || 'Loja parceira'}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatMoney(p.total)} · {formatDateTime(p.date)}
                </Text>
                {p.orderId && (
                  <Text asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/order/${databaseIdOf(p.orderId)}`}>Pedido nº {p.orderNumber}</RouterLink>
                  </Text>
                )}
              </Stack>
              <Text fontWeight="bold" color={p.points > 0 ? 'green.700' : 'fg.muted'} whiteSpace="nowrap">
                {pointsText(p.points)}
              </Text>
            </HStack>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={{ hasNextPage: !!page.nextCursor, endCursor: page.nextCursor }} onLoadMore={loadMore} />
      </Stack>
    );
  return (
    <CommerceLayout title={title} description="Pedidos pelo app e compras nas lojas parceiras, com os pontos de cada uma." back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
