import { Badge, Button, Checkbox, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatDateTime } from '@common/dates';
import { formatMoney } from '@common/money';
import { thumbnailOf } from '@common/product-form';
import type { ProductApprovalsQuery, ProductRevisionStatus } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { CheckCircleIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Thumb } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { POINTS_FORMAT } from '../../loyalty/components';
import { notify } from '../../../notify';
import { ApproveProductChangesDocument, DecideProductApprovalDocument, ProductApprovalsDocument } from './documents';

// /admin/products 'Produtos': the approval queue of the stores' products — new products and changes
// to the name, prices, promotion or photos of approved ones (docs/decisions.md, "Produtos da loja").
// The admin approves, or refuses with a reason the store sees.

type Approval = ProductApprovalsQuery['productApprovals']['edges'][number]['node'];

const FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  price: 'preço',
  promoPrice: 'preço promocional',
  promoActive: 'promoção',
  promoStartsAt: 'início da promoção',
  promoEndsAt: 'fim da promoção',
  images: 'fotos',
};

const STATUS_OPTIONS: { value: ProductRevisionStatus; label: string }[] = [
  { value: 'PENDING', label: 'Aguardando' },
  { value: 'APPROVED', label: 'Aprovados' },
  { value: 'REJECTED', label: 'Recusados' },
];

/** 'Produto novo' or 'Alteração: nome, preço'. */
export function approvalKindText(approval: Pick<Approval, 'isNewProduct' | 'changedFields'>): string {
  return approval.isNewProduct ? 'Produto novo' : `Alteração: ${approval.changedFields.map((f) => FIELD_LABELS[f] ?? f).join(', ')}`;
}

function Proposal({ approval }: { approval: Approval }) {
  const { proposed, product } = approval;
  const lines: string[] = [];
  if (proposed.name != null && (approval.isNewProduct || proposed.name !== product.name)) lines.push(approval.isNewProduct ? proposed.name : `${product.name} → ${proposed.name}`);
  if (proposed.price != null) lines.push(approval.isNewProduct ? formatMoney(proposed.price) : `${formatMoney(product.price)} → ${formatMoney(proposed.price)}`);
  if (proposed.promoPrice != null) lines.push(`Promoção: ${formatMoney(proposed.promoPrice)}`);
  const photos = (n: number) => `${n} ${n === 1 ? 'foto' : 'fotos'}`;
  if (proposed.images) lines.push(approval.isNewProduct ? photos(proposed.images.length) : `Fotos: ${photos(product.thumbnailUrls.length)} → ${photos(proposed.images.length)}`);
  return (
    <Stack gap="1" fontSize="sm" align={{ base: 'flex-end', md: 'flex-start' }}>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {proposed.images && !approval.isNewProduct && (
        <HStack gap="1" wrap="wrap" aria-label="Fotos novas">
          {proposed.images.slice(0, 4).map((url, i) => (
            <Thumb key={url} src={thumbnailOf(url)} alt={`Foto nova ${i + 1}`} size="10" />
          ))}
        </HStack>
      )}
    </Stack>
  );
}

function RefuseDialog({ approval, onClose }: { approval: Approval | null; onClose: () => void }) {
  const client = useApolloClient();
  return (
    <ReasonDialog
      open={!!approval}
      title={`Recusar ${approval?.isNewProduct ? 'produto' : 'alteração'}?`}
      subject={approval?.product.name}
      confirmLabel="Recusar"
      busyLabel="Recusando..."
      reasonLabel="Motivo (a loja vê)"
      placeholder="Ex.: a foto não mostra o produto"
      onConfirm={async (reason) => {
        if (!approval) return { ok: false };
        const { id } = approval;
        const result = await submitMutation(
          async () =>
            (await client.mutate({ mutation: DecideProductApprovalDocument, variables: { input: { id, approve: false, reason } }, refetchQueries: [ProductApprovalsDocument] }))
              .data?.decideProductApproval,
          { failure: 'Não foi possível recusar. Tente novamente.', fields: ['reason'] },
        );
        return { ok: result.ok, reasonError: result.fieldErrors.reason };
      }}
      onClose={onClose}
    />
  );
}

function ApproveButton({ approval }: { approval: Approval }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    await submitMutation(
      async () =>
        (await client.mutate({ mutation: DecideProductApprovalDocument, variables: { input: { id: approval.id, approve: true } }, refetchQueries: [ProductApprovalsDocument] })).data
          ?.decideProductApproval,
      { failure: 'Não foi possível aprovar. Tente novamente.' },
    );
    setBusy(false);
  }
  return (
    <Button size="xs" loading={busy} onClick={() => void approve()} aria-label={`Aprovar ${approval.product.name}`}>
      Aprovar
    </Button>
  );
}

function BulkApprove({ approvals, selected, onSelect }: { approvals: Approval[]; selected: Set<string>; onSelect: (ids: Set<string>) => void }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const all = approvals.length > 0 && approvals.every((a) => selected.has(a.id));
  async function approve() {
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: ApproveProductChangesDocument, variables: { ids: [...selected] }, refetchQueries: [ProductApprovalsDocument] })).data?.approveProductChanges,
      { failure: 'Não foi possível aprovar. Tente novamente.' },
    );
    // Some may have been decided meanwhile: their messages are toasted; the approved leave the queue.
    if (result.payload?.approved) notify.success(result.payload.message ?? '');
    setBusy(false);
    onSelect(new Set());
  }
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="lg" px="4" py="2">
      <Checkbox.Root checked={all} onCheckedChange={(e) => onSelect(e.checked === true ? new Set(approvals.map((a) => a.id)) : new Set())}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Selecionar todos desta página</Checkbox.Label>
      </Checkbox.Root>
      <Button size="sm" onClick={() => void approve()} disabled={selected.size === 0} loading={busy} loadingText="Aprovando...">
        Aprovar selecionados ({selected.size})
      </Button>
    </HStack>
  );
}

export default function AdminProductsPage({ title }: ScreenProps) {
  const [status, setStatus] = useState<ProductRevisionStatus>('PENDING');
  const [refusing, setRefusing] = useState<Approval | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { data, loading, refetch, fetchMore } = useQuery(ProductApprovalsDocument, {
    variables: { first: 20, status },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.productApprovals;
  const approvals = connection?.edges.map((e) => e.node) ?? [];

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando aprovações" count={3} h="20" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as aprovações." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (approvals.length === 0) {
    content = <EmptyState icon={CheckCircleIcon} title={status === 'PENDING' ? 'Nada aguardando aprovação' : 'Nenhuma decisão ainda'} hint={status === 'PENDING' ? 'Produtos novos e alterações das lojas aparecem aqui.' : undefined} />;
  } else {
    content = (
      <DataList
        label="Aprovações de produtos"
        testId="product-approval"
        rows={approvals}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Produto',
            primary: true,
            cell: (a) => (
              <HStack gap="3" minW="0">
                <Thumb src={(a.proposed.images?.[0] && thumbnailOf(a.proposed.images[0])) ?? a.product.thumbnailUrls[0]} alt={a.product.name} size="12" />
                <Stack gap="0" minW="0">
                  <Text lineClamp={2}>{a.proposed.name ?? a.product.name}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {a.store.name}
                  </Text>
                </Stack>
              </HStack>
            ),
          },
          {
            header: 'Pedido',
            cell: (a) => (
              <Badge colorPalette={a.isNewProduct ? 'blue' : 'orange'} variant="subtle" size="sm" whiteSpace="normal" textAlign="start">
                {approvalKindText(a)}
              </Badge>
            ),
          },
          { header: 'Proposta', cell: (a) => <Proposal approval={a} /> },
          // What the admin decides from, on the card alone (issue 51).
          {
            header: 'Descrição',
            cell: (a) => (
              <Text fontSize="sm" lineClamp={4} wordBreak="break-word" data-testid="approval-description">
                {a.product.description || '—'}
              </Text>
            ),
          },
          { header: 'Segmento', cell: (a) => a.product.segment?.name ?? 'Sem segmento' },
          {
            header: 'Pontos',
            cell: (a) => (
              <Text fontSize="sm" data-testid="approval-points">
                Consumidor {POINTS_FORMAT.format(a.product.pointsConsumer)} · Profissional {POINTS_FORMAT.format(a.product.pointsProfessional)}
              </Text>
            ),
          },
          { header: 'Estoque', cell: (a) => `${POINTS_FORMAT.format(a.product.stock)} ${a.product.unit}` },
          { header: 'Enviado em', cell: (a) => formatDateTime(a.createdAt) },
          ...(status === 'REJECTED' ? [{ header: 'Motivo', cell: (a: Approval) => a.reason ?? '' }] : []),
        ]}
        actions={
          status === 'PENDING'
            ? (a) => (
                <HStack gap="2" justify="flex-end">
                  <Checkbox.Root
                    checked={selected.has(a.id)}
                    onCheckedChange={(e) => {
                      const next = new Set(selected);
                      if (e.checked === true) next.add(a.id);
                      else next.delete(a.id);
                      setSelected(next);
                    }}
                    me="auto"
                  >
                    <Checkbox.HiddenInput aria-label={`Selecionar ${a.product.name}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRefusing(a)} aria-label={`Recusar ${a.product.name}`}>
                    Recusar
                  </Button>
                  <ApproveButton approval={a} />
                </HStack>
              )
            : undefined
        }
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${STATUS_OPTIONS.find((o) => o.value === status)!.label.toLowerCase()}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
    >
      <NativeSelect.Root maxW={{ md: 'xs' }}>
        <NativeSelect.Field aria-label="Filtrar por situação" value={status} onChange={(e) => setStatus(e.target.value as ProductRevisionStatus)} bg="bg">
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {status === 'PENDING' && approvals.length > 0 && <BulkApprove approvals={approvals} selected={selected} onSelect={setSelected} />}
      {content}
      <RefuseDialog approval={refusing} onClose={() => setRefusing(null)} />
    </CommerceLayout>
  );
}
