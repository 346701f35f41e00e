// /checkout's summary: each store's items and totals, the coupon, points and 'Confirmar pedido'.
import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney, toCents } from '@common/money';
import type { PaymentMethod } from '../../gql/graphql';
import { StoreIcon } from '../../ui/icons';
import { MoneyRow, Section } from '../../ui/layout';
import { changeText, CHECKOUT_TEXTS, type CheckoutPreview } from './checkoutRules';
import { pointsToEarnText, unitsText } from '../../cart/rules';

const positive = (value: string) => toCents(value) > 0n;

export function CheckoutSummary({
  preview,
  paymentMethod,
  changeFor,
  busy,
  blocked,
  onConfirm,
}: {
  preview: CheckoutPreview;
  paymentMethod: PaymentMethod | null;
  changeFor: string | null;
  busy: boolean;
  blocked: boolean;
  onConfirm: () => void;
}) {
  const units = preview.stores.reduce((sum, s) => sum + s.items.reduce((n, i) => n + i.quantity, 0), 0);
  const change = paymentMethod === 'CASH' ? changeText(changeFor, preview.total) : null;
  return (
    <Section title={CHECKOUT_TEXTS.summary} as="aside" data-testid="checkout-summary">
      <Stack gap="4">
        {preview.stores.map((group) => (
          <Stack key={group.store.id} gap="2" data-testid="checkout-store">
            <HStack gap="2">
              <StoreIcon boxSize="4" color="brand.solid" />
              <Text fontWeight="semibold">{group.store.name}</Text>
            </HStack>
            <Stack gap="1" as="ul" m="0" p="0">
              {group.items.map((item) => (
                <HStack as="li" key={item.id} listStyleType="none" justify="space-between" gap="3" fontSize="sm">
                  <Text color="fg.muted" lineClamp={1}>
                    {item.quantity} × {item.product.name}
                  </Text>
                  <Text whiteSpace="nowrap">{formatMoney(item.subtotal)}</Text>
                </HStack>
              ))}
            </Stack>
            <MoneyRow label="Taxa de entrega" value={group.deliveryFee} />
            {positive(group.discount) && <MoneyRow label="Desconto" value={group.discount} negative />}
            <MoneyRow label="Total da loja" value={group.total} />
            <Separator />
          </Stack>
        ))}
        <Stack gap="2">
          <MoneyRow label={`Itens (${unitsText(units)})`} value={preview.itemsTotal} />
          <MoneyRow label="Entrega" value={preview.deliveryTotal} />
          {positive(preview.discount) && <MoneyRow label={`Cupom ${preview.coupon?.code ?? ''}`.trim()} value={preview.discount} negative />}
          <Separator />
          <MoneyRow label="Total" value={preview.total} strong />
          {change && (
            <Text fontSize="sm" color="fg.muted" data-testid="checkout-change">
              {change}
            </Text>
          )}
          {preview.pointsToEarn > 0 && (
            <Text fontSize="sm" color="green.700" fontWeight="semibold" data-testid="checkout-points">
              {pointsToEarnText(preview.pointsToEarn)} quando o pedido for entregue
            </Text>
          )}
        </Stack>
        <Button size="lg" w="full" onClick={onConfirm} loading={busy} loadingText={CHECKOUT_TEXTS.confirming} disabled={blocked} data-testid="confirm-order">
          {CHECKOUT_TEXTS.confirm}
        </Button>
        {blocked && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Resolva os problemas do carrinho para continuar.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/cart">Revisar carrinho</RouterLink>
            </Link>
          </Text>
        )}
      </Stack>
    </Section>
  );
}
