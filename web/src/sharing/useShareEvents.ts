// The signed-in user's shared carts, live (both sides): each event brings the share as it is now,
// which Apollo's normalized cache writes into every screen showing it (status, items, totals); a
// new share also refreshes the open lists, and people get the notice of what happened.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { notify } from '../notify';
import { CartShareEventsDocument, type CartShareEventsSubscription } from '../gql/graphql';
import { shareNotice } from './rules';

export function useShareEvents(viewerId: string | null | undefined, paused: boolean) {
  const client = useApolloClient();
  useSubscription(CartShareEventsDocument, {
    skip: !viewerId || paused,
    onData: ({ data }) => {
      const event = data.data?.cartShareEvents as CartShareEventsSubscription['cartShareEvents'] | undefined;
      // A new share, or one this user no longer sees (re-sent to someone else): the lists change.
      if (event && (event.kind === 'RECEIVED' || !event.share)) void client.refetchQueries({ include: ['CartSharesSent', 'CartSharesReceived'] }).catch(() => undefined);
      // The professional's counts by status (/services) follow every change of their shares.
      if (event) void client.refetchQueries({ include: ['ProfessionalSpace'] }).catch(() => undefined);
      if (!event?.share) return;
      const notice = shareNotice(event.kind, event.share);
      if (notice) notify[notice.type](notice.title, notice.description);
    },
    onError: () => {
      // Best effort: the lists and the share screen read the server again when opened.
    },
  });
}
