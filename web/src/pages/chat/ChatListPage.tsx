// /chat 'Chat': the customer's conversations with stores and with support, newest activity first.
import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout } from '../../ui/layout';
import { ConversationsDocument } from '../../chat/documents';
import { ConversationList } from './ConversationList';

export default function ChatListPage({ title }: ScreenProps) {
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationsDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const support = (
    <Button asChild variant="outline" size="sm">
      <RouterLink to="/suporte">Falar com o suporte</RouterLink>
    </Button>
  );
  return (
    <CommerceLayout title={title} description="Suas conversas com as lojas e com o suporte" actions={support} maxW="3xl">
      <ConversationList
        conversations={data?.conversations.edges.map((e) => e.node) ?? null}
        loading={loading}
        failed={!!error && !data}
        onRetry={() => void refetch().catch(() => undefined)}
        pageInfo={data?.conversations.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        emptyTitle="Nenhuma conversa ainda"
        emptyHint="Toque em 'Falar com a loja' na página de um produto ou de uma loja para tirar dúvidas."
        emptyAction={
          <Button asChild>
            <RouterLink to="/explore">Explorar lojas</RouterLink>
          </Button>
        }
      />
    </CommerceLayout>
  );
}
