import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../session/testing';
import { renderAppAt } from '../test/render';
import { GUARD_MESSAGES } from './RouteGuard';

const consumer = makeViewer();

/** The guard let the route render: the session answered and the URL stayed. */
async function expectAdmitted(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => {
    expect(screen.queryByText(GUARD_MESSAGES.checkingAuth)).toBeNull();
    expect(screen.queryByText(GUARD_MESSAGES.checkingAdmin)).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
  await new Promise((r) => setTimeout(r, 50));
  expect(router.state.location.pathname).toBe(path);
}
const admin = makeViewer({ role: 'ADMIN', isAdmin: true });

describe('RouteGuard', () => {
  it('sends a visitor from an auth route to /login, remembering path and query', async () => {
    const { router } = renderAppAt('/profile/orders?pagina=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile/orders?pagina=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  });

  it('guards vendor routes with login only', async () => {
    const visitor = renderAppAt('/vendor/orders');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    expect(visitor.router.state.location.state).toEqual({ from: '/vendor/orders' });
    visitor.unmount();

    // Any signed-in user gets in (the spec's client has no vendor check).
    const signedIn = renderAppAt('/vendor/orders', { viewer: consumer });
    await expectAdmitted(signedIn.router, '/vendor/orders');
  });

  it("shows 'Verificando autenticação...' while the session loads", async () => {
    renderAppAt('/profile', { viewer: 'loading' });
    expect(await screen.findByText(GUARD_MESSAGES.checkingAuth)).toBeInTheDocument();
  });

  it("shows 'Verificando permissões de administrador...' on admin routes while loading", async () => {
    renderAppAt('/admin/users', { viewer: 'loading' });
    expect(await screen.findByText(GUARD_MESSAGES.checkingAdmin)).toBeInTheDocument();
  });

  it('sends a signed-in non-admin from an admin route to /home', async () => {
    const { router } = renderAppAt('/admin/users', { viewer: consumer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets an admin in', async () => {
    const { router } = renderAppAt('/admin/users', { viewer: admin });
    await expectAdmitted(router, '/admin/users');
  });

  it('sends a visitor from an admin route to /login', async () => {
    const { router } = renderAppAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin' });
  });

  it.each(['/login', '/signup', '/'])('sends a signed-in user from %s to /home', async (path) => {
    const { router } = renderAppAt(path, { viewer: consumer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets visitors use the public routes', async () => {
    const { router } = renderAppAt('/recuperar-senha');
    expect(await screen.findByRole('button', { name: 'Enviar link de recuperação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recuperar-senha');
  });

  it('offers a retry when the session cannot be checked', async () => {
    const { ViewerDocument } = await import('../session/documents');
    renderAppAt('/profile', { mocks: [{ request: { query: ViewerDocument }, error: new Error('rede fora') }] });
    expect(await screen.findByText(GUARD_MESSAGES.sessionError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GUARD_MESSAGES.retry })).toBeInTheDocument();
  });
});

describe('splash destination', () => {
  it('goes to /home when signed in', async () => {
    const { router } = renderAppAt('/splash', { viewer: consumer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
