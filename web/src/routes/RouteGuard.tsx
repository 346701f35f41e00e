import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { useDeferredValue, useEffect, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { HOME_PATH, LOGIN_PATH, loginRedirectState } from '../session/redirects';
import { useSession } from '../session/SessionProvider';
import { useRouteMeta } from './meta';
import type { AccessLevel } from './table';

export const GUARD_MESSAGES = {
  checkingAuth: 'Verificando autenticação...',
  checkingAdmin: 'Verificando permissões de administrador...',
  sessionError: 'Não foi possível verificar sua sessão. Confira sua conexão e tente de novo.',
  retry: 'Tentar novamente',
} as const;

export interface RouteGuardProps {
  /** Access level of the routes below (from the route table). */
  access: AccessLevel;
  children: ReactNode;
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center as="main" minH="60vh" px="6">
      <VStack gap="4" maxW="sm" textAlign="center" role="alert">
        <Text color="fg.muted">{GUARD_MESSAGES.sessionError}</Text>
        <Button onClick={onRetry}>{GUARD_MESSAGES.retry}</Button>
      </VStack>
    </Center>
  );
}

/** Whether a screen has been shown since the app started (after that, screens come by navigation). */
let pageLoaded = false;

/**
 * The page's screen is drawn at once, not deferred: on the server (web/src/entry-server.tsx), and in
 * the browser hydrating what the server drew (web/src/main.tsx), whose first render must match it.
 */
export function screenDrawnByServer(): void {
  pageLoaded = true;
}

/**
 * Wraps every group of routes of one access level (see web/src/routes/router.tsx), per docs/decisions.md
 * "Route guard behaviour":
 * - `auth`/`vendor` (vendor is login-only, as in the spec): 'Verificando autenticação...' while
 *   the session loads; a visitor goes to /login with `state.from` = path + query.
 * - `admin`: 'Verificando permissões de administrador...' while loading; visitor → /login,
 *   signed-in non-admin → /home (isAdmin comes from the server).
 * - `guestOnly` routes (/, /login, /signup): a signed-in user goes to /home.
 * While a sign-in/sign-out moves the user (`transitioning`) the guard keeps still: the screen
 * doing it navigates itself.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const meta = useRouteMeta();
  const verdict = guardVerdict(access, session, meta?.guestOnly ?? false, location);
  // The screen of a page load is mounted in the background, in slices (a deferred value), with the
  // loader meanwhile (under the HTML first screen where the page has one), and so is a screen that
  // replaces the loader when the session arrives: a whole page of components mounted at once was the
  // longest task of a page load (bench/diary.md, "A tela montada em fatias"). Navigations are
  // not held: the router already renders them in the background, keeping the page being left.
  const screenReady = useDeferredValue(verdict === 'screen', pageLoaded ? undefined : false);
  useEffect(() => {
    if (screenReady) pageLoaded = true;
  }, [screenReady]);
  if (verdict !== 'screen') return verdict;
  // A public page shows the plain 'Carregando...'; the others keep the label of the session check.
  const waitingLabel = access === 'public' && !meta?.guestOnly ? undefined : checkingLabel(access);
  if (!screenReady && !session.transitioning) return <PageLoader label={waitingLabel} />;
  return <>{children}</>;
}

const checkingLabel = (access: AccessLevel) => (access === 'admin' ? GUARD_MESSAGES.checkingAdmin : GUARD_MESSAGES.checkingAuth);

/** What the guard shows: the screen, or a loader, an error or a redirect in its place. */
function guardVerdict(access: AccessLevel, session: ReturnType<typeof useSession>, guestOnly: boolean, location: ReturnType<typeof useLocation>): 'screen' | ReactElement {
  if (session.transitioning) return 'screen';

  if (access === 'public') {
    if (guestOnly) {
      if (session.viewer) return <Navigate to={HOME_PATH} replace />;
      // Probably signed in (device hint): wait instead of flashing the visitor screen.
      if (session.loading && session.probablySignedIn) return <PageLoader label={GUARD_MESSAGES.checkingAuth} />;
    }
    return 'screen';
  }

  if (session.loading) {
    return <PageLoader label={checkingLabel(access)} />;
  }
  if (session.error && !session.viewer) {
    return <SessionCheckFailed onRetry={() => void session.refetch().catch(() => undefined)} />;
  }
  if (!session.viewer) {
    return <Navigate to={LOGIN_PATH} replace state={loginRedirectState(location)} />;
  }
  if (access === 'admin' && !session.viewer.isAdmin) {
    return <Navigate to={HOME_PATH} replace />;
  }
  return 'screen';
}
