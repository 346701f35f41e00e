import { Box, Button, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '@common/dates';
import { maskPhone } from '@common/masks';
import { REDEMPTION_MESSAGES, REFUSAL_REASON_MAX_LENGTH, type RedemptionStatusKey } from '@common/loyalty';
import type { RedemptionStatus } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { TagIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { POINTS_FORMAT, RedemptionStatusBadge, redemptionStatusLabel } from '../../loyalty/components';
import { AdminRedemptionUpdatedDocument, AdminRedemptionsDocument, ApproveRedemptionDocument, DeliverRedemptionDocument, RefuseRedemptionDocument } from './documents';
import { DataList } from '../../../ui/DataList';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { submitMutation, type MutationPayload } from '../../../ui/mutation';

const PAGE_SIZE = 30;
const STATUSES: RedemptionStatusKey[] = ['PENDING', 'APPROVED', 'REFUSED', 'DELIVERED'];

type Outcome = MutationPayload | null | undefined;

/** A request that fails (network, server) says so in these words. */
const UNEXPECTED = 'Erro inesperado';

/** /admin/redemptions: every customer's redemptions (cliente_nome, item, pontos, status, data, imagem_url), live. */
export default function AdminRedemptionsPage({ title }: ScreenProps) {
  const [status, setStatus] = useState<RedemptionStatus | null>(null);
  const { data, loading, refetch, fetchMore } = useQuery(AdminRedemptionsDocument, {
    variables: { status, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useSubscription(AdminRedemptionUpdatedDocument, {
    onData: ({ data: event }) => {
      const id = event.data?.adminRedemptionUpdated.id;
      if (id && !data?.adminRedemptions.edges.some((e) => e.node.id === id)) void refetch().catch(() => undefined);
    },
  });
  const [approve] = useMutation(ApproveRedemptionDocument);
  const [refuse] = useMutation(RefuseRedemptionDocument);
  const [deliver] = useMutation(DeliverRedemptionDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refusing_, setRefusing] = useState<{ id: string; name: string } | null>(null);
  const connection = data?.adminRedemptions;

  async function run(id: string, action: () => Promise<Outcome>, fallback: string) {
    setBusyId(id);
    const result = await submitMutation(action, { failure: UNEXPECTED, success: fallback });
    if (result.ok && status) void refetch().catch(() => undefined);
    setBusyId(null);
  }

  /** The reason is checked here (required, not too long); the dialog shows its error. */
  async function confirmRefusal(reason: string) {
    if (!refusing_) return { ok: false };
    const text = reason.trim();
    if (!text) return { ok: false, reasonError: REDEMPTION_MESSAGES.reasonRequired };
    if (text.length > REFUSAL_REASON_MAX_LENGTH) return { ok: false, reasonError: REDEMPTION_MESSAGES.reasonTooLong };
    const result = await submitMutation(
      async () => (await refuse({ variables: { input: { id: refusing_.id, reason: text } } })).data?.refuseRedemption,
      { failure: UNEXPECTED, success: REDEMPTION_MESSAGES.refused },
    );
    if (result.ok && status) void refetch().catch(() => undefined);
    return { ok: result.ok };
  }

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando resgates" count={4} h="14" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar os resgates." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) content = <EmptyState icon={TagIcon} title="Nenhum resgate encontrado" hint={status ? 'Não há resgates com este status.' : undefined} />;
  else
    content = (
      <DataList
        label="Resgates dos clientes"
        testId="admin-redemption"
        rows={connection.edges.map((e) => e.node)}
        rowProps={(r) => ({ 'data-id': r.databaseId })}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Imagem',
            tableOnly: true,
            cell: (r) => (
              <Box boxSize="10" rounded="md" overflow="hidden" bg="gray.900">
                <Image src={r.rewardImageUrl} alt={r.rewardName} w="full" h="full" objectFit="cover" />
              </Box>
            ),
          },
          {
            header: 'Item',
            primary: true,
            cell: (r) => (
              <>
                <Text lineClamp={2}>{r.rewardName}</Text>
                {r.status === 'REFUSED' && r.refusalReason && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    Motivo: {r.refusalReason}
                  </Text>
                )}
              </>
            ),
          },
          { header: 'Cliente', cell: (r) => r.customerName },
          {
            // Where and to whom a physical reward goes: the customer's principal address and phone.
            header: 'Entrega',
            cell: (r) => (
              <Stack gap="0.5" fontSize="sm" data-testid="redemption-delivery">
                <Text wordBreak="break-word">{r.deliveryAddress ?? 'Sem endereço principal cadastrado'}</Text>
                <Text color="fg.muted">{r.customerPhone ? `Telefone: ${maskPhone(r.customerPhone)}` : 'Sem telefone'}</Text>
              </Stack>
            ),
          },
          { header: 'Pontos', align: 'end', cell: (r) => POINTS_FORMAT.format(r.points) },
          { header: 'Status', cell: (r) => <RedemptionStatusBadge status={r.status} size="sm" /> },
          { header: 'Data', cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
        ]}
        actions={(r) => (
          <>
          {r.status === 'PENDING' && (
            <>
              <Button size="xs" colorPalette="green" loading={busyId === r.id} onClick={() => void run(r.id, async () => (await approve({ variables: { input: { id: r.id } } })).data?.approveRedemption, REDEMPTION_MESSAGES.approved)}>
                Aprovar
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busyId === r.id}
                onClick={() => setRefusing({ id: r.id, name: r.rewardName })}
              >
                Recusar
              </Button>
            </>
          )}
          {r.status === 'APPROVED' && (
            <Button size="xs" colorPalette="blue" loading={busyId === r.id} onClick={() => void run(r.id, async () => (await deliver({ variables: { input: { id: r.id } } })).data?.markRedemptionDelivered, REDEMPTION_MESSAGES.delivered)}>
              Marcar como entregue
            </Button>
          )}
          </>
        )}
      />
    );

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'resgate' : 'resgates'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      actions={
        <NativeSelect.Root size="sm" w="48">
          <NativeSelect.Field aria-label="Filtrar por status" value={status ?? ''} onChange={(e) => setStatus((e.target.value || null) as RedemptionStatus | null)}>
            <option value="">Todos os status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {redemptionStatusLabel(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      maxW="6xl"
    >
      {content}
      <ReasonDialog
        key={refusing_?.id ?? 'none'}
        open={!!refusing_}
        title="Recusar resgate"
        note={`${refusing_?.name ?? ''}: os pontos voltam para o saldo do cliente.`}
        reasonLabel="Motivo da recusa"
        maxLength={REFUSAL_REASON_MAX_LENGTH + 50}
        confirmLabel="Recusar resgate"
        busyLabel="Recusando..."
        onConfirm={confirmRefusal}
        onClose={() => setRefusing(null)}
      />
    </CommerceLayout>
  );
}
