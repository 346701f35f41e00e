import { Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatDate } from '@common/dates';
import { pointsText } from '@common/loyalty';
import { maskPhone } from '@common/masks';
import { formatMoney } from '@common/money';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { SearchIcon, UsersIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { VendorCustomersDocument } from './documents';

// /vendor/customers 'Clientes': who bought from this store — orders, spending, last order and the
// points earned here. Only this store's sales: a customer's purchases elsewhere never show.

export default function CustomersPage({ title }: ScreenProps) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const { data, loading, refetch, fetchMore } = useQuery(VendorCustomersDocument, {
    variables: { first: 20, search: term || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.vendorCustomers;
  // Offset cursors: the row's cursor is its identity within this list.
  const customers = connection?.edges.map((e) => ({ ...e.node, id: e.cursor })) ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando clientes" count={4} h="16" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar os clientes." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (customers.length === 0) {
    content = (
      <EmptyState
        icon={UsersIcon}
        title={term ? 'Nenhum cliente encontrado' : 'Nenhum cliente ainda'}
        hint={term ? undefined : 'Quem comprar da sua loja pelo Clube Local aparece aqui, com pedidos, gastos e pontos.'}
      />
    );
  } else {
    content = (
      <DataList
        label="Clientes da loja"
        testId="vendor-customer"
        rows={customers}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Cliente',
            primary: true,
            cell: (c) => (
              <Stack gap="0">
                <Text>{c.name}</Text>
                {c.phone && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {maskPhone(c.phone)}
                  </Text>
                )}
              </Stack>
            ),
          },
          { header: 'Pedidos', cell: (c) => c.ordersCount.toLocaleString('pt-BR') },
          { header: 'Total gasto', cell: (c) => formatMoney(c.totalSpent) },
          { header: 'Último pedido', cell: (c) => formatDate(c.lastOrderAt) },
          { header: 'Pontos ganhos aqui', cell: (c) => pointsText(c.pointsEarned) },
        ]}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'cliente' : 'clientes'}` : undefined}
      back={{ to: '/vendor', label: 'Portal do Vendedor' }}
      maxW="5xl"
    >
      <InputGroup startElement={<SearchIcon boxSize="4" />} maxW={{ md: 'sm' }}>
        <Input placeholder="Buscar pelo nome" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar cliente pelo nome" bg="bg" />
      </InputGroup>
      {content}
    </CommerceLayout>
  );
}
