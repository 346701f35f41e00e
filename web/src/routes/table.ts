// The web app's route table: every route of docs/decisions.md (public) and docs/decisions.md (authenticated,
// admin-only, vendor), plus /splash and the not-found catch-all. One row per path; paths that the
// spec lists as "same screen" share a `screen`.
//
// To build a screen: add its key to ScreenKey, its lazy import to web/src/routes/screens.ts,
// and set `screen` on its rows here. Guards read `access` (see RouteGuard).

/** Who may open a route. `vendor` is login-only in the spec's client (vendor check not shown). */
export type AccessLevel = 'public' | 'auth' | 'admin' | 'vendor';

export const ACCESS_LEVELS: readonly AccessLevel[] = ['public', 'auth', 'admin', 'vendor'];

/** Every screen of the app (each route names one; web/src/routes/screens.ts loads it). */
export type ScreenKey =
  | 'landing'
  | 'legal'
  | 'onboarding'
  | 'invite'
  | 'profileSelection'
  | 'professionalProfile'
  | 'services'
  | 'professionals'
  | 'professionalCard'
  | 'myCoupons'
  | 'purchases'
  | 'scan'
  | 'sharedCart'
  | 'chat'
  | 'notifications'
  | 'chatThread'
  | 'support'
  | 'storeInbox'
  | 'supportInbox'
  | 'sharedCarts'
  | 'splash'
  | 'notFound'
  | 'login'
  | 'signup'
  | 'recoverPassword'
  | 'resetPassword'
  | 'profile'
  | 'profileAddresses'
  | 'profileAddressForm'
  | 'profileUserData'
  | 'profileSettings'
  | 'profileFavorites'
  | 'profileReviews'
  | 'home'
  | 'explore'
  | 'product'
  | 'productRedirect'
  | 'store'
  | 'seoRedirect'
  // Cart, checkout and orders.
  | 'cart'
  | 'checkout'
  | 'orderConfirmation'
  | 'orders'
  | 'orderDetail'
  // Loyalty club.
  | 'rewards'
  | 'pointsHistory'
  | 'referrals'
  | 'rewardDetail'
  | 'redemptions'
  | 'physicalPurchases'
  | 'adminRewards'
  | 'adminRedemptions'
  | 'adminLoyalty'
  | 'vendorAdjustPoints'
  | 'vendorHome'
  | 'vendorOrders'
  | 'vendorDelivery'
  | 'vendorProducts'
  | 'vendorProductCsv'
  | 'adminStores'
  | 'adminUsers'
  | 'adminLogs'
  | 'adminBanners'
  | 'adminSettings'
  | 'adminCategories'
  | 'adminOrders'
  | 'autoFixCodes'
  | 'vendorCustomers'
  | 'vendorSettings'
  | 'vendorRestrictions'
  | 'adminProducts'
  | 'vendorProductForm'
  | 'vendorOrderDetail'
  | 'adminHome'
  | 'adminCoupons'
  // Integrators' API keys (docs/api.md).
  | 'vendorApiKeys'
  | 'adminApiKeys'
  // The search's synonyms and misses (docs/decisions.md, "Busca que perdoa").
  | 'adminSearch';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  access: AccessLevel;
  /** Screen title in pt-BR (page heading and document title). */
  title: string;
  screen: ScreenKey;
  /** A signed-in user opening this route is sent to /home (login, /signup). */
  guestOnly?: boolean;
}

/** Path of the not-found catch-all. */
export const NOT_FOUND_PATH = '*';

const publicRoutes: RouteEntry[] = [
  { path: '/', access: 'public', title: 'Clube Local', screen: 'landing', guestOnly: true },
  { path: '/splash', access: 'public', title: 'Clube Local', screen: 'splash' },
  { path: '/login', access: 'public', title: 'Entrar', screen: 'login', guestOnly: true },
  { path: '/signup', access: 'public', title: 'Criar Conta', screen: 'signup', guestOnly: true },
  { path: '/recuperar-senha', access: 'public', title: 'Recuperar senha', screen: 'recoverPassword' },
  { path: '/reset-password', access: 'public', title: 'Redefinir senha', screen: 'resetPassword' },
  { path: '/onboarding', access: 'public', title: 'Boas-vindas', screen: 'onboarding' },
  { path: '/explore', access: 'public', title: 'Explorar', screen: 'explore' },
  { path: '/convite', access: 'public', title: 'Indique e ganhe', screen: 'invite' },
  { path: '/compartilhados', access: 'public', title: 'Carrinho compartilhado', screen: 'sharedCart' },
  { path: '/auto-fix-codes', access: 'public', title: 'Correção de códigos', screen: 'autoFixCodes' },
  { path: '/produto/:vendor/:slug', access: 'public', title: 'Produto', screen: 'product' },
  { path: '/produto/:id', access: 'public', title: 'Produto', screen: 'productRedirect' },
  { path: '/product/:id', access: 'public', title: 'Produto', screen: 'productRedirect' },
  { path: '/profissionais', access: 'public', title: 'Profissionais', screen: 'professionals' },
  { path: '/profissionais/:id', access: 'public', title: 'Profissional', screen: 'professionalCard' },
  { path: '/termos', access: 'public', title: 'Termos de Uso', screen: 'legal' },
  { path: '/privacidade', access: 'public', title: 'Política de Privacidade', screen: 'legal' },
];

const authRoutes: RouteEntry[] = ([
  { path: '/auth/profile-selection', title: 'Escolha seu perfil', screen: 'profileSelection' },
  { path: '/auth/professional-profile', title: 'Perfil profissional', screen: 'professionalProfile' },
  { path: '/home', title: 'Início', screen: 'home' },
  { path: '/profile', title: 'Perfil', screen: 'profile' },
  { path: '/meus-cupons', title: 'Meus cupons', screen: 'myCoupons' },
  { path: '/services', title: 'Serviços', screen: 'services' },
  { path: '/compras', title: 'Minhas compras', screen: 'purchases' },
  { path: '/escanear', title: 'Escanear', screen: 'scan' },
  { path: '/scan', title: 'Escanear', screen: 'scan' },
  { path: '/suporte', title: 'Suporte', screen: 'support' },
  { path: '/chat', title: 'Chat', screen: 'chat' },
  { path: '/chat/:id', title: 'Conversa', screen: 'chatThread' },
  { path: '/profile/orders', title: 'Meus pedidos', screen: 'orders' },
  { path: '/profile/orders/:id', title: 'Detalhes do pedido', screen: 'orderDetail' },
  { path: '/profile/addresses', title: 'Meus endereços', screen: 'profileAddresses' },
  { path: '/profile/address/add', title: 'Adicionar endereço', screen: 'profileAddressForm' },
  { path: '/profile/physical-purchases', title: 'Compras na loja física', screen: 'physicalPurchases' },
  { path: '/profile/points-history', title: 'Histórico de pontos', screen: 'pointsHistory' },
  { path: '/profile/referrals', title: 'Minhas indicações', screen: 'referrals' },
  { path: '/profile/favorites', title: 'Favoritos', screen: 'profileFavorites' },
  { path: '/profile/settings', title: 'Configurações', screen: 'profileSettings' },
  { path: '/profile/user-data', title: 'Meus dados', screen: 'profileUserData' },
  { path: '/profile/reviews', title: 'Minhas avaliações', screen: 'profileReviews' },
  { path: '/profile/shared-carts', title: 'Carrinhos compartilhados', screen: 'sharedCarts' },
  { path: '/notificacoes', title: 'Notificações', screen: 'notifications' },
  { path: '/rewards', title: 'Recompensas', screen: 'rewards' },
  { path: '/rewards/detail/:id', title: 'Detalhes da recompensa', screen: 'rewardDetail' },
  { path: '/resgate/:id', title: 'Resgate', screen: 'rewardDetail' },
  { path: '/resgates', title: 'Histórico de resgates', screen: 'redemptions' },
  { path: '/historico-resgates', title: 'Histórico de resgates', screen: 'redemptions' },
  { path: '/store/:storeId', title: 'Produto', screen: 'productRedirect' },
  { path: '/loja/:lojaId', title: 'Loja', screen: 'store' },
  { path: '/cart', title: 'Meu Carrinho', screen: 'cart' },
  { path: '/checkout', title: 'Finalizar compra', screen: 'checkout' },
  { path: '/orders', title: 'Pedidos', screen: 'orders' },
  { path: '/order/:orderId', title: 'Pedido', screen: 'orderDetail' },
  { path: '/order-confirmation/:orderId', title: 'Pedido confirmado', screen: 'orderConfirmation' },
  { path: '/order/confirmacao/:orderId', title: 'Pedido confirmado', screen: 'orderConfirmation' },
  { path: '/marketplace/order-confirmation/:orderId', title: 'Pedido confirmado', screen: 'orderConfirmation' },
  { path: '/favorites', title: 'Favoritos', screen: 'profileFavorites' },
  { path: '/settings', title: 'Configurações', screen: 'profileSettings' },
  { path: '/marketplace', title: 'Produtos', screen: 'explore' },
  { path: '/marketplace/products', title: 'Produtos', screen: 'explore' },
] as { path: string; title: string; screen: ScreenKey }[]).map((r) => ({ ...r, access: 'auth' as const }));

const adminRoutes: RouteEntry[] = ([
  { path: '/admin', title: 'Painel administrativo', screen: 'adminHome' },
  { path: '/admin/users', title: 'Usuários', screen: 'adminUsers' },
  { path: '/admin/products', title: 'Produtos', screen: 'adminProducts' },
  { path: '/admin/stores', title: 'Lojas', screen: 'adminStores' },
  { path: '/admin/redemptions', title: 'Resgates', screen: 'adminRedemptions' },
  { path: '/admin/orders', title: 'Pedidos', screen: 'adminOrders' },
  { path: '/admin/coupons', title: 'Cupons', screen: 'adminCoupons' },
  { path: '/admin/loyalty', title: 'Programa de fidelidade', screen: 'adminLoyalty' },
  { path: '/admin/logs', title: 'Logs', screen: 'adminLogs' },
  { path: '/admin/settings', title: 'Configurações do site', screen: 'adminSettings' },
  { path: '/admin/rewards', title: 'Recompensas', screen: 'adminRewards' },
  { path: '/admin/categories', title: 'Categorias', screen: 'adminCategories' },
  { path: '/admin/banners', title: 'Banners', screen: 'adminBanners' },
  { path: '/admin/support', title: 'Suporte', screen: 'supportInbox' },
  { path: '/admin/api-keys', title: 'Chaves de API', screen: 'adminApiKeys' },
  { path: '/admin/search', title: 'Busca', screen: 'adminSearch' },
] as { path: string; title: string; screen: ScreenKey }[]).map((r) => ({ ...r, access: 'admin' as const }));

const vendorRoutes: RouteEntry[] = ([
  { path: '/vendor', title: 'Portal do Vendedor', screen: 'vendorHome' },
  { path: '/vendor-dashboard', title: 'Portal do Vendedor', screen: 'vendorHome' },
  { path: '/vendor/products', title: 'Gerenciar Produtos', screen: 'vendorProducts' },
  { path: '/vendor/produtos', title: 'Gerenciar Produtos', screen: 'vendorProducts' },
  { path: '/vendor/products/new', title: 'Novo produto', screen: 'vendorProductForm' },
  { path: '/vendor/products/edit/:id', title: 'Editar produto', screen: 'vendorProductForm' },
  { path: '/vendor/products/import', title: 'Planilha de produtos', screen: 'vendorProductCsv' },
  { path: '/vendor/settings', title: 'Configurações da loja', screen: 'vendorSettings' },
  { path: '/vendor/store-config', title: 'Configuração da loja', screen: 'vendorSettings' },
  { path: '/vendor/delivery-settings', title: 'Configurações de entrega', screen: 'vendorDelivery' },
  { path: '/vendor/general-settings', title: 'Configurações gerais', screen: 'vendorSettings' },
  { path: '/vendor/profile', title: 'Perfil da loja', screen: 'vendorSettings' },
  { path: '/vendor/delivery-zones', title: 'Áreas de entrega', screen: 'vendorDelivery' },
  { path: '/vendor/product-restrictions', title: 'Restrições de produtos', screen: 'vendorRestrictions' },
  { path: '/vendor/customers', title: 'Clientes', screen: 'vendorCustomers' },
  { path: '/vendor/chat', title: 'Mensagens da loja', screen: 'storeInbox' },
  { path: '/vendor/orders', title: 'Pedidos da loja', screen: 'vendorOrders' },
  { path: '/vendor/orders/:id', title: 'Detalhes do pedido', screen: 'vendorOrderDetail' },
  { path: '/vendor/adjust-points', title: 'Ajuste de pontos', screen: 'vendorAdjustPoints' },
  { path: '/vendor/ajuste-pontos', title: 'Ajuste de pontos', screen: 'vendorAdjustPoints' },
  { path: '/vendor/api-keys', title: 'Chaves de API', screen: 'vendorApiKeys' },
] as { path: string; title: string; screen: ScreenKey }[]).map((r) => ({ ...r, access: 'vendor' as const }));

/** Every routed path, in match-independent order (react-router ranks by specificity). */
export const ROUTES: readonly RouteEntry[] = [
  ...publicRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...vendorRoutes,
];

/** The catch-all: any other path shows the not-found screen and logs the visit. */
export const NOT_FOUND_ROUTE: RouteEntry = {
  path: NOT_FOUND_PATH,
  access: 'public',
  title: 'Página não encontrada',
  // Legacy SEO paths (/en/…, /products/…) redirect before the 404 (catalog/SeoRedirect).
  screen: 'seoRedirect',
};

/** Title shown in the browser tab for a screen title. */
export function documentTitle(title: string): string {
  return title === 'Clube Local' ? title : `${title} · Clube Local`;
}
