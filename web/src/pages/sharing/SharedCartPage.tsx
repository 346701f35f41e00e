// /compartilhados?token=...: the shared cart behind a link. No token → '/'; a visitor gets 'Login
// Necessário' (back here after signing in); a signed-in user sees who sent it ('Profissional'),
// the expiry (dd/MM/yyyy 'às' HH:mm, and 'expira em breve' with the hours left at ≤ 24 h), the
// status badge, the items and total, the points to earn, and — depending on the state — 'Aceitar
// Carrinho' (only for the person it was sent to; anyone else with the link is told it is someone
// else's, read-only), or 'Ver no Carrinho' and 'Finalizar Compra' with the items editable; once
// finalized, 'Ir para o pagamento' until the order exists, then the order ('Ver pedido') and never a payment.
import { Alert, Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { CommerceLayout, LIST_DIVIDERS, ListSkeleton, MoneyRow, Section } from '../../ui/layout';
import { notify } from '../../notify';
import { issueLine } from '../../cart/rules';
import { CartDocument } from '../../cart/documents';
import type { SharedCartFieldsFragment } from '../../gql/graphql';
import {
  AcceptSharedCartDocument,
  FinalizeSharedCartDocument,
  RemoveSharedCartItemDocument,
  SharedCartDocument,
  UpdateSharedCartItemDocument,
} from '../../sharing/documents';
import { SHARE_TEXTS, pointsText, shareErrorText } from '../../sharing/rules';
import { submitMutation, type MutationPayload } from '../../ui/mutation';
import { ShareExpiry, SharedItemRow, ShareStatusBadge } from './components';

function CenteredCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Section>
      <Stack gap="3" align="center" textAlign="center" py="4" data-testid="shared-cart-notice">
        <Text as="h2" fontSize="lg" fontWeight="bold">
          {title}
        </Text>
        <Text color="fg.muted" maxW="sm">
          {text}
        </Text>
        <Stack gap="2" w="full" maxW="xs">
          {children}
        </Stack>
      </Stack>
    </Section>
  );
}

const HomeButton = () => (
  <Button asChild variant="outline">
    <RouterLink to="/">Voltar ao Início</RouterLink>
  </Button>
);

export function checkoutPathFor(shareId: string): string {
  return `/checkout?shared_cart=${encodeURIComponent(shareId)}`;
}

function SharedCartView({ share }: { share: SharedCartFieldsFragment }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs a mutation; on userErrors toasts `failure` with the pt-BR reason; the payload when it went through. */
  async function run<P extends MutationPayload>(key: string, failure: string, mutate: () => Promise<P | null | undefined>) {
    setBusy(key);
    try {
      const feedback = await submitMutation(mutate, { failure, titled: true, quiet: true, describe: shareErrorText });
      return feedback.ok ? feedback.payload : null;
    } finally {
      setBusy(null);
    }
  }

  async function accept() {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const payload = await run('accept', SHARE_TEXTS.acceptErrorToast, async () => (await client.mutate({ mutation: AcceptSharedCartDocument, variables: { input: { token } } })).data?.acceptSharedCart);
    if (!payload) return;
    if (payload.cart) client.writeQuery({ query: CartDocument, data: { cart: payload.cart } });
    notify.success(SHARE_TEXTS.accepted);
    await navigate('/cart');
  }

  async function updateQuantity(itemId: string, quantity: number) {
    const payload = await run(itemId, SHARE_TEXTS.updateError, async () => (await client.mutate({ mutation: UpdateSharedCartItemDocument, variables: { input: { shareId: share.id, itemId, quantity } } })).data?.updateSharedCartItem);
    if (payload?.cart) client.writeQuery({ query: CartDocument, data: { cart: payload.cart } });
  }

  async function remove(itemId: string) {
    const payload = await run(itemId, SHARE_TEXTS.removeError, async () => (await client.mutate({ mutation: RemoveSharedCartItemDocument, variables: { input: { shareId: share.id, itemId } } })).data?.removeSharedCartItem);
    if (!payload) return;
    if (payload.cart) client.writeQuery({ query: CartDocument, data: { cart: payload.cart } });
    notify.success(SHARE_TEXTS.removed);
  }

  async function finalize() {
    setBusy('finalize');
    try {
      // Cart issues are listed in their own toast; another refusal is toasted under the title.
      const feedback = await submitMutation(async () => (await client.mutate({ mutation: FinalizeSharedCartDocument, variables: { input: { shareId: share.id } } })).data?.finalizeSharedCart, {
        failure: SHARE_TEXTS.finalizeError,
        failureReason: SHARE_TEXTS.validationError,
        titled: true,
        quiet: true,
        describe: shareErrorText,
        handles: (answer) => answer.issues.length > 0,
      });
      const payload = feedback.payload;
      if (!payload) return;
      if (payload.issues.length) {
        notify.error(SHARE_TEXTS.issuesTitle, payload.issues.map(issueLine).join('\n'));
        return;
      }
      if (!feedback.ok) return;
      const earned = payload.share?.summary.totalPoints ?? 0;
      notify.success(SHARE_TEXTS.finalized, earned > 0 ? `Você ganhará ${pointsText(earned)} quando o pedido for entregue.` : undefined);
      await navigate(checkoutPathFor(share.id));
    } finally {
      setBusy(null);
    }
  }


  const points = share.summary.totalPoints;
  return (
    <Stack gap="4">
      <Section>
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="0.5">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Profissional
              </Text>
              <Text fontWeight="bold" fontSize="lg" data-testid="shared-cart-from">
                {share.fromName}
              </Text>
            </Stack>
            <ShareStatusBadge status={share.status} />
          </HStack>
          <ShareExpiry share={share} />
          {share.addressedToOther && share.status !== 'FINALIZED' && (
            <Alert.Root status="warning" rounded="lg" data-testid="shared-cart-not-addressee">
              <Alert.Indicator />
              <Alert.Title>{SHARE_TEXTS.notAddressee}</Alert.Title>
            </Alert.Root>
          )}
          {share.status === 'EXPIRED' && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{SHARE_TEXTS.expired}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Section>

      <Section title="Itens">
        {share.items.length === 0 ? (
          <Text color="fg.muted">Nenhum item deste carrinho está no seu carrinho agora.</Text>
        ) : (
          <Stack as="ul" gap="0" m="0" p="0" css={LIST_DIVIDERS} aria-label="Itens do carrinho compartilhado">
            {share.items.map((item) => (
              <SharedItemRow
                key={item.id}
                item={item}
                editable={share.canEdit}
                busy={busy === item.id}
                onQuantity={(quantity) => void updateQuantity(item.id, quantity)}
                onRemove={() => void remove(item.id)}
              />
            ))}
          </Stack>
        )}
        <Stack gap="1" pt="3">
          <Separator />
          <MoneyRow label="Total" value={share.summary.totalAtAdd} strong />
          {points > 0 && (
            <Text fontSize="sm" color="green.700" fontWeight="semibold" data-testid="shared-cart-points">
              Você ganhará {pointsText(points)} com esta compra
            </Text>
          )}
        </Stack>
      </Section>

      {share.canEdit && share.issues.length > 0 && (
        <Alert.Root status="warning" rounded="lg" data-testid="shared-cart-issues">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{SHARE_TEXTS.issuesTitle}</Alert.Title>
            <Alert.Description>{share.issues.map(issueLine).join(' · ')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {share.orderPlaced && (
        <Alert.Root status="success" rounded="lg" alignItems="center" data-testid="shared-cart-order">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{share.order ? `Pedido nº ${share.order.number} feito com este carrinho` : 'O pedido deste carrinho já foi feito'}</Alert.Title>
            <Alert.Description>{share.order ? share.order.statusLabel : 'Os pontos chegam quando o pedido for entregue.'}</Alert.Description>
          </Alert.Content>
          {share.order && (
            <Button asChild size="sm" variant="outline" bg="bg">
              <RouterLink to={`/order/${share.order.databaseId}`}>Ver pedido</RouterLink>
            </Button>
          )}
        </Alert.Root>
      )}

      <Stack gap="2" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
        {share.canAccept && (
          <Button size="lg" onClick={() => void accept()} loading={busy === 'accept'} loadingText="Aceitando...">
            Aceitar Carrinho
          </Button>
        )}
        {share.canEdit && (
          <>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/cart">Ver no Carrinho</RouterLink>
            </Button>
            <Button size="lg" onClick={() => void finalize()} loading={busy === 'finalize'} loadingText="Finalizando..." disabled={share.items.length === 0}>
              Finalizar Compra
            </Button>
          </>
        )}
        {share.status === 'FINALIZED' && share.receivedByViewer && !share.orderPlaced && (
          <Button asChild size="lg">
            <RouterLink to={checkoutPathFor(share.id)}>Ir para o pagamento</RouterLink>
          </Button>
        )}
        {share.sentByViewer && (
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/profile/shared-carts">Meus carrinhos compartilhados</RouterLink>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export default function SharedCartPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { viewer, loading: sessionLoading } = useSession();
  const token = params.get('token')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(SharedCartDocument, {
    variables: { token },
    skip: !token || !viewer,
    fetchPolicy: 'cache-and-network',
  });

  if (!token) return <Navigate to="/" replace />;

  let content;
  if (sessionLoading && !viewer) {
    content = <ListSkeleton label="Carregando carrinho compartilhado" count={2} h="32" />;
  } else if (!viewer) {
    const back = `${location.pathname}${location.search}`;
    content = (
      <CenteredCard title={SHARE_TEXTS.loginRequired} text="Entre na sua conta para ver e aceitar o carrinho que um profissional montou para você.">
        <Button asChild>
          <RouterLink to={`/login?redirect=${encodeURIComponent(back)}`}>Fazer Login</RouterLink>
        </Button>
        <HomeButton />
      </CenteredCard>
    );
  } else if (!data && loading) {
    content = <ListSkeleton label="Carregando carrinho compartilhado" count={2} h="32" />;
  } else if (error && !data) {
    content = (
      <CenteredCard title={SHARE_TEXTS.loadShareError} text="Verifique sua conexão e tente de novo.">
        <Button onClick={() => void refetch().catch(() => undefined)}>Tentar novamente</Button>
        <HomeButton />
      </CenteredCard>
    );
  } else if (!data?.sharedCart) {
    content = (
      <CenteredCard title={SHARE_TEXTS.invalidLink} text="Peça ao profissional um novo link de compartilhamento.">
        <HomeButton />
      </CenteredCard>
    );
  } else {
    content = <SharedCartView share={data.sharedCart} />;
  }

  return (
    <CommerceLayout title={title} maxW="3xl">
      <Box>{content}</Box>
    </CommerceLayout>
  );
}
