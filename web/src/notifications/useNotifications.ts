// The bell, live on every screen: each new notification refreshes the count and the list. Order
// and redemption news are also toasted here; chat messages and shared carts already are, by their
// own live hooks (chat/useChatEvents.ts, sharing/useShareEvents.ts) — one toast per event.
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { notify } from '../notify';
import { useSession } from '../session/session';
import { NotificationAddedDocument, UnreadNotificationsDocument } from './documents';

export function useNotificationEvents(viewerId: string | null | undefined, paused: boolean) {
  const client = useApolloClient();
  useSubscription(NotificationAddedDocument, {
    skip: !viewerId || paused,
    onData: ({ data }) => {
      const added = data.data?.notificationAdded;
      if (!added) return;
      void client.refetchQueries({ include: ['UnreadNotifications', 'Notifications'] }).catch(() => undefined);
      if (added.kind === 'ORDER_STATUS' || added.kind === 'REDEMPTION') notify.info(added.title, added.body);
    },
    onError: () => {
      // Best effort: the count is read again on the next screen that shows it.
    },
  });
}

/** Unread notifications of the signed-in user (0 for visitors and while unknown). */
export function useUnreadNotifications(): number {
  const { viewer } = useSession();
  const query = useQuery(UnreadNotificationsDocument, { skip: !viewer, fetchPolicy: 'cache-first' });
  return viewer ? (query.data?.unreadNotifications ?? 0) : 0;
}
