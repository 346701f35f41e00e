import { Button, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import type { ScreenProps } from '../../routes/screenProps';
import { MyOrdersDocument } from './documents';
import { ReceiptIcon } from '../../ui/icons';
import { orderPath } from './orderLive';
import { itemsText, paymentLabel } from './status';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, StatusBadge } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';

export const ORDERS_PAGE_SIZE = 10;

export const ORDERS_TEXTS = {
  empty: 'Você ainda não fez pedidos',
  emptyHint: 'Quando você comprar nas lojas do Clube Local, seus pedidos aparecem aqui.',
  loadError: 'Não foi possível carregar seus pedidos.',
  more: 'Carregar mais pedidos',
} as const;

/** /profile/orders and /orders: the customer's orders, newest first, with each store's status. */
export default function OrdersPage({ title }: ScreenProps) {
  const { pathname } = useLocation();
  const underProfile = pathname.startsWith('/profile');
  const { data, loading, refetch, fetchMore } = useQuery(MyOrdersDocument, {
    variables: { first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.viewer?.orders;

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando pedidos" count={3} />;
  else if (!connection) content = <LoadError message={ORDERS_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) {
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={ORDERS_TEXTS.empty}
        hint={ORDERS_TEXTS.emptyHint}
        action={
          <Button asChild>
            <RouterLink to="/explore">Explorar produtos</RouterLink>
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="3" m="0" p="0" aria-label="Pedidos">
          {connection.edges.map(({ node: order }) => {
            const units = order.subOrders.reduce((sum, s) => sum + s.items.reduce((n, i) => n + i.quantity, 0), 0);
            return (
              <LinkBox as="li" key={order.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '5' }} shadow="xs" _hover={{ borderColor: 'brand.emphasized' }} data-testid="order-card">
                <Stack gap="3">
                  <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                    <Stack gap="0">
                      <LinkOverlay asChild fontWeight="bold" fontSize="md">
                        <RouterLink to={orderPath(order.databaseId, pathname)}>Pedido #{order.number}</RouterLink>
                      </LinkOverlay>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(order.createdAt)} · {itemsText(units)} · {paymentLabel(order.paymentMethod)}
                      </Text>
                    </Stack>
                    <Text fontWeight="bold" fontSize="lg">
                      {formatMoney(order.total)}
                    </Text>
                  </HStack>
                  <Stack gap="1.5">
                    {order.subOrders.map((subOrder) => (
                      <HStack key={subOrder.id} justify="space-between" gap="3" fontSize="sm">
                        <Text color="fg.muted" truncate>
                          {subOrder.store.name}
                        </Text>
                        <StatusBadge status={subOrder.status} />
                      </HStack>
                    ))}
                  </Stack>
                </Stack>
              </LinkBox>
            );
          })}
        </Stack>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} label={ORDERS_TEXTS.more} />
      </Stack>
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection && connection.totalCount > 0 ? `${connection.totalCount} ${connection.totalCount === 1 ? 'pedido' : 'pedidos'}` : undefined}
      back={underProfile ? { to: '/profile', label: 'Perfil' } : null}
      maxW="3xl"
    >
      {content}
    </CommerceLayout>
  );
}
