import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { onRealtimeReconnected, onRealtimeSessionEnded, restartRealtime } from '../apollo';
import { notify } from '../notify';
import { SignOutDocument, ViewerChangedDocument, ViewerDocument } from './documents';
import { clearSignedInHint, readSignedInHint, SIGNED_IN_HINT_KEY, writeSignedInHint } from './hint';
import { useShareEvents } from '../sharing/useShareEvents';
import { useChatEvents } from '../chat/useChatEvents';
import { useNotificationEvents } from '../notifications/useNotifications';
import { rememberOfflineViewer } from '../offline/offlineData';
import { forgetChatOutbox, rememberOutboxViewer } from '../chat/outbox';
import { SIGNED_IN_MESSAGE, takeSignInNotice } from './signInNotice';
import { SessionContext, type SessionValue, type Viewer } from './session';

export { useSession, type SessionValue, type Viewer } from './session';

export const SESSION_MESSAGES = {
  signedOut: 'Você saiu da sua conta.',
  signOutFailed: 'Não foi possível sair da conta. Tente novamente.',
} as const;

/**
 * Loads the viewer once (cache-first), keeps it current with `viewerChanged` while signed in,
 * follows sign-in/sign-out made in other tabs (storage event on the hint), and offers the
 * sign-in/sign-out transitions. Mounted by AppLayout, inside the router and Apollo.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const query = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  const [hint, setHint] = useState(readSignedInHint);

  // A transition lasts from the sign-in/out until the router has *rendered* another location
  // (router.navigate resolves before React commits the new route, so its promise is not enough).
  const location = useLocation();
  const locationKey = useRef(location.key);
  locationKey.current = location.key;
  const [transitionFrom, setTransitionFrom] = useState<string | null>(null);
  const transitioning = transitionFrom !== null && transitionFrom === location.key;
  useEffect(() => {
    if (transitionFrom !== null && transitionFrom !== location.key) setTransitionFrom(null);
  }, [transitionFrom, location.key]);
  const beginTransition = useCallback(() => {
    const from = locationKey.current;
    flushSync(() => setTransitionFrom(from));
  }, []);
  const endTransition = useCallback(() => setTransitionFrom(null), []);

  const viewer = query.data?.viewer ?? null;
  const known = query.data !== undefined;
  const loading = !known && !query.error;
  const viewerId = viewer?.id ?? null;

  // Keep the hint, and whose answers the offline cache holds, in step with what the server says.
  useEffect(() => {
    if (!known) return;
    if (viewerId) writeSignedInHint();
    else clearSignedInHint();
    setHint(!!viewerId);
    rememberOfflineViewer(viewerId);
    rememberOutboxViewer(viewerId);
    if (viewerId && takeSignInNotice()) notify.success(SIGNED_IN_MESSAGE);
  }, [known, viewerId]);

  // `query` is a new object on every render; keep its refetch in a ref so callbacks stay stable.
  const refetchQuery = useRef(query.refetch);
  refetchQuery.current = query.refetch;

  // Other tabs of this browser: the profile changes through the subscription below; sign-in and
  // sign-out there flip the hint, and this tab asks the server again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SIGNED_IN_HINT_KEY) return;
      restartRealtime();
      void refetchQuery.current().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // This session ended on the server (signed out everywhere from another device, password
  // changed): ask who we are now; the visitor state and the route guards follow.
  useEffect(
    () =>
      onRealtimeSessionEnded(() => {
        void refetchQuery.current().catch(() => undefined);
      }),
    [],
  );

  // A dropped socket that comes back catches up: every screen on show reads the server again (chat
  // threads and lists, badges, notifications, orders), and Apollo's cache de-duplicates by id.
  // The same when the device's connection comes back (screens that failed offline recover).
  useEffect(() => {
    const readAgain = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    const stopRealtime = onRealtimeReconnected(readAgain);
    window.addEventListener('online', readAgain);
    return () => {
      stopRealtime();
      window.removeEventListener('online', readAgain);
    };
  }, [client]);
  useShareEvents(viewerId, transitioning);
  useChatEvents(viewerId, transitioning);
  useNotificationEvents(viewerId, transitioning);

  useSubscription(ViewerChangedDocument, {
    skip: !viewerId || transitioning,
    onData: ({ data }) => {
      const changed = data.data?.viewerChanged;
      if (changed) client.writeQuery({ query: ViewerDocument, data: { viewer: changed } });
    },
    onError: () => {
      // Best effort: the next query or reconnection brings the profile up to date.
    },
  });

  const refetch = useCallback(async () => {
    const result = await refetchQuery.current();
    return result.data?.viewer ?? null;
  }, []);

  const completeSignIn = useCallback(
    async (user: Viewer, to: string, options: NavigateOptions = {}) => {
      beginTransition();
      try {
        writeSignedInHint();
        setHint(true);
        rememberOfflineViewer(user.id);
        rememberOutboxViewer(user.id);
        client.writeQuery({ query: ViewerDocument, data: { viewer: user } });
        restartRealtime();
        await navigate(to, { replace: true, ...options });
      } catch (error) {
        endTransition();
        throw error;
      }
    },
    [beginTransition, endTransition, client, navigate],
  );

  const signOut = useCallback(
    async ({ redirectTo = '/' }: { redirectTo?: string } = {}) => {
      beginTransition();
      try {
        await client.mutate({ mutation: SignOutDocument });
      } catch {
        endTransition();
        notify.error(SESSION_MESSAGES.signOutFailed);
        return false;
      }
      // The screen being left keeps still (transition) while the visitor state is applied.
      clearSignedInHint();
      setHint(false);
      // The signed-in user's stored answers go now, before the visitor's queries run.
      rememberOfflineViewer(null);
      forgetChatOutbox();
      client.writeQuery({ query: ViewerDocument, data: { viewer: null } });
      restartRealtime();
      try {
        await navigate(redirectTo, { replace: true });
      } catch {
        endTransition();
      }
      notify.success(SESSION_MESSAGES.signedOut);
      // Drops everything the signed-in user could read; active queries (the viewer) refetch.
      await client.resetStore().catch(() => undefined);
      return true;
    },
    [beginTransition, endTransition, client, navigate],
  );

  const value = useMemo<SessionValue>(
    () => ({
      viewer,
      loading,
      error: !known && !!query.error,
      probablySignedIn: viewer ? true : loading && hint,
      transitioning,
      refetch,
      completeSignIn,
      signOut,
    }),
    [viewer, loading, known, query.error, hint, transitioning, refetch, completeSignIn, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
