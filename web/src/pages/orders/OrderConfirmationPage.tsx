import { Box, Button, Flex, HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { formatMoney, toCents } from '@common/money';
import type { ScreenProps } from '../../routes/screenProps';
import { AddressLines } from './components';
import { OrderDocument } from './documents';
import { CheckCircleIcon, ReceiptIcon, StoreIcon } from '../../ui/icons';
import { orderPath, ORDER_TEXTS, useOrderLive } from './orderLive';
import { itemsText, paymentDescription, pointsText } from './status';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, MoneyRow, Section, StatusBadge } from '../../ui/layout';
import { globalIdOf } from '../../lib/ids';

export const CONFIRMATION_TEXTS = {
  thanks: 'Obrigado pela sua compra!',
  received: 'Recebemos seu pedido',
  track: 'Acompanhar pedido',
  keepShopping: 'Continuar comprando',
  payOnDelivery: 'Pagamento na entrega',
} as const;

/**
 * /order-confirmation/:orderId (also /order/confirmacao/:orderId and
 * /marketplace/order-confirmation/:orderId): thank-you, the order number, each store's part,
 * payment, address, the points earned on delivery, and the way to the order and back to shopping.
 */
export default function OrderConfirmationPage({ title }: ScreenProps) {
  const { orderId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(OrderDocument, { variables: { id: globalIdOf('Order', orderId) }, fetchPolicy: 'cache-and-network', skip: !orderId });
  const order = data?.order;
  useOrderLive(order);

  let content;
  if (!order && loading) content = <ListSkeleton label="Carregando pedido" count={2} h="40" />;
  else if (!order && error) content = <LoadError message={ORDER_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!order) {
    content = (
      <EmptyState
        icon={ReceiptIcon}
        title={ORDER_TEXTS.notFound}
        hint={ORDER_TEXTS.notFoundHint}
        action={
          <Button asChild>
            <RouterLink to="/profile/orders">Meus pedidos</RouterLink>
          </Button>
        }
      />
    );
  } else {
    const storeCount = order.subOrders.length;
    content = (
      <Stack gap="4">
        <Section data-testid="order-confirmation">
          <Stack align="center" textAlign="center" gap="2" py="2">
            <Flex boxSize="16" rounded="full" bg="green.100" color="green.700" align="center" justify="center">
              <CheckCircleIcon boxSize="9" />
            </Flex>
            <Heading as="h2" size="xl">
              {CONFIRMATION_TEXTS.thanks}
            </Heading>
            <Text color="fg.muted">
              {CONFIRMATION_TEXTS.received} em {formatDateTime(order.createdAt)}.{' '}
              {storeCount > 1 ? `Ele foi enviado para ${storeCount} lojas; cada uma entrega a sua parte.` : 'A loja já foi avisada.'}
            </Text>
            <Box bg="bg.subtle" rounded="lg" px="5" py="2" mt="2">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Número do pedido
              </Text>
              <Text fontSize="2xl" fontWeight="bold" fontFamily="mono" letterSpacing="wider" data-testid="order-number">
                {order.number}
              </Text>
            </Box>
          </Stack>
        </Section>

        <Section title="Resumo por loja">
          <Stack gap="3" separator={<Separator />}>
            {order.subOrders.map((subOrder) => (
              <Stack key={subOrder.id} gap="1" data-testid="confirmation-store">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <HStack gap="2">
                    <StoreIcon boxSize="4" color="brand.solid" />
                    <Text fontWeight="semibold">{subOrder.store.name}</Text>
                  </HStack>
                  <StatusBadge status={subOrder.status} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {itemsText(subOrder.items.reduce((n, i) => n + i.quantity, 0))} · entrega {formatMoney(subOrder.deliveryFee)}
                </Text>
                <MoneyRow label="Total da loja" value={subOrder.total} />
              </Stack>
            ))}
          </Stack>
          <Stack gap="1" bg="bg.subtle" rounded="lg" p="3">
            <MoneyRow label="Itens" value={order.itemsTotal} />
            <MoneyRow label="Entrega" value={order.deliveryTotal} />
            {toCents(order.discount) > 0n && <MoneyRow label={`Cupom ${order.couponCode ?? ''}`.trim()} value={order.discount} negative />}
            <MoneyRow label="Total" value={order.total} strong />
          </Stack>
        </Section>

        <Section title={CONFIRMATION_TEXTS.payOnDelivery}>
          <Text fontWeight="medium" data-testid="confirmation-payment">
            {paymentDescription(order.paymentMethod, order.changeFor, order.total)}
          </Text>
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              Endereço de entrega
            </Text>
            <AddressLines address={order.address} />
          </Stack>
          {order.pointsToEarn > 0 && (
            <Text color="green.700" fontWeight="semibold" data-testid="confirmation-points">
              Você ganhará {pointsText(order.pointsToEarn)} quando o pedido for entregue
            </Text>
          )}
        </Section>

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild size="lg" flex={{ sm: '1' }}>
            <RouterLink to={orderPath(order.databaseId)}>{CONFIRMATION_TEXTS.track}</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline" flex={{ sm: '1' }}>
            <RouterLink to="/explore">{CONFIRMATION_TEXTS.keepShopping}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    );
  }

  // 'Pedido confirmado' above 'Pedido não encontrado' would contradict itself.
  const notFound = !order && !loading && !error;
  return (
    <CommerceLayout title={notFound ? 'Pedido' : title} maxW="2xl">
      {content}
    </CommerceLayout>
  );
}
