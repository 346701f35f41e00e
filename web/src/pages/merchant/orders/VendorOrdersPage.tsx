import { Button, Grid, HStack, Input, InputGroup, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { dayRange, formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { isStoreRole } from '@common/roles';
import type { SubOrderStatus } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { useSession } from '../../../session/SessionProvider';
import { ReceiptIcon, SearchIcon } from '../../../ui/icons';
import { itemsText, paymentLabel, STATUS_FLOW, statusLabel } from '../../orders/status';
import { vendorOrderPath } from '../../../lib/ids';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, StatusBadge } from '../../../ui/layout';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';
import { StoreOrderUpdatedDocument, VendorOrdersDocument } from './documents';

export const VENDOR_ORDERS_PAGE_SIZE = 20;

export const VENDOR_ORDERS_TEXTS = {
  empty: 'Nenhum pedido por aqui',
  emptyHint: 'Os pedidos dos seus clientes aparecem nesta lista assim que são feitos.',
  emptyFiltered: (label: string) => `Nenhum pedido com o status "${label}".`,
  loadError: 'Não foi possível carregar os pedidos da loja.',
  emptySearch: 'Nenhum pedido com esses filtros.',
  more: 'Carregar mais pedidos',
  all: 'Todos',
} as const;

const FILTERS: readonly (SubOrderStatus | null)[] = [null, ...STATUS_FLOW, 'CANCELLED'];

function isStatus(value: string | null): value is SubOrderStatus {
  return !!value && (FILTERS as readonly (string | null)[]).includes(value);
}

/** /vendor/orders: the store owner's sub-orders, newest first, filtered by status, live. */
export default function VendorOrdersPage({ title }: ScreenProps) {
  const { viewer } = useSession();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const [customerText, setCustomerText] = useState('');
  const [customer, setCustomer] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setCustomer(customerText.trim()), 300);
    return () => clearTimeout(timer);
  }, [customerText]);
  const range = dayRange(fromDay, toDay);
  const { data, loading, refetch, fetchMore, error } = useQuery(VendorOrdersDocument, {
    variables: { first: VENDOR_ORDERS_PAGE_SIZE, status, customer: customer || null, from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.vendorOrders;

  // New orders and status changes of the owner's stores: a change lands on the cached SubOrder; a
  // new order (not in the list yet) brings the first page again. Lojistas and vendedores own stores.
  useSubscription(StoreOrderUpdatedDocument, {
    skip: !isStoreRole(viewer?.role),
    onData: ({ data: event }) => {
      const changed = event.data?.storeOrderUpdated;
      if (!changed) return;
      const known = connection?.edges.some((edge) => edge.node.id === changed.id);
      if (!known) void client.refetchQueries({ include: [VendorOrdersDocument] }).catch(() => undefined);
    },
    onError: () => undefined,
  });

  const filters = (
    <HStack gap="2" overflowX="auto" pb="1" role="group" aria-label="Filtrar por status" css={{ scrollbarWidth: 'thin' }}>
      {FILTERS.map((value) => {
        const active = value === status;
        return (
          <Button
            key={value ?? 'all'}
            size="sm"
            flexShrink={0}
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            onClick={() => {
              const next = new URLSearchParams(params);
              if (value) next.set('status', value);
              else next.delete('status');
              setParams(next, { replace: true });
            }}
          >
            {value ? statusLabel(value) : VENDOR_ORDERS_TEXTS.all}
          </Button>
        );
      })}
    </HStack>
  );

  const searchFields = (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' }} gap="2">
      <InputGroup startElement={<SearchIcon boxSize="4" />} gridColumn={{ base: 'auto', sm: 'span 2', md: 'auto' }}>
        <Input placeholder="Buscar pelo cliente" value={customerText} onChange={(e) => setCustomerText(e.target.value)} aria-label="Buscar pelo nome do cliente" bg="bg" />
      </InputGroup>
      <InputGroup startAddon="De">
        <Input type="date" value={fromDay} onChange={(e) => setFromDay(e.target.value)} aria-label="Pedidos a partir de" bg="bg" />
      </InputGroup>
      <InputGroup startAddon="Até">
        <Input type="date" value={toDay} onChange={(e) => setToDay(e.target.value)} aria-label="Pedidos até" bg="bg" />
      </InputGroup>
    </Grid>
  );
  const filtered = !!(status || customer || range.from || range.to);

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando pedidos" count={3} />;
  else if (!connection) content = <LoadError message={VENDOR_ORDERS_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) {
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={VENDOR_ORDERS_TEXTS.empty}
        hint={status ? VENDOR_ORDERS_TEXTS.emptyFiltered(statusLabel(status)) : filtered ? VENDOR_ORDERS_TEXTS.emptySearch : VENDOR_ORDERS_TEXTS.emptyHint}
      />
    );
  } else {
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="3" m="0" p="0" aria-label="Pedidos da loja">
          {connection.edges.map(({ node }) => (
            <LinkBox as="li" key={node.id} listStyleType="none" bg="bg" borderWidth="1px" borderColor={node.status === 'PENDING' ? 'yellow.300' : 'border.muted'} rounded="xl" p={{ base: '4', md: '5' }} shadow="xs" _hover={{ borderColor: 'brand.emphasized' }} data-testid="vendor-order-card">
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Stack gap="0.5" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <LinkOverlay asChild fontWeight="bold">
                      <RouterLink to={vendorOrderPath(node.id)}>Pedido #{node.orderNumber}</RouterLink>
                    </LinkOverlay>
                    <StatusBadge status={node.status} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {node.customer.name} · {formatDateTime(node.createdAt)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {node.store.name} · {itemsText(node.items.reduce((n, i) => n + i.quantity, 0))} · {paymentLabel(node.paymentMethod)}
                  </Text>
                </Stack>
                <Text fontWeight="bold" fontSize="lg">
                  {formatMoney(node.total)}
                </Text>
              </HStack>
            </LinkBox>
          ))}
        </Stack>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} label={VENDOR_ORDERS_TEXTS.more} />
      </Stack>
    );
  }

  return (
    <CommerceLayout title={title} description="Confirme, prepare e entregue os pedidos dos seus clientes." back={{ to: '/vendor', label: 'Portal do Vendedor' }} maxW="4xl">
      {filters}
      {searchFields}
      {error && connection ? <LoadError message={VENDOR_ORDERS_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} /> : null}
      {content}
    </CommerceLayout>
  );
}
