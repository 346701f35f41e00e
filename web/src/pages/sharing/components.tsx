// Pieces the shared-cart screens share: the status badge, the expiry lines, one item row and one
// share card (lists of /profile/shared-carts and /services).
import { Badge, Button, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@common/money';
import { quantityWithUnit } from '@common/catalog-format';
import type { CartShareStatus, CartItemFieldsFragment, SharedCartCardFieldsFragment } from '../../gql/graphql';
import { ShareLinkActions } from '../../sharing/ShareLinkActions';
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
          {quantityWithUnit(item.quantity, unit)} × {formatMoney(item.priceAtAdd)}
        </Text>
        {editable && (
          <HStack gap="1">
            <IconButton size="xs" variant="outline" aria-label={`Diminuir quantidade de ${item.product.name}`} disabled={busy || !stepper.canDecrease} onClick={() => onQuantity(item.quantity - stepper.step)}>
              <MinusIcon />
            </IconButton>
            <Text minW="8" textAlign="center" fontSize="sm" fontWeight="semibold" aria-label={`Quantidade: ${quantityWithUnit(item.quantity, unit)}`}>
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

/** The in-app path of a share link (origin + /compartilhados?token=...). */
function linkPath(link: string | null | undefined): string | null {
  if (!link) return null;
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/** One share in a list: who, status, expiry, total, and what the viewer may do with it (open, copy or WhatsApp the link, re-send, cancel). */
export function ShareCard({ share, onRevoke, onResend }: { share: SharedCartCardFieldsFragment; onRevoke?: () => void; onResend?: () => void }) {
  const path = linkPath(share.link);
  const units = share.summary.totalItems;
  const open = share.status === 'SHARED' || share.status === 'ACCEPTED';
  return (
    <Stack as="li" listStyleType="none" gap="2" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" shadow="xs" data-testid="share-card" data-share-id={share.id}>
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {share.sentByViewer ? 'Para' : 'Profissional'}
          </Text>
          <Text fontWeight="semibold">{share.sentByViewer ? (share.toName ?? share.toEmail) : share.fromName}</Text>
        </Stack>
        <ShareStatusBadge status={share.status} />
      </HStack>
      <Text fontSize="sm">
        {units} {units === 1 ? 'unidade' : 'unidades'} · {formatMoney(share.summary.totalAtAdd)}
      </Text>
      {open && <ShareExpiry share={share} />}
      <HStack gap="2" wrap="wrap">
        {path && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={path}>Abrir</RouterLink>
          </Button>
        )}
        {share.sentByViewer && open && share.link && <ShareLinkActions link={share.link} />}
        {share.canResend && onResend && (
          <Button size="sm" variant="ghost" onClick={onResend}>
            Reenviar
          </Button>
        )}
        {share.canRevoke && onRevoke && (
          <Button size="sm" variant="ghost" colorPalette="red" color="red.700" onClick={onRevoke}>
            Cancelar compartilhamento
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
