// Pieces the shared-cart screens share: the status badge, the expiry lines and one item row.
import { Badge, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@common/money';
import type { CartShareStatus, CartItemFieldsFragment } from '../../gql/graphql';
import { Thumb } from '../../ui/layout';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { cartStepper } from '../../cart/rules';
import { badgeOf, expiringSoonText, expiryText, lineAtAdd } from '../../sharing/rules';

export function ShareStatusBadge({ status }: { status: CartShareStatus }) {
  const badge = badgeOf(status);
  return (
    <Badge colorPalette={badge.palette} variant="subtle" data-testid="share-status" data-status={status}>
      {badge.label}
    </Badge>
  );
}

export function ShareExpiry({ share }: { share: { status: CartShareStatus; expiresAt: string; expiringSoon: boolean; hoursLeft: number } }) {
  const soon = share.status === 'SHARED' || share.status === 'ACCEPTED' ? expiringSoonText(share) : null;
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {expiryText(share.expiresAt, share.status)}
      </Text>
      {soon && (
        <Text fontSize="sm" color="orange.700" fontWeight="semibold" data-testid="share-expiring-soon">
          {soon}
        </Text>
      )}
    </Stack>
  );
}

/** One item: image, name, quantity × unit price at add, subtotal; steppers and remove when editable. */
export function SharedItemRow({
  item,
  editable,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItemFieldsFragment;
  editable: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const stepper = cartStepper(item.product, item.quantity);
  const unit = item.product.unit || 'un';
  return (
    <HStack as="li" listStyleType="none" align="flex-start" gap="3" py="3" data-testid="shared-item" aria-label={item.product.name}>
      <Thumb src={item.product.images[0]} alt={item.product.name} size={{ base: '14', md: '16' }} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {item.product.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="shared-item-line">
          {item.quantity} {unit} × {formatMoney(item.priceAtAdd)}
        </Text>
        {editable && (
          <HStack gap="1">
            <IconButton size="xs" variant="outline" aria-label={`Diminuir quantidade de ${item.product.name}`} disabled={busy || !stepper.canDecrease} onClick={() => onQuantity(item.quantity - stepper.step)}>
              <MinusIcon />
            </IconButton>
            <Text minW="8" textAlign="center" fontSize="sm" fontWeight="semibold" aria-label={`Quantidade: ${item.quantity} ${unit}`}>
              {busy ? <Spinner size="xs" /> : item.quantity}
            </Text>
            <IconButton size="xs" variant="outline" aria-label={`Aumentar quantidade de ${item.product.name}`} disabled={busy || !stepper.canIncrease} onClick={() => onQuantity(item.quantity + stepper.step)}>
              <PlusIcon />
            </IconButton>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remover ${item.product.name}`} disabled={busy} onClick={onRemove}>
              <TrashIcon />
            </IconButton>
          </HStack>
        )}
      </Stack>
      <Text fontWeight="bold" whiteSpace="nowrap" data-testid="shared-item-subtotal">
        {formatMoney(lineAtAdd(item))}
      </Text>
    </HStack>
  );
}
