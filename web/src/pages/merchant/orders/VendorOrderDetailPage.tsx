import { Box, Button, Grid, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { formatMoney, toCents } from '@common/money';
import { maskPhone, onlyDigits } from '@common/masks';
import type { SubOrderStatus, VendorSubOrderFieldsFragment } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { AddressLines, OrderItems, PrintOverlay, SubOrderTimeline } from '../../orders/components';
import { OrderUpdatedDocument } from '../../orders/documents';
import { PrinterIcon, ReceiptIcon } from '../../../ui/icons';
import { buildPrintSheet } from '../../orders/printSheet';
import { advanceLabel, canCancel, nextStatus, paymentDescription, statusLabel } from '../../orders/status';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, MoneyRow, Section, StatusBadge } from '../../../ui/layout';
import { AdvanceSubOrderDocument, VendorCancelSubOrderDocument, VendorSubOrderDocument } from './documents';
import { globalIdOf } from '../../../lib/ids';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { submitMutation } from '../../../ui/mutation';

export const VENDOR_ORDER_TEXTS = {
  notFound: 'Pedido não encontrado',
  notFoundHint: 'Este pedido não existe ou não é de uma das suas lojas.',
  loadError: 'Não foi possível carregar o pedido.',
  cancel: 'Cancelar',
  cancelTitle: 'Cancelar este pedido?',
  cancelText: 'O cliente verá o motivo. Os itens voltam ao estoque.',
  reason: 'Motivo do cancelamento',
  reasonRequired: 'Informe o motivo do cancelamento',
  cancelConfirm: 'Cancelar pedido',
  cancelled: 'Pedido cancelado',
  updated: (label: string) => `Pedido atualizado: ${label}`,
  failed: 'Não foi possível atualizar o pedido. Tente novamente.',
  finished: 'Este pedido foi concluído.',
} as const;

type SubOrder = VendorSubOrderFieldsFragment;

function CancelDialog({ open, subOrderId, onClose }: { open: boolean; subOrderId: string; onClose: () => void }) {
  const client = useApolloClient();
  async function confirm(reason: string) {
    if (!reason.trim()) return { ok: false, reasonError: VENDOR_ORDER_TEXTS.reasonRequired };
    // A refusal is toasted, and shown by the reason when it is about it.
    const feedback = await submitMutation(async () => (await client.mutate({ mutation: VendorCancelSubOrderDocument, variables: { input: { subOrderId, reason: reason.trim() } } })).data?.cancelSubOrder, {
      failure: VENDOR_ORDER_TEXTS.failed,
      success: VENDOR_ORDER_TEXTS.cancelled,
      fields: ['reason'],
      toastFields: true,
    });
    return { ok: feedback.ok, reasonError: feedback.fieldErrors.reason ?? null };
  }
  return (
    <ReasonDialog
      open={open}
      title={VENDOR_ORDER_TEXTS.cancelTitle}
      note={VENDOR_ORDER_TEXTS.cancelText}
      reasonLabel={VENDOR_ORDER_TEXTS.reason}
      placeholder="Ex.: produto em falta, endereço fora da área de entrega"
      maxLength={1000}
      cancelLabel="Voltar"
      confirmLabel={VENDOR_ORDER_TEXTS.cancelConfirm}
      busyLabel="Cancelando..."
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** Next-step and cancel buttons: only the allowed transitions are offered. */
function StatusActions({ subOrder }: { subOrder: SubOrder }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const next = nextStatus(subOrder.status);
  const label = advanceLabel(subOrder.status);

  async function advance(to: SubOrderStatus) {
    setBusy(true);
    await submitMutation(async () => (await client.mutate({ mutation: AdvanceSubOrderDocument, variables: { input: { subOrderId: subOrder.id, to } } })).data?.advanceSubOrder, {
      failure: VENDOR_ORDER_TEXTS.failed,
      success: VENDOR_ORDER_TEXTS.updated(statusLabel(to)),
    });
    setBusy(false);
  }

  if (!next && !canCancel(subOrder.status, 'STORE')) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="vendor-order-finished">
        {VENDOR_ORDER_TEXTS.finished}
      </Text>
    );
  }
  return (
    <Stack gap="2" direction={{ base: 'column', sm: 'row' }} data-testid="vendor-order-actions">
      {next && label && (
        <Button size="lg" flex={{ sm: '1' }} loading={busy} onClick={() => void advance(next)} data-testid="advance-button">
          {label}
        </Button>
      )}
      {canCancel(subOrder.status, 'STORE') && (
        <Button size="lg" variant="outline" colorPalette="red" onClick={() => setCancelling(true)} disabled={busy}>
          {VENDOR_ORDER_TEXTS.cancel}
        </Button>
      )}
      <CancelDialog open={cancelling} subOrderId={subOrder.id} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

function InfoLabel({ children }: { children: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
      {children}
    </Text>
  );
}

/** /vendor/orders/:id: one sub-order of the owner's store, with the status flow and print. */
export default function VendorOrderDetailPage({ title }: ScreenProps) {
  const { id: routeId = '' } = useParams();
  const id = globalIdOf('SubOrder', routeId);
  const [printing, setPrinting] = useState(false);
  const { data, loading, error, refetch } = useQuery(VendorSubOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const subOrder = data?.subOrder;

  // Live: a cancellation by the customer (or another device of the store) shows up at once.
  useSubscription(OrderUpdatedDocument, { skip: !subOrder, variables: { orderId: subOrder?.orderId ?? '' }, onError: () => undefined });

  const sheet = useMemo(
    () =>
      subOrder &&
      buildPrintSheet({
        id: subOrder.orderDatabaseId,
        createdAt: subOrder.createdAt,
        status: subOrder.status,
        paymentMethod: subOrder.paymentMethod,
        changeFor: subOrder.changeFor,
        total: subOrder.total,
        changeOn: subOrder.orderTotal,
        itemsTotal: subOrder.itemsTotal,
        deliveryTotal: subOrder.deliveryFee,
        discount: subOrder.discount,
        address: subOrder.address,
        customer: subOrder.customer,
        items: subOrder.items,
        storeName: subOrder.store.name,
      }),
    [subOrder],
  );

  let content;
  if (!subOrder && loading) content = <ListSkeleton label="Carregando pedido" count={2} h="48" />;
  else if (!subOrder && error) content = <LoadError message={VENDOR_ORDER_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!subOrder) {
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={VENDOR_ORDER_TEXTS.notFound}
        hint={VENDOR_ORDER_TEXTS.notFoundHint}
        action={
          <Button asChild>
            <RouterLink to="/vendor/orders">Pedidos da loja</RouterLink>
          </Button>
        }
      />
    );
  } else {
    const phone = onlyDigits(subOrder.customer.phone);
    content = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '4', md: '6' }} alignItems="flex-start">
        <Stack gap="4" minW="0">
          <Section
            title={
              <HStack gap="2" wrap="wrap">
                <span>Situação</span>
                <StatusBadge status={subOrder.status} size="md" />
              </HStack>
            }
            data-testid="vendor-order-status"
          >
            <StatusActions subOrder={subOrder} />
            {subOrder.status === 'CANCELLED' && subOrder.cancelReason && (
              <Text fontSize="sm" color="red.700">
                Motivo do cancelamento: {subOrder.cancelReason}
              </Text>
            )}
            <Separator />
            <SubOrderTimeline subOrder={subOrder} />
          </Section>
          <Section title="Itens">
            <OrderItems items={subOrder.items} />
            <Stack gap="1" bg="bg.subtle" rounded="lg" p="3">
              <MoneyRow label="Itens" value={subOrder.itemsTotal} />
              <MoneyRow label="Taxa de entrega" value={subOrder.deliveryFee} />
              {toCents(subOrder.discount) > 0n && <MoneyRow label="Desconto (cupom)" value={subOrder.discount} negative />}
              <MoneyRow label="Total a receber" value={subOrder.total} strong />
            </Stack>
          </Section>
        </Stack>
        <Stack gap="4">
          <Section title="Cliente" data-testid="vendor-order-customer">
            <Stack gap="3" fontSize="sm">
              <Stack gap="0">
                <InfoLabel>Nome</InfoLabel>
                <Text fontWeight="medium">{subOrder.customer.name || 'Cliente não identificado'}</Text>
              </Stack>
              <Stack gap="0">
                <InfoLabel>Telefone</InfoLabel>
                {phone ? (
                  <Link href={`tel:${phone}`} color="brand.fg" fontWeight="medium">
                    {maskPhone(phone)}
                  </Link>
                ) : (
                  <Text>Não informado</Text>
                )}
              </Stack>
              <Stack gap="1">
                <InfoLabel>Endereço de entrega</InfoLabel>
                <AddressLines address={subOrder.address} />
              </Stack>
            </Stack>
          </Section>
          <Section title="Pagamento na entrega" data-testid="vendor-order-payment">
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="medium">{paymentDescription(subOrder.paymentMethod, subOrder.changeFor, subOrder.orderTotal)}</Text>
              <Text color="fg.muted">Cobrar na entrega: {formatMoney(subOrder.total)}</Text>
            </Stack>
            <Button variant="outline" size="sm" onClick={() => setPrinting(true)}>
              <PrinterIcon />
              Imprimir
            </Button>
          </Section>
        </Stack>
      </Grid>
    );
  }

  return (
    <CommerceLayout
      title={subOrder ? `Pedido #${subOrder.orderNumber}` : title}
      description={subOrder ? `${subOrder.store.name} · feito em ${formatDateTime(subOrder.createdAt)}` : undefined}
      back={{ to: '/vendor/orders', label: 'Pedidos da loja' }}
    >
      <Box>{content}</Box>
      {printing && sheet && <PrintOverlay sheet={sheet} onClose={() => setPrinting(false)} />}
    </CommerceLayout>
  );
}
