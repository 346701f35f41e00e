import { createContext, useContext } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import type { ViewerFieldsFragment } from '../gql/graphql';

// The session's context and its reader, without the provider: the hooks SessionProvider mounts
// (chat, notifications) read useSession from here, so provider and hooks form no import circle.

/** The signed-in user as the app knows it (the `viewer` query). */
export type Viewer = ViewerFieldsFragment;

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

export const SessionContext = createContext<SessionValue>(VISITOR);

/** The current session (see SessionProvider). */
export function useSession(): SessionValue {
  return useContext(SessionContext);
}

