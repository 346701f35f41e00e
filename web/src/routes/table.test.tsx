import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import { ACCESS_LEVELS, NOT_FOUND_ROUTE, ROUTES, type AccessLevel } from './table';
import { screenLoaders } from './screens';

// Copied from the spec's route lists: public routes (+ /splash), authenticated routes,
// "Admin-only routes" and "Vendor routes".
const SPEC_ROUTES: Record<AccessLevel, string[]> = {
  public: [
    '/',
    '/login',
    '/signup',
    '/recuperar-senha',
    '/reset-password',
    '/onboarding',
    '/explore',
    '/convite',
    '/compartilhados',
    '/auto-fix-codes',
    '/produto/:vendor/:slug',
    '/produto/:id',
    '/product/:id',
    '/splash',
    // Ours: finding professionals and their public cards (docs/decisions.md, "Espaço do profissional").
    '/profissionais',
    '/profissionais/:id',
    // Ours: the texts the sign-up form links to (docs/decisions.md, "Termos e privacidade").
    '/termos',
    '/privacidade',
  ],
  auth: [
    '/auth/profile-selection',
    '/auth/professional-profile',
    '/home',
    '/profile',
    '/meus-cupons',
    '/services',
    '/compras',
    '/escanear',
    '/scan',
    '/suporte',
    '/chat',
    '/chat/:id',
    '/profile/orders',
    '/profile/orders/:id',
    '/profile/addresses',
    '/profile/address/add',
    '/profile/physical-purchases',
    '/profile/points-history',
    '/profile/referrals',
    '/profile/favorites',
    '/profile/settings',
    '/profile/user-data',
    '/profile/reviews',
    // Ours, not the spec's: the lists of shared carts (docs/decisions.md, "Carrinhos compartilhados").
    '/profile/shared-carts',
    // Ours: the notifications the bell opens (docs/decisions.md, "Notificações").
    '/notificacoes',
    '/rewards',
    '/rewards/detail/:id',
    '/resgate/:id',
    '/resgates',
    '/historico-resgates',
    '/store/:storeId',
    '/loja/:lojaId',
    '/cart',
    '/checkout',
    '/orders',
    '/order/:orderId',
    '/order-confirmation/:orderId',
    '/order/confirmacao/:orderId',
    '/marketplace/order-confirmation/:orderId',
    '/favorites',
    '/settings',
    '/marketplace',
    '/marketplace/products',
  ],
  admin: [
    '/admin',
    '/admin/users',
    '/admin/products',
    '/admin/stores',
    '/admin/redemptions',
    '/admin/orders',
    '/admin/coupons',
    '/admin/loyalty',
    '/admin/logs',
    '/admin/settings',
    '/admin/rewards',
    '/admin/categories',
    '/admin/banners',
    // Ours: the support inbox (docs/decisions.md, "Chat").
    '/admin/support',
    // Ours: integrators' API keys (docs/api.md).
    '/admin/api-keys',
    // Ours: the search's synonyms and misses (docs/decisions.md, "Busca que perdoa").
    '/admin/search',
  ],
  vendor: [
    '/vendor',
    '/vendor-dashboard',
    '/vendor/products',
    '/vendor/produtos',
    '/vendor/products/new',
    '/vendor/products/edit/:id',
    // Ours, not the spec's: the catalogue spreadsheet (docs/decisions.md, "Planilha de produtos").
    '/vendor/products/import',
    '/vendor/settings',
    '/vendor/store-config',
    '/vendor/delivery-settings',
    '/vendor/general-settings',
    '/vendor/profile',
    '/vendor/delivery-zones',
    '/vendor/product-restrictions',
    '/vendor/customers',
    // Ours: the store's chat inbox, which the spec has but does not route (docs/decisions.md, "Chat").
    '/vendor/chat',
    '/vendor/orders',
    '/vendor/orders/:id',
    '/vendor/adjust-points',
    '/vendor/ajuste-pontos',
    // Ours: integrators' API keys (docs/api.md).
    '/vendor/api-keys',
  ],
};

const specEntries = ACCESS_LEVELS.flatMap((access) => SPEC_ROUTES[access].map((path) => ({ path, access })));

/** A concrete URL for a pattern (`:param` → sample value). */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => `exemplo-${name.toLowerCase()}`);
}

describe('route table', () => {
  it('has exactly the spec routes, each once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(specEntries.map((e) => e.path).sort());
  });

  it.each(specEntries)('$path has access level $access and a pt-BR title', ({ path, access }) => {
    const entry = ROUTES.find((r) => r.path === path);
    expect(entry).toBeDefined();
    expect(entry!.access).toBe(access);
    expect(ACCESS_LEVELS).toContain(entry!.access);
    expect(entry!.title.trim()).not.toBe('');
  });

  it.each(specEntries)('$path is matched by the router as itself, not the catch-all', ({ path }) => {
    const matches = matchRoutes(buildRoutes(), sampleUrl(path));
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).toBe(path);
  });

  it('sends any other path to the not-found screen', () => {
    const matches = matchRoutes(buildRoutes(), '/caminho/que/nao/existe');
    expect(matches?.at(-1)?.route.path).toBe(NOT_FOUND_ROUTE.path);
    expect(NOT_FOUND_ROUTE.access).toBe('public');
  });

  it('marks /, /login and /signup as guest-only', () => {
    const guestOnly = ROUTES.filter((r) => r.guestOnly).map((r) => r.path);
    expect(guestOnly.sort()).toEqual(['/', '/login', '/signup']);
  });
});

describe('every route', () => {
  it('has a screen of its own (no placeholder left)', () => {
    expect(ROUTES.filter((r) => !(r.screen in screenLoaders)).map((r) => r.path)).toEqual([]);
  });
});
