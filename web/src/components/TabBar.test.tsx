import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeViewer } from '../session/testing';
import { activeTabPath, isTabBarHidden, tabsFor } from '../session/tabs';
import { renderAppAt, renderWithProviders } from '../test/render';
import { TAB_BAR_LABEL, TabBarView, type TabBarViewProps } from './TabBar';

function renderBar(props: TabBarViewProps) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[props.pathname]}>
      <TabBarView {...props} />
    </MemoryRouter>,
  );
}

const consumer = makeViewer();
const professional = makeViewer({ role: 'PROFESSIONAL' });
const seller = makeViewer({ role: 'SELLER' });
const storeOwner = makeViewer({ role: 'STORE_OWNER' });
const admin = makeViewer({ role: 'ADMIN', isAdmin: true });

function tabs() {
  const nav = screen.getByRole('navigation', { name: TAB_BAR_LABEL });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('tab rules', () => {
  it('gives consumers, professionals and other roles the six shopping tabs', () => {
    for (const viewer of [consumer, professional, seller, null]) {
      expect(tabsFor(viewer).map((t) => [t.label, t.path])).toEqual([
        ['Home', '/home'],
        ['Produtos', '/marketplace'],
        ['Recompensas', '/rewards'],
        ['Chat', '/chat'],
        ['Carrinho', '/cart'],
        ['Perfil', '/profile'],
      ]);
    }
    expect(tabsFor(consumer).find((t) => t.path === '/cart')?.tooltip).toBe('Meu Carrinho');
  });

  it('gives the lojista the sales tabs (and the store inbox, ours) and admins the admin tab', () => {
    expect(tabsFor(storeOwner).map((t) => [t.label, t.path, t.tooltip])).toEqual([
      ['Home', '/home', undefined],
      ['Produtos', '/marketplace', undefined],
      ['Vendas', '/vendor', 'Portal do Vendedor'],
      ['Produtos', '/vendor/products', 'Gerenciar Produtos'],
      ['Chat', '/vendor/chat', 'Mensagens da loja'],
      ['Perfil', '/profile', undefined],
    ]);
    const adminTabs = [
      ['Home', '/home'],
      ['Produtos', '/marketplace'],
      ['Admin', '/admin'],
      ['Perfil', '/profile'],
    ];
    expect(tabsFor(admin).map((t) => [t.label, t.path])).toEqual(adminTabs);
    // isAdmin wins over the papel (an admin lojista sees the admin tabs).
    expect(tabsFor(makeViewer({ role: 'STORE_OWNER', isAdmin: true })).map((t) => [t.label, t.path])).toEqual(adminTabs);
  });

  it('activates the exact path for the listed tabs, else the first path segment', () => {
    for (const path of ['/home', '/marketplace', '/rewards', '/chat', '/vendor-dashboard', '/services', '/profile', '/vendor/chat']) {
      expect(activeTabPath(path)).toBe(path);
    }
    expect(activeTabPath('/profile/orders')).toBe('/profile');
    expect(activeTabPath('/marketplace/products')).toBe('/marketplace');
    expect(activeTabPath('/vendor/products')).toBe('/vendor');
    expect(activeTabPath('/chat/123')).toBe('/chat');
    expect(activeTabPath('/cart/')).toBe('/cart');
    expect(activeTabPath('/')).toBe('/');
  });

  it('hides the bar on /login, /signup, /onboarding, /splash and every /admin path', () => {
    for (const path of ['/login', '/signup', '/onboarding', '/splash', '/admin', '/admin/users', '/login/']) {
      expect(isTabBarHidden(path)).toBe(true);
    }
    for (const path of ['/', '/home', '/administracao', '/explore', '/recuperar-senha']) {
      expect(isTabBarHidden(path)).toBe(false);
    }
  });
});

describe('TabBarView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the consumer tabs with the active one marked (aria-current)', () => {
    renderBar({ viewer: consumer, loading: false, pathname: '/profile/orders' });
    expect(tabs()).toEqual([
      ['Home', '/home'],
      ['Produtos', '/marketplace'],
      ['Recompensas', '/rewards'],
      ['Chat', '/chat'],
      ['Carrinho', '/cart'],
      ['Perfil', '/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Carrinho: Meu Carrinho' })).toBeInTheDocument();
  });

  it('renders the lojista tabs; both Produtos tabs are told apart by their tooltip', () => {
    renderBar({ viewer: storeOwner, loading: false, pathname: '/vendor/products' });
    expect(tabs()).toEqual([
      ['Home', '/home'],
      ['Produtos', '/marketplace'],
      ['Vendas', '/vendor'],
      ['Produtos', '/vendor/products'],
      ['Chat', '/vendor/chat'],
      ['Perfil', '/profile'],
    ]);
    // The spec's rule: /vendor/products activates its first segment, /vendor (Vendas).
    expect(screen.getByRole('link', { name: 'Vendas: Portal do Vendedor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Produtos: Gerenciar Produtos' })).not.toHaveAttribute('aria-current');
  });

  it("counts the lojista's unread store conversations on its Chat tab, said in the name", () => {
    renderBar({ viewer: storeOwner, loading: false, pathname: '/vendor/chat', badges: { storeChatUnread: 2, chatUnread: 5 } });
    const chat = screen.getByRole('link', { name: 'Chat: Mensagens da loja, 2 conversas não lidas' });
    expect(chat).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vendas: Portal do Vendedor' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('tab-badge-storeChatUnread')).toHaveAttribute('data-count', '2');
    expect(screen.queryByTestId('tab-badge-chatUnread')).toBeNull();
  });

  it("shows a tab's tooltip on hover once its chunk has loaded", async () => {
    renderBar({ viewer: consumer, loading: false, pathname: '/home' });
    // Chakra's tooltip measures its trigger; jsdom has no ResizeObserver.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    // The link becomes the tooltip's trigger when the chunk arrives (data-scope="tooltip").
    await waitFor(() => expect(screen.getByRole('link', { name: 'Carrinho: Meu Carrinho' })).toHaveAttribute('data-scope', 'tooltip'));
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Carrinho: Meu Carrinho' }), { pointerType: 'mouse' });
    expect(await screen.findByText('Meu Carrinho')).toBeInTheDocument();
  });

  it('loads no tooltip on a touch-only screen, where the hint stays in the link name', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)', addEventListener() {}, removeEventListener() {} }));
    await import('./TabTooltip'); // in memory: were it asked for, it would be there at once
    renderBar({ viewer: consumer, loading: false, pathname: '/home' });
    const cart = screen.getByRole('link', { name: 'Carrinho: Meu Carrinho' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cart).toBeInTheDocument();
    expect(cart).not.toHaveAttribute('data-scope');
  });

  it('renders the admin tabs', () => {
    renderBar({ viewer: admin, loading: false, pathname: '/home' });
    expect(tabs().map(([label]) => label)).toEqual(['Home', 'Produtos', 'Admin', 'Perfil']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a placeholder with 5 empty slots while the profile loads', () => {
    renderBar({ viewer: null, loading: true, pathname: '/home' });
    const nav = screen.getByRole('navigation', { name: TAB_BAR_LABEL });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(within(nav).getAllByTestId('tab-placeholder')).toHaveLength(5);
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows nothing to visitors and nothing on hidden paths', () => {
    const { unmount } = renderBar({ viewer: null, loading: false, pathname: '/home' });
    expect(screen.queryByRole('navigation', { name: TAB_BAR_LABEL })).toBeNull();
    unmount();
    renderBar({ viewer: consumer, loading: false, pathname: '/admin/users' });
    expect(screen.queryByRole('navigation', { name: TAB_BAR_LABEL })).toBeNull();
  });

  it('shows badges only above 0', () => {
    renderBar({ viewer: consumer, loading: false, pathname: '/home', badges: { chatUnread: 3, cartCount: 0 } });
    expect(screen.getByTestId('tab-badge-chatUnread')).toHaveAttribute('data-count', '3');
    expect(screen.queryByTestId('tab-badge-cartCount')).toBeNull();
    expect(screen.getByRole('link', { name: /Chat, 3 mensagens não lidas/ })).toBeInTheDocument();
  });

  it("says the cart's count in the cart's name, which its label (with the hint) gives", () => {
    renderBar({ viewer: consumer, loading: false, pathname: '/home', badges: { chatUnread: 0, cartCount: 1 } });
    expect(screen.getByRole('link', { name: 'Carrinho: Meu Carrinho, 1 item no carrinho' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });
});

describe('TabBar in the app', () => {
  it('appears for a signed-in user and not on /onboarding', async () => {
    const { router } = renderAppAt('/rewards', { viewer: makeViewer() });
    const nav = await screen.findByRole('navigation', { name: TAB_BAR_LABEL });
    expect(within(nav).getByRole('link', { name: 'Recompensas' })).toHaveAttribute('aria-current', 'page');
    await router.navigate('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: TAB_BAR_LABEL })).toBeNull());
  });

  it('does not appear for visitors', async () => {
    renderAppAt('/recuperar-senha');
    await screen.findByRole('button', { name: 'Enviar link de recuperação' });
    // The session's answer may reach the page after the page's own content.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: TAB_BAR_LABEL })).toBeNull());
  });
});
