// On /cart: the shared carts waiting for this user (to accept), accepted and not yet finalized, or
// finalized and not yet paid (no order), each with the way back to its screen — where it is
// edited, finalized and paid.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CartSharesReceivedDocument } from './documents';

function pathOf(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

interface NoticeShare {
  status: string;
  orderPlaced: boolean;
  canEdit: boolean;
  fromName: string;
}

/** Finalized by the buyer but without its order yet: the payment is still to be made. */
const unpaid = (share: NoticeShare) => share.status === 'FINALIZED' && !share.orderPlaced;

function noticeText(share: NoticeShare): string {
  if (share.canEdit) return `Carrinho de ${share.fromName} aceito: revise e finalize a compra.`;
  if (unpaid(share)) return `Carrinho de ${share.fromName} finalizado: falta o pagamento.`;
  return `${share.fromName} compartilhou um carrinho com você.`;
}

export function ReceivedSharesNotice() {
  const { data } = useQuery(CartSharesReceivedDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const open = (data?.cartSharesReceived.edges ?? []).map((e) => e.node).filter((s) => s.receivedByViewer && (s.canAccept || s.canEdit || unpaid(s)) && s.link);
  if (open.length === 0) return null;
  return (
    <Stack gap="2" data-testid="received-shares">
      {open.map((share) => (
        <Alert.Root key={share.id} status={unpaid(share) ? 'warning' : 'info'} rounded="xl" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{noticeText(share)}</Alert.Title>
          <Button asChild size="sm" variant="outline" bg="bg">
            <RouterLink to={pathOf(share.link!)}>{share.canEdit ? 'Finalizar Compra' : 'Ver carrinho'}</RouterLink>
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}
