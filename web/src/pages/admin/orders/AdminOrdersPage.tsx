import { Button, Grid, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dayRange, formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { STATUS_FLOW, STATUS_LABELS, type SubOrderStatus } from '@common/order-status';
import type { AdminOrdersQuery } from '../../../gql/graphql';
import { vendorOrderPath } from '../../../lib/ids';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { ReceiptIcon, SearchIcon } from '../../../ui/icons';
import { FilterSelect, useSettled } from '../../../ui/filters';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, StatusBadge } from '../../../ui/layout';
import { AdminOrderFiltersDocument, AdminOrdersDocument } from './documents';

// /admin/orders 'Pedidos': every sub-order of the marketplace, newest first, filtered by store,
// status, town, period and customer; 'Detalhes' opens the order sheet with its history (the
// store's detail screen, which admins may open for any store).

type Row = AdminOrdersQuery['vendorOrders']['edges'][number]['node'];

export default function AdminOrdersPage({ title }: ScreenProps) {
  const [status, setStatus] = useState('');
  const [storeId, setStoreId] = useState('');
  const [city, setCity] = useState('');
  const [search, setSearch] = useState('');
  const customer = useSettled(search);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const filters = useQuery(AdminOrderFiltersDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const { data, loading, refetch, fetchMore } = useQuery(AdminOrdersDocument, {
    variables: { first: 20, status: (status || null) as SubOrderStatus | null, storeId: storeId || null, city: city || null, customer: customer || null, ...dayRange(fromDay, toDay) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.vendorOrders;

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando pedidos" count={4} h="20" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar os pedidos." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) content = <EmptyState icon={ReceiptIcon} title="Nenhum pedido com esses filtros" />;
  else {
    content = (
      <DataList<Row>
        label="Pedidos"
        testId="admin-order"
        rows={connection.edges.map((e) => e.node)}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Pedido',
            primary: true,
            cell: (o) => (
              <Stack gap="0">
                <Text>#{o.orderNumber}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {formatDateTime(o.createdAt)}
                </Text>
              </Stack>
            ),
          },
          { header: 'Loja', cell: (o) => o.store.name },
          { header: 'Cliente', cell: (o) => o.customer?.name ?? 'Cliente não identificado' },
          { header: 'Cidade', cell: (o) => o.address.city },
          { header: 'Total', cell: (o) => <Text whiteSpace="nowrap">{formatMoney(o.total)}</Text> },
          { header: 'Situação', cell: (o) => <StatusBadge status={o.status} /> },
        ]}
        actions={(o) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={vendorOrderPath(o.id)} aria-label={`Detalhes do pedido ${o.orderNumber}`}>
              Detalhes
            </RouterLink>
          </Button>
        )}
      />
    );
  }

  const stores = filters.data?.adminStores.edges.map((e) => e.node) ?? [];
  const cities = filters.data?.orderCities ?? [];
  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount.toLocaleString('pt-BR')} ${connection.totalCount === 1 ? 'pedido' : 'pedidos'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <InputGroup startElement={<SearchIcon boxSize="4" />}>
          <Input placeholder="Nome do cliente" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar pelo cliente" bg="bg" />
        </InputGroup>
        <FilterSelect label="Filtrar por situação" value={status} onChange={setStatus} options={[{ value: '', label: 'Todas as situações' }, ...[...STATUS_FLOW, 'CANCELLED' as const].map((s) => ({ value: s, label: STATUS_LABELS[s] }))]} />
        <FilterSelect label="Filtrar por loja" value={storeId} onChange={setStoreId} options={[{ value: '', label: 'Todas as lojas' }, ...stores.map((s) => ({ value: s.id, label: s.name }))]} />
        <FilterSelect label="Filtrar por cidade" value={city} onChange={setCity} options={[{ value: '', label: 'Todas as cidades' }, ...cities.map((c) => ({ value: c, label: c }))]} />
        <InputGroup startAddon="De">
          <Input type="date" value={fromDay} onChange={(e) => setFromDay(e.target.value)} aria-label="Pedidos a partir de" bg="bg" />
        </InputGroup>
        <InputGroup startAddon="Até">
          <Input type="date" value={toDay} onChange={(e) => setToDay(e.target.value)} aria-label="Pedidos até" bg="bg" />
        </InputGroup>
      </Grid>
      {content}
    </CommerceLayout>
  );
}
