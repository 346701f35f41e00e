// On /cart: the shared carts waiting for this user (to accept) or accepted and not yet finalized,
// each with the way back to its screen — where it is edited and finalized.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { CartSharesReceivedDocument } from './documents';

function pathOf(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

export function ReceivedSharesNotice() {
  const { data } = useQuery(CartSharesReceivedDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const open = (data?.cartSharesReceived.edges ?? []).map((e) => e.node).filter((s) => (s.canAccept || s.canEdit) && s.link);
  if (open.length === 0) return null;
  return (
    <Stack gap="2" data-testid="received-shares">
      {open.map((share) => (
        <Alert.Root key={share.id} status="info" rounded="xl" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">
            {share.canEdit ? `Carrinho de ${share.fromName} aceito: revise e finalize a compra.` : `${share.fromName} compartilhou um carrinho com você.`}
          </Alert.Title>
          <Button asChild size="sm" variant="outline" bg="bg">
            <RouterLink to={pathOf(share.link!)}>{share.canEdit ? 'Finalizar Compra' : 'Ver carrinho'}</RouterLink>
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}
