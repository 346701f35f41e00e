import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_BAR_LABEL } from '../components/TabBar';
import { realtimeSessionEnded } from '../apollo';
import { notify, toaster } from '../notify';
import { renderAppAt } from '../test/render';
import { SignOutDocument } from './documents';
import { SIGNED_IN_HINT_KEY } from './hint';
import { SESSION_MESSAGES } from './SessionProvider';
import { makeViewer, silentViewerChanged, switchableViewer } from './testing';

// A route that keeps the shared placeholder (header with the user menu) for a long time.
const PAGE = '/auto-fix-codes';

describe('session', () => {
  afterEach(() => {
    act(() => toaster.remove());
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows Entrar/Criar conta to visitors and the name + Sair when signed in', async () => {
    const visitor = renderAppAt(PAGE);
    // The header's links (the page itself may offer its own 'Entrar').
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
    visitor.unmount();

    renderAppAt(PAGE, { viewer: makeViewer({ name: 'Maria da Silva' }) });
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Maria');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  }, 60_000);

  it("signs out: toast 'Você saiu da sua conta.', goes to / and forgets the viewer (no reload)", async () => {
    const success = vi.spyOn(notify, 'success');
    const viewer = switchableViewer(makeViewer());
    const signOut = vi.fn(() => {
      viewer.answer.current = null;
      return { data: { signOut: { __typename: 'SignOutPayload', signedOut: true } } };
    });
    const { router } = renderAppAt(PAGE, {
      mocks: [viewer.mock, ...silentViewerChanged(), { request: { query: SignOutDocument }, result: signOut }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith(SESSION_MESSAGES.signedOut);
    expect(screen.queryByRole('navigation', { name: TAB_BAR_LABEL })).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    // The landing page is guest-only: staying on / proves the viewer is gone.
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a sign-out made in another tab (storage event)', async () => {
    const viewer = switchableViewer(makeViewer());
    const { router } = renderAppAt('/profile/orders', { mocks: [viewer.mock, ...silentViewerChanged()] });
    await screen.findByRole('navigation', { name: TAB_BAR_LABEL });
    viewer.answer.current = null;
    act(() => {
      localStorage.removeItem(SIGNED_IN_HINT_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_HINT_KEY, oldValue: '1', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile/orders' });
  });

  it('follows a session ended on the server (the realtime socket closed with SESSION_ENDED_CLOSE_CODE)', async () => {
    const viewer = switchableViewer(makeViewer());
    const { router } = renderAppAt('/profile/orders', { mocks: [viewer.mock, ...silentViewerChanged()] });
    await screen.findByRole('navigation', { name: TAB_BAR_LABEL });
    viewer.answer.current = null;
    act(() => realtimeSessionEnded());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('shows the placeholder tab bar while a probably signed-in profile loads', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    renderAppAt(PAGE, { viewer: 'loading' });
    const nav = await screen.findByRole('navigation', { name: TAB_BAR_LABEL });
    expect(nav).toHaveAttribute('aria-busy', 'true');
  });
});
