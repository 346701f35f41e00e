// /profile/shared-carts 'Carrinhos compartilhados': the carts this user received (waiting, accepted,
// finalized) and — for professionals, or anyone who ever sent one — the carts they sent, with the
// recipient, status, expiry, total, the link to copy or send by WhatsApp, 'Reenviar' (to another
// e-mail) and 'Cancelar compartilhamento'. Both lists
// follow the live share events (useShareEvents): statuses change in place, new shares appear.
import { Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ScreenProps } from '../../routes/screenProps';
import type { SharedCartCardFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ShareIcon } from '../../ui/icons';
import { submitMutation } from '../../ui/mutation';
import { CartSharesReceivedDocument, CartSharesSentDocument, RevokeSharedCartDocument } from '../../sharing/documents';
import { SHARE_TEXTS, shareErrorText } from '../../sharing/rules';
import { ResendShareDialog } from '../../sharing/ResendShareDialog';
import { ShareCard } from './components';

function ShareList({ title, shares, empty, pageInfo, onLoadMore, onRevoke, onResend }: {
  title: string;
  shares: SharedCartCardFieldsFragment[];
  empty: string;
  pageInfo?: { hasNextPage: boolean; endCursor?: string | null };
  onLoadMore: (after: string | null | undefined) => Promise<unknown>;
  onRevoke?: (share: SharedCartCardFieldsFragment) => void;
  onResend?: (share: SharedCartCardFieldsFragment) => void;
}) {
  return (
    <Section title={title}>
      {shares.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" aria-label={title}>
          {shares.map((share) => (
            <ShareCard key={share.id} share={share} onRevoke={onRevoke ? () => onRevoke(share) : undefined} onResend={onResend ? () => onResend(share) : undefined} />
          ))}
        </Stack>
      )}
      {pageInfo && <LoadMoreButton pageInfo={pageInfo} onLoadMore={onLoadMore} />}
    </Section>
  );
}

export default function SharedCartsPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { viewer } = useSession();
  const received = useQuery(CartSharesReceivedDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const sent = useQuery(CartSharesSentDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [revoking, setRevoking] = useState<SharedCartCardFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState<SharedCartCardFieldsFragment | null>(null);

  async function revoke(share: SharedCartCardFieldsFragment) {
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: RevokeSharedCartDocument, variables: { input: { shareId: share.id } } })).data?.revokeSharedCart,
      { failure: SHARE_TEXTS.revokeError, success: SHARE_TEXTS.revoked, titled: true, describe: shareErrorText },
    );
    setBusy(false);
    if (result.ok) setRevoking(null);
  }

  const receivedShares = received.data?.cartSharesReceived.edges.map((e) => e.node) ?? [];
  const sentShares = sent.data?.cartSharesSent.edges.map((e) => e.node) ?? [];
  const showSent = !!viewer?.canShareCarts || sentShares.length > 0;
  const loading = (!received.data && received.loading) || (!sent.data && sent.loading);
  const failed = (!received.data && received.error) || (!sent.data && sent.error);

  let content;
  if (loading) content = <ListSkeleton label="Carregando carrinhos compartilhados" count={2} h="32" />;
  else if (failed) content = <LoadError message={SHARE_TEXTS.loadShareError} onRetry={() => void Promise.all([received.refetch(), sent.refetch()]).catch(() => undefined)} />;
  else if (receivedShares.length === 0 && !showSent)
    content = <EmptyState icon={ShareIcon} title="Nenhum carrinho compartilhado" hint="Quando um profissional montar um carrinho para você, ele aparece aqui e no seu email." />;
  else
    content = (
      <Stack gap="4">
        {showSent && (
          <ShareList
            title="Enviados"
            shares={sentShares}
            empty="Você ainda não compartilhou nenhum carrinho. Monte o carrinho e toque em 'Compartilhar' na tela do carrinho."
            pageInfo={sent.data?.cartSharesSent.pageInfo}
            onLoadMore={(after) => sent.fetchMore({ variables: { after } })}
            onRevoke={setRevoking}
            onResend={setResending}
          />
        )}
        <ShareList
          title="Recebidos"
          shares={receivedShares}
          empty="Nenhum carrinho recebido no momento."
          pageInfo={received.data?.cartSharesReceived.pageInfo}
          onLoadMore={(after) => received.fetchMore({ variables: { after } })}
        />
      </Stack>
    );

  return (
    <CommerceLayout title={title} back={{ to: '/profile', label: 'Voltar ao perfil' }} maxW="3xl">
      {content}
      <ConfirmDialog
        open={!!revoking}
        title="Cancelar compartilhamento?"
        confirmLabel="Cancelar compartilhamento"
        busyLabel="Cancelando..."
        cancelLabel="Voltar"
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(null)}
      >
        <Text>O link deixa de funcionar. Itens que o cliente já aceitou continuam no carrinho dele.</Text>
      </ConfirmDialog>
      <ResendShareDialog share={resending} onClose={() => setResending(null)} />
    </CommerceLayout>
  );
}
