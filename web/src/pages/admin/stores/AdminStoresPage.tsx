import { Badge, Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatAddress } from '@common/address';
import { formatDate } from '@common/dates';
import { maskCnpj, maskPhone } from '@common/masks';
import { STORE_APPROVAL, type StoreDecision } from '@common/approvals';
import { STORE_STATUS_LABELS } from '@common/store-status';
import type { AdminStoreRowFragment, StoreStatus } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { SearchIcon, StoreIcon } from '../../../ui/icons';
import { FilterSelect, useSettled } from '../../../ui/filters';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { AdminStoresDocument, DecideStoreDocument } from './documents';

// /admin/stores 'Lojas': the partner stores, pending ones first; the admin approves or refuses a
// new store, suspends an approved one and reactivates it (docs/decisions.md, "Lojas (admin)").
// Refusing and suspending ask for a reason: the owner reads it on the vendor home.

type Row = AdminStoreRowFragment;
type Filter = StoreStatus | '';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'PENDING', label: 'Em análise' },
  { value: 'APPROVED', label: 'Aprovadas' },
  { value: 'SUSPENDED', label: 'Suspensas' },
  { value: 'REJECTED', label: 'Recusadas' },
  { value: '', label: 'Todas' },
];

const STATUS_COLORS: Record<StoreStatus, string> = { PENDING: 'orange', APPROVED: 'green', ACTIVE: 'green', SUSPENDED: 'red', REJECTED: 'gray' };

function useDecide() {
  const client = useApolloClient();
  return (store: Row, decision: StoreDecision, reason?: string) =>
    submitMutation(
      async () =>
        (await client.mutate({ mutation: DecideStoreDocument, variables: { input: { id: store.id, decision, reason } }, refetchQueries: [AdminStoresDocument] })).data?.decideStore,
      { failure: 'Não foi possível salvar a decisão. Tente novamente.', fields: ['reason'] },
    );
}

function DecisionDialog({ target, onClose }: { target: { store: Row; decision: 'REJECT' | 'SUSPEND' } | null; onClose: () => void }) {
  const decide = useDecide();
  const label = target ? STORE_APPROVAL.decisions[target.decision].label : '';
  return (
    <ReasonDialog
      open={!!target}
      title={`${label} loja?`}
      subject={target?.store.name}
      note={target?.decision === 'SUSPEND' ? 'Os produtos da loja saem do marketplace na hora, até a loja ser reativada.' : undefined}
      confirmLabel={label}
      busyLabel={target?.decision === 'SUSPEND' ? 'Suspendendo...' : 'Recusando...'}
      reasonLabel="Motivo (o dono da loja vê)"
      placeholder="Ex.: CNPJ não confere com a Receita"
      onConfirm={async (reason) => {
        if (!target) return { ok: false };
        const result = await decide(target.store, target.decision, reason);
        return { ok: result.ok, reasonError: result.fieldErrors.reason };
      }}
      onClose={onClose}
    />
  );
}

function DirectButton({ store, decision }: { store: Row; decision: 'APPROVE' | 'REACTIVATE' }) {
  const decide = useDecide();
  const [busy, setBusy] = useState(false);
  const label = STORE_APPROVAL.decisions[decision].label;
  return (
    <Button
      size="xs"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await decide(store, decision);
        setBusy(false);
      }}
      aria-label={`${label} ${store.name}`}
    >
      {label}
    </Button>
  );
}

export default function AdminStoresPage({ title }: ScreenProps) {
  const [status, setStatus] = useState<Filter>('PENDING');
  const [search, setSearch] = useState('');
  const term = useSettled(search);
  const [asking, setAsking] = useState<{ store: Row; decision: 'REJECT' | 'SUSPEND' } | null>(null);
  const { data, loading, refetch, fetchMore } = useQuery(AdminStoresDocument, {
    variables: { first: 20, status: status || null, search: term || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.adminStores;
  const stores = connection?.edges.map((e) => e.node) ?? [];

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando lojas" count={3} h="20" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as lojas." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (stores.length === 0) {
    content = (
      <EmptyState
        icon={StoreIcon}
        title={term ? 'Nenhuma loja encontrada' : status === 'PENDING' ? 'Nenhuma loja aguardando análise' : 'Nenhuma loja nesta situação'}
        hint={status === 'PENDING' && !term ? 'Lojistas que se cadastram aparecem aqui para aprovação.' : undefined}
      />
    );
  } else {
    content = (
      <DataList
        label="Lojas"
        testId="admin-store"
        rows={stores}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Loja',
            primary: true,
            cell: (s) => (
              <Stack gap="0" minW="0">
                <Text lineClamp={2}>{s.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {s.cnpj && `CNPJ ${maskCnpj(s.cnpj)}`}
                </Text>
              </Stack>
            ),
          },
          {
            header: 'Dono',
            cell: (s) => (
              <Stack gap="0" fontSize="sm" minW="0" align={{ base: 'flex-end', md: 'flex-start' }}>
                <Text>{s.owner.name}</Text>
                <Text color="fg.muted" wordBreak="break-all">
                  {s.owner.email}
                </Text>
                <Text color="fg.muted">{maskPhone(s.owner.phone)}</Text>
              </Stack>
            ),
          },
          // Where the store is, on the card the admin decides from (issue 51).
          { header: 'Cidade', cell: (s) => (s.address ? `${s.address.city} - ${s.address.state}` : (s.city ?? 'Não informada')) },
          {
            header: 'Endereço',
            cell: (s) => (
              <Text fontSize="sm" wordBreak="break-word" data-testid="store-address">
                {s.address ? formatAddress(s.address) : 'Não informado'}
              </Text>
            ),
          },
          { header: 'Produtos', cell: (s) => s.productCount.toLocaleString('pt-BR') },
          { header: 'Cadastro', cell: (s) => formatDate(s.createdAt) },
          {
            header: 'Situação',
            cell: (s) => (
              <Stack gap="1" align={{ base: 'flex-end', md: 'flex-start' }}>
                <Badge colorPalette={STATUS_COLORS[s.status]} variant="subtle" size="sm">
                  {STORE_STATUS_LABELS[s.status]}
                </Badge>
                {s.statusReason && (
                  <Text fontSize="xs" color="fg.muted" maxW="56">
                    Motivo: {s.statusReason}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
        actions={(s) => (
          <HStack gap="2" justify="flex-end">
            {STORE_APPROVAL.decisionsFor(s.status).map((decision) =>
              decision === 'APPROVE' || decision === 'REACTIVATE' ? (
                <DirectButton key={decision} store={s} decision={decision} />
              ) : (
                <Button key={decision} size="xs" variant="outline" colorPalette="red" onClick={() => setAsking({ store: s, decision })} aria-label={`${STORE_APPROVAL.decisions[decision].label} ${s.name}`}>
                  {STORE_APPROVAL.decisions[decision].label}
                </Button>
              ),
            )}
          </HStack>
        )}
      />
    );
  }

  const filterLabel = FILTERS.find((f) => f.value === status)!.label.toLowerCase();
  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount.toLocaleString('pt-BR')} ${connection.totalCount === 1 ? 'loja' : 'lojas'} · ${filterLabel}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1">
          <Input placeholder="Loja, dono, e-mail ou CNPJ" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar loja" bg="bg" />
        </InputGroup>
        <FilterSelect label="Filtrar por situação" value={status} onChange={setStatus} options={FILTERS} maxW="xs" />
      </Stack>
      {content}
      <DecisionDialog target={asking} onClose={() => setAsking(null)} />
    </CommerceLayout>
  );
}
