import { Box, Button, Flex, Grid, HStack, IconButton, Link, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@common/money';
import { quantityWithUnit } from '@common/catalog-format';
import { CartIcon } from '../../ui/icons';
import type { CartFieldsFragment, CartItemFieldsFragment } from '../../gql/graphql';
import type { ScreenProps } from '../../routes/screenProps';
import { MinusIcon, PlusIcon, ShareIcon, StoreIcon, TrashIcon } from '../../ui/icons';
import { CommerceLayout, LIST_DIVIDERS, EmptyState, ListSkeleton, LoadError, MoneyRow, Section, Thumb } from '../../ui/layout';
import { CartDocument } from '../../cart/documents';
import { CART_TEXTS, cartStepper, issueLine, pointsToEarnText, unitsText } from '../../cart/rules';
import { useCartActions } from '../../cart/useCart';
import { useSession } from '../../session/SessionProvider';
import { ShareCartDialog } from '../../sharing/ShareCartDialog';
import { ReceivedSharesNotice } from '../../sharing/ReceivedSharesNotice';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CartIssuesAlert } from './CartIssuesAlert';

type Item = CartItemFieldsFragment;
type Cart = CartFieldsFragment;

function QuantityStepper({ item, busy, onChange }: { item: Item; busy: boolean; onChange: (quantity: number) => void }) {
  const stepper = cartStepper(item.product, item.quantity);
  const unit = item.product.unit || 'un';
  return (
    <HStack gap="0" borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" w="fit-content" data-testid="quantity-stepper">
      <IconButton
        size="sm"
        variant="ghost"
        rounded="none"
        aria-label={`Diminuir quantidade de ${item.product.name}`}
        disabled={busy || !stepper.canDecrease}
        onClick={() => onChange(item.quantity - stepper.step)}
      >
        <MinusIcon />
      </IconButton>
      <Flex minW="14" px="2" justify="center" align="center" h="8" fontWeight="semibold" fontSize="sm" aria-live="polite" aria-label={`Quantidade: ${quantityWithUnit(item.quantity, unit)}`}>
        {busy ? <Spinner size="xs" /> : item.quantity}
      </Flex>
      <IconButton
        size="sm"
        variant="ghost"
        rounded="none"
        aria-label={`Aumentar quantidade de ${item.product.name}`}
        disabled={busy || !stepper.canIncrease}
        onClick={() => onChange(item.quantity + stepper.step)}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}

function CartLine({ item, busy, onQuantity, onRemove }: { item: Item; busy: boolean; onQuantity: (q: number) => void; onRemove: () => void }) {
  const stepper = cartStepper(item.product, item.quantity);
  return (
    <Box as="li" listStyleType="none" py="3" data-testid="cart-item" aria-label={item.product.name}>
      <HStack align="flex-start" gap="3">
        <Thumb src={item.product.images[0]} alt={item.product.name} size={{ base: '16', md: '20' }} />
        <Stack gap="2" flex="1" minW="0">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Stack gap="0.5" minW="0">
              <Link asChild fontWeight="semibold" lineClamp={2} color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={item.product.path}>{item.product.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {formatMoney(item.unitPrice)} / {item.product.unit || 'un'}
                {stepper.step > 1 && ` · vendido em múltiplos de ${stepper.step}`}
              </Text>
            </Stack>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remover ${item.product.name}`} onClick={onRemove} disabled={busy}>
              <TrashIcon />
            </IconButton>
          </HStack>
          <HStack justify="space-between" align="center" gap="3" wrap="wrap">
            <QuantityStepper item={item} busy={busy} onChange={onQuantity} />
            <Text fontWeight="bold" data-testid="cart-item-subtotal">
              {formatMoney(item.subtotal)}
            </Text>
          </HStack>
          {item.issues.length > 0 && (
            <Stack gap="0.5">
              {item.issues.map((issue) => (
                <Text key={issue.issue} fontSize="sm" color="orange.700" fontWeight="medium">
                  {issueLine(issue)}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}

function ClearCartDialog({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog open={open} title={CART_TEXTS.clearConfirmTitle} confirmLabel={CART_TEXTS.clear} busyLabel="Esvaziando..." busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <Text color="fg.muted">{CART_TEXTS.clearConfirmText}</Text>
    </ConfirmDialog>
  );
}

export function CartSummaryCard({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { summary } = cart;
  return (
    <Section title="Resumo do pedido" data-testid="cart-summary" as="aside">
      <Stack gap="2">
        <MoneyRow label={`Subtotal (${unitsText(summary.totalItems)})`} value={summary.subtotal} />
        <MoneyRow
          label={`Entrega (${summary.storeCount} ${summary.storeCount === 1 ? 'loja' : 'lojas'})`} value={summary.deliveryTotal}
          hint={summary.deliveryForAddress ? undefined : CART_TEXTS.deliveryAtCheckout}
        />
        <Separator />
        <MoneyRow label="Total" value={summary.total} strong />
        {summary.totalPoints > 0 && (
          <Text fontSize="sm" color="green.700" fontWeight="semibold" data-testid="cart-points">
            {pointsToEarnText(summary.totalPoints)}
          </Text>
        )}
      </Stack>
      {children}
    </Section>
  );
}

/** /cart 'Meu Carrinho': items by store, quantities, totals, points, checkout. */
export default function CartPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(CartDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const actions = useCartActions();
  const [confirmClear, setConfirmClear] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { viewer } = useSession();
  const cart = data?.cart;

  let content;
  let headerActions = null;
  if (!cart && loading) {
    content = <ListSkeleton label="Carregando carrinho" count={2} h="40" />;
  } else if (!cart) {
    content = <LoadError message={CART_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (cart.items.length === 0) {
    content = (
      <EmptyState
        icon={CartIcon}
        title={CART_TEXTS.empty}
        hint={CART_TEXTS.emptyHint}
        action={
          <Button asChild>
            <RouterLink to="/explore">{CART_TEXTS.explore}</RouterLink>
          </Button>
        }
      />
    );
  } else {
    headerActions = (
      <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirmClear(true)} disabled={!!actions.busyCart}>
        <TrashIcon />
        {CART_TEXTS.clear}
      </Button>
    );
    content = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap={{ base: '4', md: '6' }} alignItems="flex-start">
        <Stack gap="4" minW="0">
          <CartIssuesAlert issues={cart.issues} onAcceptPrices={() => void actions.acceptPrices()} accepting={actions.busyCart === 'prices'} />
          {cart.itemsByStore.map((group) => (
            <Section
              key={group.store.id}
              data-testid="cart-store"
              title={
                <HStack gap="2">
                  <StoreIcon boxSize="5" color="brand.solid" />
                  <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={`/loja/${group.store.databaseId}`}>{group.store.name}</RouterLink>
                  </Link>
                </HStack>
              }
            >
              <Stack as="ul" gap="0" m="0" p="0" css={LIST_DIVIDERS} aria-label={`Itens de ${group.store.name}`}>
                {group.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    busy={actions.busyItemId === item.id}
                    onQuantity={(quantity) => void actions.updateQuantity(item, quantity)}
                    onRemove={() => void actions.remove(item)}
                  />
                ))}
              </Stack>
              <Stack gap="1" bg="bg.subtle" rounded="lg" p="3">
                <MoneyRow label="Subtotal da loja" value={group.subtotal} />
                <MoneyRow label="Taxa de entrega" value={group.deliveryFee} />
                <MoneyRow label="Total da loja" value={group.total} strong />
              </Stack>
            </Section>
          ))}
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <CartSummaryCard cart={cart}>
            <Stack gap="2">
              <Button asChild size="lg" w="full">
                <RouterLink to="/checkout">{CART_TEXTS.checkout}</RouterLink>
              </Button>
              {viewer?.canShareCarts && (
                <Button variant="outline" w="full" onClick={() => setSharing(true)}>
                  <ShareIcon />
                  Compartilhar
                </Button>
              )}
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/explore">Continuar comprando</RouterLink>
              </Button>
            </Stack>
          </CartSummaryCard>
        </Box>
      </Grid>
    );
  }

  return (
    <CommerceLayout title={title} description={cart && cart.count > 0 ? `${unitsText(cart.count)} de ${cart.summary.storeCount} ${cart.summary.storeCount === 1 ? 'loja' : 'lojas'}` : undefined} actions={headerActions}>
      <ReceivedSharesNotice />
      {content}
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="center" _hover={{ color: 'brand.fg' }}>
        <RouterLink to="/profile/shared-carts">Carrinhos compartilhados</RouterLink>
      </Link>
      <ShareCartDialog open={sharing} onClose={() => setSharing(false)} />
      <ClearCartDialog
        open={confirmClear}
        busy={actions.busyCart === 'clear'}
        onClose={() => setConfirmClear(false)}
        onConfirm={async () => {
          if (await actions.clear()) setConfirmClear(false);
        }}
      />
    </CommerceLayout>
  );
}
