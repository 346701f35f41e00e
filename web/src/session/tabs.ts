// Bottom tab navigation rules: which tabs a
// role gets, where the bar is hidden, and which tab is active. Pure, so the rules are tested
// without rendering.
import type { Role } from '../gql/graphql';

export type TabIconKey = 'home' | 'products' | 'rewards' | 'chat' | 'cart' | 'profile' | 'sales' | 'manageProducts' | 'admin';

/** Live counters shown as badges; filled by later issues (chat unread, cart count). */
export type TabBadgeKey = 'chatUnread' | 'storeChatUnread' | 'cartCount';

export interface TabDef {
  path: string;
  label: string;
  /** Hover/long-press hint and part of the accessible name (spec: tooltip). */
  tooltip?: string;
  icon: TabIconKey;
  badge?: TabBadgeKey;
}

const HOME: TabDef = { path: '/home', label: 'Home', icon: 'home' };
const MARKETPLACE: TabDef = { path: '/marketplace', label: 'Produtos', icon: 'products' };
const PROFILE: TabDef = { path: '/profile', label: 'Perfil', icon: 'profile' };

export const CONSUMER_TABS: readonly TabDef[] = [
  HOME,
  MARKETPLACE,
  { path: '/rewards', label: 'Recompensas', icon: 'rewards' },
  { path: '/chat', label: 'Chat', icon: 'chat', badge: 'chatUnread' },
  { path: '/cart', label: 'Carrinho', tooltip: 'Meu Carrinho', icon: 'cart', badge: 'cartCount' },
  PROFILE,
];

// The spec's five lojista tabs, plus (ours, issue 51) the store's inbox with its count of
// conversations with unread messages: the owner had no way to see a customer waiting.
export const STORE_OWNER_TABS: readonly TabDef[] = [
  HOME,
  MARKETPLACE,
  { path: '/vendor', label: 'Vendas', tooltip: 'Portal do Vendedor', icon: 'sales' },
  { path: '/vendor/products', label: 'Produtos', tooltip: 'Gerenciar Produtos', icon: 'manageProducts' },
  { path: '/vendor/chat', label: 'Chat', tooltip: 'Mensagens da loja', icon: 'chat', badge: 'storeChatUnread' },
  PROFILE,
];

export const ADMIN_TABS: readonly TabDef[] = [HOME, MARKETPLACE, { path: '/admin', label: 'Admin', icon: 'admin' }, PROFILE];

/** Tabs for a profile: admin (isAdmin or papel admin), lojista, everyone else (default consumidor). */
export function tabsFor(viewer: { role: Role; isAdmin: boolean } | null | undefined): readonly TabDef[] {
  if (viewer?.isAdmin || viewer?.role === 'ADMIN') return ADMIN_TABS;
  if (viewer?.role === 'STORE_OWNER') return STORE_OWNER_TABS;
  return CONSUMER_TABS;
}

/** Paths where the bar never shows. */
export const TAB_BAR_HIDDEN_PATHS = ['/login', '/signup', '/onboarding', '/splash'] as const;

export function isTabBarHidden(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((TAB_BAR_HIDDEN_PATHS as readonly string[]).includes(path)) return true;
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Paths that are their own active tab; any other path activates its first segment. The spec's
 * list, plus '/vendor/chat' (the lojista's Chat tab, ours).
 */
export const EXACT_TAB_PATHS = ['/home', '/marketplace', '/rewards', '/chat', '/vendor-dashboard', '/services', '/profile', '/vendor/chat'] as const;

/** '/home' stays '/home'; '/vendor/products' → '/vendor'; '/profile/orders' → '/profile'. */
export function activeTabPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((EXACT_TAB_PATHS as readonly string[]).includes(path)) return path;
  const first = path.split('/').filter(Boolean)[0];
  return first ? `/${first}` : '/';
}

/** Number of empty slots of the placeholder bar while the profile loads. */
export const TAB_PLACEHOLDER_SLOTS = 5;
