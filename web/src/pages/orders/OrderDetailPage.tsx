import { Box, Button, Field, Grid, HStack, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { toCents } from '@common/money';
import type { OrderFieldsFragment, SubOrderFieldsFragment } from '../../gql/graphql';
import type { ScreenProps } from '../../routes/screenProps';
import { AddressLines, OrderItems, PrintOverlay, SubOrderTimeline } from './components';
import { CancelSubOrderDocument, MyPointsDocument, OrderDocument } from './documents';
import { PrinterIcon, ReceiptIcon, StoreIcon } from '../../ui/icons';
import { buildPrintSheet } from './printSheet';
import { canCancel, orderStatus, paymentDescription, pointsText } from './status';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, MoneyRow, Section, StatusBadge } from '../../ui/layout';
import { globalIdOf } from '../../lib/ids';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { submitMutation } from '../../ui/mutation';
import { ORDER_TEXTS, ordersHome, useOrderLive } from './orderLive';


function CancelDialog({ subOrder, onClose }: { subOrder: SubOrderFieldsFragment | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [cancel, { loading }] = useMutation(CancelSubOrderDocument);
  async function confirm() {
    if (!subOrder) return;
    const result = await submitMutation(
      async () => (await cancel({ variables: { input: { subOrderId: subOrder.id, reason: reason.trim() || null } } })).data?.cancelSubOrder,
      { failure: ORDER_TEXTS.cancelFailed, success: ORDER_TEXTS.cancelled },
    );
    if (result.ok) {
      setReason('');
      onClose();
    }
  }
  return (
    <ConfirmDialog
      open={!!subOrder}
      title={ORDER_TEXTS.cancelTitle}
      confirmLabel={ORDER_TEXTS.cancelConfirm}
      busyLabel="Cancelando..."
      busy={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
      cancelLabel="Voltar"
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {subOrder?.store.name}: {ORDER_TEXTS.cancelText}
        </Text>
        <Field.Root>
          <Field.Label>{ORDER_TEXTS.cancelReason}</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={3} />
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}

function SubOrderCard({ subOrder, onCancel }: { subOrder: SubOrderFieldsFragment; onCancel: () => void }) {
  return (
    <Section
      data-testid="sub-order"
      aria-label={`Pedido da loja ${subOrder.store.name}`}
      title={
        <HStack gap="2" align="center">
          <StoreIcon boxSize="5" color="brand.solid" flexShrink={0} />
          <span>{subOrder.store.name}</span>
        </HStack>
      }
      description={
        <Box pt="1">
          <StatusBadge status={subOrder.status} />
        </Box>
      }
      actions={
        canCancel(subOrder.status, 'CUSTOMER') ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
            {ORDER_TEXTS.cancel}
          </Button>
        ) : undefined
      }
    >
      <Grid templateColumns={{ base: '1fr', md: '16rem minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }}>
        <SubOrderTimeline subOrder={subOrder} />
        <Stack gap="4" minW="0">
          <OrderItems items={subOrder.items} />
          <Stack gap="1" bg="bg.subtle" rounded="lg" p="3">
            <MoneyRow label="Itens" value={subOrder.itemsTotal} />
            <MoneyRow label="Taxa de entrega" value={subOrder.deliveryFee} />
            {toCents(subOrder.discount) > 0n && <MoneyRow label="Desconto" value={subOrder.discount} negative />}
            <MoneyRow label="Total da loja" value={subOrder.total} strong />
          </Stack>
          {subOrder.status === 'CANCELLED' && subOrder.cancelReason && (
            <Text fontSize="sm" color="red.700">
              Motivo do cancelamento: {subOrder.cancelReason}
            </Text>
          )}
          {subOrder.status === 'DELIVERED' && subOrder.pointsToEarn > 0 && (
            <Text fontSize="sm" color="green.700" fontWeight="semibold">
              +{pointsText(subOrder.pointsToEarn)} creditados
            </Text>
          )}
        </Stack>
      </Grid>
    </Section>
  );
}

function PointsCard({ order }: { order: OrderFieldsFragment }) {
  const points = useQuery(MyPointsDocument, { fetchPolicy: 'cache-and-network' });
  const earned = order.subOrders.filter((s) => s.status === 'DELIVERED').reduce((sum, s) => sum + s.pointsToEarn, 0);
  const pending = order.subOrders.filter((s) => s.status !== 'DELIVERED' && s.status !== 'CANCELLED').reduce((sum, s) => sum + s.pointsToEarn, 0);
  const balance = points.data?.viewer?.pointsBalance;
  if (earned === 0 && pending === 0 && balance == null) return null;
  return (
    <Section title="Pontos" data-testid="order-points">
      <Stack gap="1" fontSize="sm">
        {earned > 0 && (
          <Text color="green.700" fontWeight="semibold" data-testid="points-earned">
            Você ganhou {pointsText(earned)} com este pedido
          </Text>
        )}
        {pending > 0 && <Text color="fg.muted">Você ganhará {pointsText(pending)} quando {earned > 0 ? 'os outros pedidos forem entregues' : 'o pedido for entregue'}</Text>}
        {balance != null && (
          <Text color="fg.muted" data-testid="points-balance">
            Seu saldo: {pointsText(balance)}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/** The whole order for the customer: summary, each store's timeline, items and totals. */
export function OrderView({ order, onPrint }: { order: OrderFieldsFragment; onPrint?: () => void }) {
  const [cancelling, setCancelling] = useState<SubOrderFieldsFragment | null>(null);
  const status = orderStatus(order.subOrders.map((s) => s.status));
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '4', md: '6' }} alignItems="flex-start">
      <Stack gap="4" minW="0" order={{ base: 2, lg: 1 }}>
        {order.subOrders.map((subOrder) => (
          <SubOrderCard key={subOrder.id} subOrder={subOrder} onCancel={() => setCancelling(subOrder)} />
        ))}
      </Stack>
      <Stack gap="4" order={{ base: 1, lg: 2 }}>
        <Section title="Resumo" data-testid="order-summary">
          <Stack gap="3">
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                Situação
              </Text>
              <StatusBadge status={status} size="md" />
            </HStack>
            <Stack gap="1">
              <MoneyRow label="Itens" value={order.itemsTotal} />
              <MoneyRow label="Entrega" value={order.deliveryTotal} />
              {toCents(order.discount) > 0n && <MoneyRow label={`Cupom ${order.couponCode ?? ''}`.trim()} value={order.discount} negative />}
              <Separator />
              <MoneyRow label="Total" value={order.total} strong />
            </Stack>
            <Stack gap="0.5">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Pagamento na entrega
              </Text>
              <Text fontSize="sm" fontWeight="medium" data-testid="order-payment">
                {paymentDescription(order.paymentMethod, order.changeFor, order.total)}
              </Text>
            </Stack>
            <Stack gap="0.5">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Endereço de entrega
              </Text>
              <AddressLines address={order.address} />
            </Stack>
            {onPrint && (
              <Button variant="outline" size="sm" onClick={onPrint}>
                <PrinterIcon />
                {ORDER_TEXTS.print}
              </Button>
            )}
          </Stack>
        </Section>
        <PointsCard order={order} />
      </Stack>
      <CancelDialog subOrder={cancelling} onClose={() => setCancelling(null)} />
    </Grid>
  );
}

/** /profile/orders/:id and /order/:orderId: the order with live status, cancel and print. */
export default function OrderDetailPage({ title }: ScreenProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const id = globalIdOf('Order', params.orderId ?? params.id ?? '');
  const back = ordersHome(pathname);
  const [printing, setPrinting] = useState(false);
  const { data, loading, error, refetch } = useQuery(OrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const client = useApolloClient();
  const order = data?.order;
  // A delivery credits points: read the balance again (the ledger is server-side).
  useOrderLive(order, () => void client.query({ query: MyPointsDocument, fetchPolicy: 'network-only' }).catch(() => undefined));

  const sheet = useMemo(
    () =>
      order &&
      buildPrintSheet({
        id: order.databaseId,
        createdAt: order.createdAt,
        status: orderStatus(order.subOrders.map((s) => s.status)),
        paymentMethod: order.paymentMethod,
        changeFor: order.changeFor,
        total: order.total,
        itemsTotal: order.itemsTotal,
        deliveryTotal: order.deliveryTotal,
        discount: order.discount,
        address: order.address,
        customer: order.customer,
        items: order.subOrders.flatMap((s) => s.items),
      }),
    [order],
  );

  let content;
  if (!order && loading) content = <ListSkeleton label="Carregando pedido" count={2} h="48" />;
  else if (!order && error) content = <LoadError message={ORDER_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!order) {
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={ORDER_TEXTS.notFound}
        hint={ORDER_TEXTS.notFoundHint}
        action={
          <Button asChild>
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
        }
      />
    );
  } else content = <OrderView order={order} onPrint={() => setPrinting(true)} />;

  return (
    <CommerceLayout
      title={order ? `Pedido #${order.number}` : title}
      description={order ? `Feito em ${formatDateTime(order.createdAt)} · ${ORDER_TEXTS.live}` : undefined}
      back={back}
      actions={
        order ? (
          <Button variant="outline" size="sm" onClick={() => setPrinting(true)} display={{ base: 'none', md: 'inline-flex' }}>
            <PrinterIcon />
            {ORDER_TEXTS.print}
          </Button>
        ) : undefined
      }
    >
      <Box>{content}</Box>
      {printing && sheet && <PrintOverlay sheet={sheet} onClose={() => setPrinting(false)} />}
    </CommerceLayout>
  );
}
