import type { ReactNode } from 'react';
import type { AccessLevel } from './table';

export interface RouteGuardProps {
  /** Access level of the routes below (from the route table). */
  access: AccessLevel;
  children: ReactNode;
}

/**
 * Wraps every group of routes of one access level (see web/src/routes/router.tsx).
 *
 * HOOK POINT for accounts: today it renders its children for everyone. The spec's behaviour
 * (spec 01 §2 "Route guard behaviour") goes here:
 * - `auth`/`vendor`: while the session loads show 'Verificando autenticação...'; signed out →
 *   redirect to /login remembering the origin (location.pathname + search).
 * - `admin`: additionally 'Verificando permissões de administrador...'; non-admin → /home.
 * - routes with `guestOnly` (read it with `useRouteMeta()`): signed-in user → /home.
 */
export function RouteGuard({ access: _access, children }: RouteGuardProps) {
  return <>{children}</>;
}
