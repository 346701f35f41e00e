// /suporte 'Suporte': opens (or reopens) the customer's conversation with support and shows it.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, ListSkeleton, LoadError } from '../../ui/layout';
import { StartSupportConversationDocument } from '../../chat/documents';
import { chatPath } from './ConversationList';
import { LateRedirect } from '../../routes/LateRedirect';

export default function SupportPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const [target, setTarget] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    client
      .mutate({ mutation: StartSupportConversationDocument })
      .then(({ data }) => {
        const id = data?.startSupportConversation.conversation?.id;
        if (!live) return;
        if (id) setTarget(chatPath(id));
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, attempt]);
  if (target) return <LateRedirect to={target} />;
  return (
    <CommerceLayout title={title} maxW="3xl">
      {failed ? (
        <LoadError message="Não foi possível abrir a conversa com o suporte" onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <ListSkeleton label="Abrindo a conversa com o suporte" count={1} h="24" />
      )}
    </CommerceLayout>
  );
}
