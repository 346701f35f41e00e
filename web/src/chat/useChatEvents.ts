// The signed-in user's chat, live: one subscription for the whole app. Each event carries the
// conversation as it is now, which Apollo's normalized cache writes into the lists; the badges'
// counts are read again; a new message from the other side is announced (unless that conversation is
// open) and handed to the open thread (onChatEvent), which shows it and marks it read.
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { useRef } from 'react';
import { notify } from '../notify';
import { ChatEventsDocument, ChatUnreadDocument, type ChatEventsSubscription } from '../gql/graphql';
import { useSession } from '../session/session';

export type ChatEventData = ChatEventsSubscription['chatEvents'];

const listeners = new Set<(event: ChatEventData) => void>();

/** The open thread listens here; returns the unsubscribe. */
export function onChatEvent(listener: (event: ChatEventData) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatEvents(viewerId: string | null | undefined, paused: boolean) {
  const client = useApolloClient();
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  useSubscription(ChatEventsDocument, {
    skip: !viewerId || paused,
    onData: ({ data }) => {
      const event = data.data?.chatEvents;
      if (!event?.conversation) return;
      // A read receipt may be this viewer's own read on another tab or device: it read the bell's chat notifications too.
      void client.refetchQueries({ include: event.kind === 'READ' ? ['ChatUnread', 'UnreadNotifications', 'Notifications'] : ['ChatUnread'] }).catch(() => undefined);
      for (const listener of listeners) listener(event);
      const open = path.current === `/chat/${event.conversation.id}` || path.current === `/chat/${encodeURIComponent(event.conversation.id)}`;
      if (event.kind === 'MESSAGE' && event.message && !event.message.mine && !open) {
        notify.info(`Nova mensagem de ${event.message.senderType === 'USER' ? event.message.senderName : event.conversation.title}`, event.message.body);
        void client.refetchQueries({ include: ['Conversations', 'StoreConversations', 'SupportConversations'] }).catch(() => undefined);
      }
    },
    onError: () => {
      // Best effort: the lists and the thread read the server again when opened.
    },
  });
}

/** Unread messages: as a customer (the Chat tab), in the viewer's store inbox and in support (admins). */
export function useChatUnread() {
  const { viewer } = useSession();
  const query = useQuery(ChatUnreadDocument, { skip: !viewer, fetchPolicy: 'cache-first' });
  return viewer ? (query.data?.chatUnread ?? null) : null;
}
