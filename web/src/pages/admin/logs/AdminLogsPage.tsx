import { Badge, Box, Button, Grid, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { auditChanges } from '@common/audit-changes';
import { dayRange, formatDateTime } from '@common/dates';
import type { AuditKind, AuditLogsQuery, NotFoundLogsQuery } from '../../../gql/graphql';
import { notify } from '../../../notify';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { datedFileName, saveTextFile } from '../../../ui/download';
import { DownloadIcon, HistoryIcon, SearchIcon } from '../../../ui/icons';
import { useSettled } from '../../../ui/filters';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { AuditLogsCsvDocument, AuditLogsDocument, NotFoundLogsCsvDocument, NotFoundLogsDocument } from './documents';

// /admin/logs 'Logs': the audit trail (who did what, when, before → after and why), the security
// events (failed sign-ins, lockouts, admin promotions, blocked users) and the 404 log, filtered by
// period and text and exported as CSV (docs/decisions.md, "Logs").

type View = AuditKind | 'ALL' | 'NOT_FOUND';
type Filters = { search: string | null; from: string | null; to: string | null };
type Entry = AuditLogsQuery['auditLogs']['edges'][number]['node'];
type Visit = NotFoundLogsQuery['notFoundLogs']['edges'][number]['node'];

const VIEWS: { value: View; label: string }[] = [
  { value: 'ALL', label: 'Toda a auditoria' },
  { value: 'SECURITY', label: 'Eventos de segurança' },
  { value: 'ADMIN', label: 'Ações de administradores' },
  { value: 'STORE', label: 'Ações das lojas' },
  { value: 'ACCOUNT', label: 'Cadastros e logins' },
  { value: 'NOT_FOUND', label: 'Páginas não encontradas (404)' },
];

const PAGE = 30;

function person(p: { name: string; email: string } | null | undefined): string {
  return p ? `${p.name} (${p.email})` : '—';
}

/** Each change on its own line, in pt-BR: 'Preço: R$ 89,90 → R$ 92,50' (common/audit-changes.ts). */
function Changes({ entry }: { entry: Entry }) {
  const changes = auditChanges(entry.before, entry.after, entry.targetType);
  if (changes.length === 0) return '—';
  return (
    <Box as="ul" listStyleType="none" fontSize="sm" wordBreak="break-word" data-testid="audit-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <Text as="span" fontWeight="medium">
            {c.label}:
          </Text>{' '}
          {c.value}
        </li>
      ))}
    </Box>
  );
}

function AuditList({ kind, filters }: { kind: AuditKind | null; filters: Filters }) {
  const { data, loading, refetch, fetchMore } = useQuery(AuditLogsDocument, { variables: { first: PAGE, kind, ...filters }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const connection = data?.auditLogs;
  if (!connection && loading) return <ListSkeleton label="Carregando registros" count={4} h="24" />;
  if (!connection) return <LoadError message="Não foi possível carregar os registros." onRetry={() => void refetch().catch(() => undefined)} />;
  if (connection.edges.length === 0) return <EmptyState icon={HistoryIcon} title="Nenhum registro com esses filtros" />;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {connection.totalCount.toLocaleString('pt-BR')} {connection.totalCount === 1 ? 'registro' : 'registros'}
      </Text>
      <DataList<Entry>
        label="Registros de auditoria"
        testId="audit-entry"
        rows={connection.edges.map((e) => e.node)}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Evento',
            primary: true,
            cell: (e) => (
              <Stack gap="0.5">
                <Text>{e.label}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {formatDateTime(e.createdAt)}
                  {e.security && (
                    <Badge colorPalette="red" variant="subtle" size="xs" ms="2">
                      Segurança
                    </Badge>
                  )}
                </Text>
              </Stack>
            ),
          },
          { header: 'Quem fez', cell: (e) => <Text wordBreak="break-word">{person(e.actor)}</Text> },
          { header: 'Conta', cell: (e) => <Text wordBreak="break-word">{person(e.user)}</Text> },
          { header: 'Motivo', cell: (e) => e.reason ?? '—' },
          { header: 'Antes → depois', cell: (e) => <Changes entry={e} /> },
        ]}
      />
    </Stack>
  );
}

function NotFoundList({ filters }: { filters: Filters }) {
  const { data, loading, refetch, fetchMore } = useQuery(NotFoundLogsDocument, { variables: { first: PAGE, ...filters }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const connection = data?.notFoundLogs;
  if (!connection && loading) return <ListSkeleton label="Carregando o log de 404" count={4} h="16" />;
  if (!connection) return <LoadError message="Não foi possível carregar o log de 404." onRetry={() => void refetch().catch(() => undefined)} />;
  if (connection.edges.length === 0) return <EmptyState icon={HistoryIcon} title="Nenhuma página não encontrada com esses filtros" />;
  return (
    <DataList<Visit>
      label="Páginas não encontradas"
      testId="not-found-entry"
      rows={connection.edges.map((e) => e.node)}
      pageInfo={connection.pageInfo}
      onLoadMore={(after) => fetchMore({ variables: { after } })}
      columns={[
        { header: 'Endereço', primary: true, cell: (v) => <Text wordBreak="break-all">{v.path}</Text> },
        { header: 'Quando', cell: (v) => formatDateTime(v.createdAt) },
        { header: 'Veio de', cell: (v) => <Text wordBreak="break-all">{v.referrer ?? '—'}</Text> },
      ]}
    />
  );
}

function ExportButton({ view, filters }: { view: View; filters: Filters }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      if (view === 'NOT_FOUND') {
        const { data } = await client.query({ query: NotFoundLogsCsvDocument, variables: filters, fetchPolicy: 'network-only' });
        if (!data) throw new Error('sem dados');
        saveTextFile(data.notFoundLogsCsv, datedFileName('logs-404', new Date()));
      } else {
        const { data } = await client.query({ query: AuditLogsCsvDocument, variables: { kind: view === 'ALL' ? null : view, ...filters }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('sem dados');
        saveTextFile(data.auditLogsCsv, datedFileName('logs-auditoria', new Date()));
      }
    } catch {
      notify.error('Não foi possível exportar. Tente novamente.');
    }
    setBusy(false);
  }
  return (
    <Button variant="outline" size={{ base: 'sm', md: 'md' }} onClick={() => void download()} loading={busy} loadingText="Exportando...">
      <DownloadIcon />
      Exportar CSV
    </Button>
  );
}

export default function AdminLogsPage({ title }: ScreenProps) {
  const [view, setView] = useState<View>('ALL');
  const [search, setSearch] = useState('');
  const term = useSettled(search);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const filters: Filters = { search: term || null, ...dayRange(fromDay, toDay) };

  return (
    <CommerceLayout title={title} description="Auditoria, segurança e páginas não encontradas" back={{ to: '/admin', label: 'Painel administrativo' }} maxW="6xl" actions={<ExportButton view={view} filters={filters} />}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 2fr 1fr 1fr' }} gap="3">
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="O que mostrar" value={view} onChange={(e) => setView(e.target.value as View)} bg="bg">
            {VIEWS.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <InputGroup startElement={<SearchIcon boxSize="4" />}>
          <Input
            placeholder={view === 'NOT_FOUND' ? 'Parte do endereço' : 'Evento, motivo, id ou IP'}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Buscar nos registros"
            bg="bg"
          />
        </InputGroup>
        <InputGroup startAddon="De">
          <Input type="date" value={fromDay} onChange={(e) => setFromDay(e.target.value)} aria-label="Registros a partir de" bg="bg" />
        </InputGroup>
        <InputGroup startAddon="Até">
          <Input type="date" value={toDay} onChange={(e) => setToDay(e.target.value)} aria-label="Registros até" bg="bg" />
        </InputGroup>
      </Grid>
      {view === 'NOT_FOUND' ? <NotFoundList filters={filters} /> : <AuditList kind={view === 'ALL' ? null : view} filters={filters} />}
    </CommerceLayout>
  );
}
