import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { onRealtimeReconnected, onRealtimeSessionEnded, restartRealtime } from '../apollo';
import type { ViewerFieldsFragment } from '../gql/graphql';
import { notify } from '../notify';
import { SignOutDocument, ViewerChangedDocument, ViewerDocument } from './documents';
import { clearSignedInHint, readSignedInHint, SIGNED_IN_HINT_KEY, writeSignedInHint } from './hint';
import { useShareEvents } from '../sharing/useShareEvents';
import { useChatEvents } from '../chat/useChatEvents';
import { useNotificationEvents } from '../notifications/useNotifications';
import { rememberOfflineViewer } from '../offline/offlineData';
import { SIGNED_IN_MESSAGE, takeSignInNotice } from './signInNotice';

/** The signed-in user as the app knows it (the `viewer` query). */
export type Viewer = ViewerFieldsFragment;

export const SESSION_MESSAGES = {
  signedOut: 'Você saiu da sua conta.',
  signOutFailed: 'Não foi possível sair da conta. Tente novamente.',
} as const;

export interface SessionValue {
  /** The signed-in user, or null for a visitor (also null while loading). */
  viewer: Viewer | null;
  /** True until the first answer of the `viewer` query (cache or network). */
  loading: boolean;
  /** The session could not be checked (network/server error) and nothing is known yet. */
  error: boolean;
  /**
   * A device-local hint that this browser was signed in last time (no data, just '1'): lets the
   * tab bar show its placeholder and the guest-only screens wait while the profile loads.
   */
  probablySignedIn: boolean;
  /**
   * True while a sign-in, sign-up or sign-out moves the user to another screen: the guards
   * keep still meanwhile so they do not race the screen's own navigation.
   */
  transitioning: boolean;
  /** Asks the server again (network-only); resolves to the viewer or null. */
  refetch(): Promise<Viewer | null>;
  /**
   * After a successful signIn/signUp: writes the user into the cache (no reload), reconnects the
   * realtime socket with the new cookie and navigates to `to` (replacing the auth screen).
   */
  completeSignIn(user: Viewer, to: string, options?: NavigateOptions): Promise<void>;
  /**
   * Ends the session: signOut on the server, go to `redirectTo` (default '/'), clear the cache
   * (resetStore) and toast 'Você saiu da sua conta.'. Resolves to false when the server call fails.
   */
  signOut(options?: { redirectTo?: string }): Promise<boolean>;
}

const noop = async () => {};

/** Outside a SessionProvider (e.g. the route error screen) everyone is a visitor. */
const VISITOR: SessionValue = {
  viewer: null,
  loading: false,
  error: false,
  probablySignedIn: false,
  transitioning: false,
  refetch: async () => null,
  completeSignIn: noop,
  signOut: async () => false,
};

const SessionContext = createContext<SessionValue>(VISITOR);

/** The current session (see SessionProvider). */
export function useSession(): SessionValue {
  return useContext(SessionContext);
}

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
