// The inbox of /vendor/chat 'Mensagens da loja' (StoreInboxPage) and /admin/support 'Suporte'
// (SupportInboxPage): the store's conversations (its owner answers) or support's (admins answer),
// unread first in the badge.
import { useQuery } from '@apollo/client/react';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout } from '../../ui/layout';
import { StoreConversationsDocument, SupportConversationsDocument } from '../../chat/documents';
import { ConversationList } from './ConversationList';

export function Inbox({ title, support }: ScreenProps & { support: boolean }) {
  const store = useQuery(StoreConversationsDocument, { skip: support, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const help = useQuery(SupportConversationsDocument, { skip: !support, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const connection = support ? help.data?.supportConversations : store.data?.storeConversations;
  const query = support ? help : store;
  const noStore = !support && store.error?.message === 'Vendedor não encontrado para o usuário atual';
  return (
    <CommerceLayout title={title} description={support ? 'Conversas dos clientes com o suporte do Clube Local' : 'Perguntas dos clientes sobre a sua loja'} maxW="3xl">
      <ConversationList
        conversations={connection?.edges.map((e) => e.node) ?? (noStore ? [] : null)}
        loading={query.loading}
        failed={!!query.error && !connection && !noStore}
        onRetry={() => void query.refetch().catch(() => undefined)}
        pageInfo={connection?.pageInfo}
        onLoadMore={(after) => query.fetchMore({ variables: { after } })}
        emptyTitle={noStore ? 'Vendedor não encontrado para o usuário atual' : 'Nenhuma conversa ainda'}
        emptyHint={support ? 'Quando um cliente escrever para o suporte, a conversa aparece aqui.' : 'Quando um cliente tocar em "Falar com a loja", a conversa aparece aqui.'}
      />
    </CommerceLayout>
  );
}
