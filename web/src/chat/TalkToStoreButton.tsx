// 'Falar com a loja' (product and store pages): opens the viewer's conversation with the store and
// goes to it; a visitor is sent to sign in and comes back here.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../notify';
import { useSession } from '../session/SessionProvider';
import { loginRedirectState } from '../session/redirects';
import { ChatIcon } from '../ui/icons';
import { submitMutation } from '../ui/mutation';
import { StartConversationDocument } from './documents';

export function TalkToStoreButton({ storeId, ...props }: { storeId: string } & ButtonProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer } = useSession();
  const [busy, setBusy] = useState(false);

  async function open() {
    if (!viewer) {
      await navigate('/login', { state: loginRedirectState(location) });
      return;
    }
    setBusy(true);
    const failure = 'Não foi possível abrir a conversa';
    try {
      const result = await submitMutation(async () => (await client.mutate({ mutation: StartConversationDocument, variables: { input: { storeId } } })).data?.startConversation, {
        failure,
        titled: true,
        quiet: true,
      });
      if (result.payload?.conversation) await navigate(`/chat/${encodeURIComponent(result.payload.conversation.id)}`);
      else if (result.ok) notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void open()} {...props}>
      <ChatIcon />
      Falar com a loja
    </Button>
  );
}
