import { Badge, Button, HStack, Input, InputGroup, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@common/money';
import { PRODUCT_STATUS } from '@common/product-form';
import type { StockLevel, VendorProductRowFragment, VendorProductStatus } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { BoxIcon, PlusIcon, SearchIcon, UploadIcon } from '../../../ui/icons';
import { useSettled } from '../../../ui/filters';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Thumb } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { SetProductActiveDocument, VendorProductsDocument } from './documents';
import { PRODUCT_TEXTS, STATUS_COLORS, STATUS_FILTERS, STATUS_LABELS, STOCK_FILTERS, stockText } from './productForm';

// /vendor/products and /vendor/produtos 'Gerenciar Produtos': the store's products with search,
// status and stock filters, paging, the approval state (and the refusal reason), and the switch
// that takes an approved product off the marketplace at once.

type Row = VendorProductRowFragment;
const PAGE_SIZE = 20;

function StatusCell({ product }: { product: Row }) {
  const reason = product.statusReason ?? product.lastRejection?.reason;
  return (
    <Stack gap="1" align={{ base: 'flex-end', md: 'flex-start' }}>
      <HStack gap="1" wrap="wrap">
        <Badge colorPalette={STATUS_COLORS[product.status]} variant="subtle" size="sm">
          {STATUS_LABELS[product.status]}
        </Badge>
        {product.pendingRevision && product.status !== 'PENDING' && (
          <Badge colorPalette="orange" variant="outline" size="sm">
            {PRODUCT_TEXTS.pendingChange}
          </Badge>
        )}
      </HStack>
      {reason && (product.status === 'REJECTED' || !product.pendingRevision) && (
        <Text fontSize="xs" color="fg.error" maxW="56">
          Motivo: {reason}
        </Text>
      )}
    </Stack>
  );
}

function ActiveSwitch({ product }: { product: Row }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  if (!PRODUCT_STATUS.allows(product.status, 'deactivate')) return null;
  const active = product.status === 'APPROVED';
  async function toggle(checked: boolean) {
    setBusy(true);
    await submitMutation(async () => (await client.mutate({ mutation: SetProductActiveDocument, variables: { input: { id: product.id, active: checked } } })).data?.setProductActive, {
      failure: PRODUCT_TEXTS.toggleFailed,
    });
    setBusy(false);
  }
  return (
    <Switch.Root checked={active} disabled={busy} onCheckedChange={(e) => void toggle(e.checked)} colorPalette="brand" size="sm">
      <Switch.HiddenInput aria-label={`${active ? 'Desativar' : 'Ativar'} ${product.name}`} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="xs">{active ? 'Ativo' : 'Inativo'}</Switch.Label>
    </Switch.Root>
  );
}

export default function ProductsPage({ title }: ScreenProps) {
  const [search, setSearch] = useState('');
  const term = useSettled(search);
  const [status, setStatus] = useState<VendorProductStatus | ''>('');
  const [stock, setStock] = useState<StockLevel | ''>('');
  const { data, loading, refetch, fetchMore } = useQuery(VendorProductsDocument, {
    variables: { first: PAGE_SIZE, search: term || null, status: status || null, stock: stock || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.vendorProducts;
  const products = connection?.edges.map((e) => e.node) ?? [];
  const filtered = !!(term || status || stock);

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando produtos" count={4} h="20" />;
  else if (!connection) content = <LoadError message={PRODUCT_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (products.length === 0) {
    content = (
      <EmptyState
        icon={BoxIcon}
        title={filtered ? PRODUCT_TEXTS.noResults : PRODUCT_TEXTS.empty}
        hint={filtered ? undefined : PRODUCT_TEXTS.emptyHint}
        action={
          filtered ? undefined : (
            <Button asChild>
              <RouterLink to="/vendor/products/new">
                <PlusIcon />
                {PRODUCT_TEXTS.newProduct}
              </RouterLink>
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <DataList
        label="Produtos da loja"
        testId="vendor-product"
        rows={products}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Produto',
            primary: true,
            cell: (p) => (
              <HStack gap="3" minW="0">
                <Thumb src={p.thumbnailUrls[0]} alt={p.name} size="12" />
                <Text lineClamp={2}>{p.name}</Text>
              </HStack>
            ),
          },
          {
            header: 'Preço',
            cell: (p) => (
              <Text whiteSpace="nowrap">
                {formatMoney(p.unitPrice)}
                {p.unitPrice !== p.price && (
                  <Text as="span" fontSize="xs" color="fg.muted" textDecoration="line-through" ms="1">
                    {formatMoney(p.price)}
                  </Text>
                )}
              </Text>
            ),
          },
          {
            header: 'Estoque',
            cell: (p) => (
              <Text color={p.stockLevel === 'OUT' ? 'fg.error' : p.stockLevel === 'LOW' ? 'orange.700' : undefined} whiteSpace="nowrap">
                {stockText(p.stock, p.unit)}
              </Text>
            ),
          },
          { header: 'Situação', cell: (p) => <StatusCell product={p} /> },
        ]}
        actions={(p) => (
          <HStack gap="3" justify="flex-end">
            <ActiveSwitch product={p} />
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/vendor/products/edit/${p.databaseId}`} aria-label={`Editar ${p.name}`}>
                Editar
              </RouterLink>
            </Button>
          </HStack>
        )}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'produto' : 'produtos'}` : undefined}
      back={{ to: '/vendor', label: 'Portal do Vendedor' }}
      maxW="6xl"
      actions={
        <HStack gap="2">
          <Button asChild size={{ base: 'sm', md: 'md' }} variant="outline">
            <RouterLink to="/vendor/products/import">
              <UploadIcon />
              Planilha
            </RouterLink>
          </Button>
          <Button asChild size={{ base: 'sm', md: 'md' }}>
            <RouterLink to="/vendor/products/new">
              <PlusIcon />
              {PRODUCT_TEXTS.newProduct}
            </RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1">
          <Input placeholder="Buscar pelo nome" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar produto pelo nome" bg="bg" />
        </InputGroup>
        <HStack gap="3">
          <NativeSelect.Root flex="1" minW={{ md: '40' }}>
            <NativeSelect.Field aria-label="Filtrar por situação" value={status} onChange={(e) => setStatus(e.target.value as VendorProductStatus | '')} bg="bg">
              {STATUS_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root flex="1" minW={{ md: '48' }}>
            <NativeSelect.Field aria-label="Filtrar por estoque" value={stock} onChange={(e) => setStock(e.target.value as StockLevel | '')} bg="bg">
              {STOCK_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Stack>
      {content}
    </CommerceLayout>
  );
}
