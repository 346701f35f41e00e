// Pieces shared by the pages the server sends ready (api/system/product-head.ts,
// api/system/explore-first-screen.ts, api/system/landing-first-screen.ts,
// api/system/home-first-screen.ts): the app's header and icons, as plain HTML styled by the `.fs`
// rules of web/index.html.

import { escapeHtml } from '../shared/html.js';
import { versionedUrl } from '../../common/urls.js';
import type { Role } from '../../common/roles.js';
import type { GraphQLAnswer } from './ready-page.js';

/** Phones: below Chakra's md breakpoint (48em), where a page has its one-column layout. */
export const PHONES = '(max-width: 47.99em)';

const STAR_PATH = 'm12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5L2.6 9.6l6.5-.9z';

/** The filled star of ratings and points. */
export const star = (className: string) => `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${STAR_PATH}" /></svg>`;

// The app's icons (web/src/ui/icons.tsx), as drawn there: the inside of each 24×24 stroke drawing.
const SHAPES = {
  store: '<path d="M3 9 4.5 4h15L21 9" /><path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" /><path d="M5 11.5V20h14v-8.5" /><path d="M10 20v-5h4v5" />',
  truck: '<path d="M2 6h12v10H2z" /><path d="M14 9h4l3 3.5V16h-7" /><circle cx="6.5" cy="17.5" r="2" /><circle cx="17" cy="17.5" r="2" />',
  star: '<path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />',
  userPlus: '<circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0" /><path d="M19 8v6M16 11h6" />',
  mapPin: '<path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" /><circle cx="12" cy="10" r="2.5" />',
  bag: '<path d="M5 7h14l-1 14H6z" /><path d="M9 10V6a3 3 0 0 1 6 0v4" />',
  gift: '<path d="M3 8h18v4H3z" /><path d="M5 12v9h14v-9M12 8v13" /><path d="M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />',
  brick: '<path d="M3 5h18v14H3z" /><path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />',
  paw: '<circle cx="6" cy="10" r="1.8" /><circle cx="9.5" cy="5.5" r="1.8" /><circle cx="14.5" cy="5.5" r="1.8" /><circle cx="18" cy="10" r="1.8" /><path d="M12 11c-3 0-6 4.5-6 7.2 0 1.6 1.3 2.3 2.8 2.3 1.3 0 2-.7 3.2-.7s1.9.7 3.2.7c1.5 0 2.8-.7 2.8-2.3C18 15.5 15 11 12 11z" />',
  cart: '<path d="M2 3h3l2.4 12h11.2L21 7H6" /><circle cx="9" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" />',
  bread: '<path d="M5 20V11a4 4 0 0 1-1-7.5C6 2 9 3 12 3s6-1 8 .5A4 4 0 0 1 19 11v9z" /><path d="M9 8v2M12 8v2M15 8v2" />',
  pill: '<path d="M4.5 13.5 13.5 4.5a4.2 4.2 0 0 1 6 6l-9 9a4.2 4.2 0 0 1-6-6z" /><path d="m9 9 6 6" />',
  utensils: '<path d="M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6" /><path d="M17 21V3c-2 1.5-3 4-3 7v4h3" />',
  meat: '<path d="M15.5 3.5c3 0 5 2.3 5 5.2 0 4.8-5.6 9.8-10.2 9.8-2.2 0-3.8-1.4-3.8-3.6 0-2 .9-3.4.9-5.2 0-3.9 4.5-6.2 8.1-6.2z" /><path d="M7.3 16.6 4 20M4 20l-1-1M4 20l1 1" /><circle cx="15" cy="9" r="1.8" />',
  leaf: '<path d="M5 19C4 10 10 4 20 4c0 10-6 16-15 15z" /><path d="M5 19 13 11" />',
  quote: '<path d="M4 11h5v7H4zM4 11c0-3 1.5-5 4-6M15 11h5v7h-5zM15 11c0-3 1.5-5 4-6" />',
  search: '<circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" />',
  filter: '<path d="M3 5h18l-7 8.5V20l-4-2v-4.5z" />',
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6" />',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />',
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" />',
  facebook: '<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />',
  whatsapp: '<path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8c-1-.4-1.9-1.3-2.3-2.3l.8-1-1-2z" />',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="m10 9.5 4.5 2.5-4.5 2.5z" />',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" /><path d="m8.5 12 2.5 2.5 4.5-5" />',
  lock: '<path d="M5 11h14v10H5z" /><path d="M8 11V7a4 4 0 0 1 8 0v4" />',
  bell: '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 8 3 8H3s3-1 3-8" /><path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />',
  user: '<circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" />',
  chevronLeft: '<path d="m15 18-6-6 6-6" />',
  chevronRight: '<path d="m9 18 6-6-6-6" />',
  login: '<path d="M15 4h4v16h-4" /><path d="m10 8 4 4-4 4M14 12H4" />',
  tag: '<path d="M3 12V3h9l9 9-9 9z" /><circle cx="7.5" cy="7.5" r="1.5" />',
  tool: '<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />',
  history: '<path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5M12 7v5l3 2" />',
  cardPay: '<rect x="2.5" y="5" width="19" height="14" rx="2" /><path d="M2.5 10h19M6 15h4" />',
  home: '<path d="M3 11 12 4l9 7" /><path d="M5 10v10h14V10M10 20v-6h4v6" />',
  chat: '<path d="M4 5h16v11H9l-5 4z" /><path d="M8 9.5h8M8 12.5h5" />',
  badgeCheck: '<path d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" /><path d="m8.8 11.5 2.2 2.2 4.2-4.4" />',
} as const;

/** An icon `size` px wide, drawn as the app draws it. */
export function icon(name: keyof typeof SHAPES, size: number): string {
  return `<svg class="fs-icon" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SHAPES[name]}</g></svg>`;
}

/** The app's header (web/src/components/SiteHeader.tsx) with this logo and this navigation. */
function siteHeader(logo: string, nav: string): string {
  return `<header class="fs-sh">
  <div class="fs-sh-bar">
    ${logo}
    <form class="fs-sh-search" action="/explore" method="get" role="search">${icon('search', 16)}<input name="search" type="search" aria-label="Buscar produtos" placeholder="Buscar produtos, lojas e marcas" /></form>
    <nav class="fs-sh-nav" aria-label="Navegação principal"><a class="fs-sh-explore" href="/explore">Explorar</a>${nav}</nav>
  </div>
</header>`;
}

/** The logo as the brand's name (the site's logo image, if any, comes with the app). */
const TEXT_LOGO = '<a class="fs-sh-logo" href="/">Clube Local</a>';

/** The visitor's header of the app. */
export const VISITOR_HEADER = siteHeader(TEXT_LOGO, '<a class="fs-sh-button" href="/login">Entrar</a><a class="fs-sh-button fs-sh-solid" href="/signup">Criar conta</a>');

/**
 * What every screen of a signed-in shopper shows around the page — the header's bell and name, the
 * tab bar's counts and the site's logo — as fields of a query the server runs as the person asking.
 */
export const SIGNED_IN_FRAME_FIELDS = `viewer { name role isAdmin }
  unreadNotifications
  chatUnread { asCustomer }
  cart { count }
  siteSettings { siteName logoUrl updatedAt }`;

/** The frame on its own, for pages whose own queries are the app's (a product, /explore). */
export const SIGNED_IN_FRAME_QUERY = `query SignedInFrame {
  ${SIGNED_IN_FRAME_FIELDS}
}`;

export interface SignedInFrame {
  viewer: { name: string; role: Role; isAdmin: boolean } | null;
  unreadNotifications: number;
  chatUnread: { asCustomer: number } | null;
  cart: { count: number } | null;
  siteSettings: { siteName?: string | null; logoUrl?: string | null; updatedAt?: string | null } | null;
}

/** The frame of a signed-in person (the query answered with a viewer). */
export type ShopperFrame = SignedInFrame & { viewer: NonNullable<SignedInFrame['viewer']> };

/** Phones in portrait below Chakra's sm breakpoint (30em): where the signed-in frame below is drawn as the app draws it. */
export const SMALL_PHONES = '(max-width: 29.99em)';

/**
 * The frame in an answer that asked for it (SIGNED_IN_FRAME_FIELDS), when it is drawn: for shoppers
 * and professionals, who have the shopper's tabs; null for a failed answer, a visitor, a store owner
 * or an admin (their tabs differ).
 */
export function shopperFrameOf<T extends SignedInFrame>(answer: GraphQLAnswer | undefined): (T & ShopperFrame) | null {
  const frame = answer?.data as T | null | undefined;
  const viewer = frame?.viewer;
  if (answer?.errors?.length || !viewer || viewer.isAdmin || (viewer.role !== 'CONSUMER' && viewer.role !== 'PROFESSIONAL')) return null;
  return frame as T & ShopperFrame;
}

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's logo as web/src/catalog/siteSettings.tsx draws it: the site's image, or its name. */
function logo(settings: SignedInFrame['siteSettings']): string {
  if (!settings?.logoUrl) return TEXT_LOGO;
  const name = settings.siteName ?? 'Clube Local';
  return `<a class="fs-si-logo" href="/"><img src="${escapeHtml(versionedUrl(settings.logoUrl, settings.updatedAt))}" alt="${escapeHtml(`${name}, página inicial`)}" /></a>`;
}

/** The header with the bell, the person's first name and 'Sair' (pressed by the app's button, web/src/firstScreen.ts). */
export function signedInHeader(frame: ShopperFrame): string {
  const { name } = frame.viewer;
  const unread = frame.unreadNotifications;
  const firstName = name.trim().split(/\s+/)[0] || name;
  const count =
    unread > 0 ? `<span class="fs-si-count">${countText(unread)}<span class="fs-sr">${unread === 1 ? ' não lida' : ' não lidas'}</span></span>` : '';
  return siteHeader(
    logo(frame.siteSettings),
    [
      `<a class="fs-si-bell" href="/notificacoes">${icon('bell', 20)}<span class="fs-sr">Notificações</span>${count}</a>`,
      `<a class="fs-si-me" href="/profile" aria-label="${escapeHtml(`Minha conta: ${name}`)}" title="${escapeHtml(name)}">${icon('user', 20)}<span>${escapeHtml(firstName)}</span></a>`,
      '<button type="button" class="fs-si-out" data-click-in-app>Sair</button>',
    ].join(''),
  );
}

/** The shopper's tabs (web/src/session/tabs.ts, CONSUMER_TABS) with their badges; `active` is the current tab's path, if any. */
export function shopperTabBar(frame: SignedInFrame, active?: string): string {
  const chatUnread = frame.chatUnread?.asCustomer ?? 0;
  const cartCount = frame.cart?.count ?? 0;
  const tabs: { href: string; name: keyof typeof SHAPES; label: string; hint?: string; count?: number; said?: string }[] = [
    { href: '/home', name: 'home', label: 'Home' },
    { href: '/marketplace', name: 'bag', label: 'Produtos' },
    { href: '/rewards', name: 'gift', label: 'Recompensas' },
    { href: '/chat', name: 'chat', label: 'Chat', count: chatUnread, said: chatUnread === 1 ? '1 mensagem não lida' : `${chatUnread} mensagens não lidas` },
    { href: '/cart', name: 'cart', label: 'Carrinho', hint: 'Meu Carrinho', count: cartCount, said: cartCount === 1 ? '1 item no carrinho' : `${cartCount} itens no carrinho` },
    { href: '/profile', name: 'user', label: 'Perfil' },
  ];
  return `<nav class="fs-si-tabs" aria-label="Navegação do app"><ul>${tabs
    .map(({ href, name, label, hint, count = 0, said = '' }) => {
      const on = href === active;
      // Drawn from data-count, as the app's badge (web/src/components/TabBar.tsx).
      const badge = count > 0 ? `<span class="fs-si-badge" aria-hidden="true" data-count="${countText(count)}"></span>` : '';
      // As the app's tab: the count is said with the name, in the label when there is one.
      const spoken = count > 0 ? `, ${said}` : '';
      const accessibleName = hint ? ` aria-label="${escapeHtml(`${label}: ${hint}${spoken}`)}"` : '';
      return `<li><a href="${href}"${on ? ' class="fs-si-on" aria-current="page"' : ''}${accessibleName}><span class="fs-si-tab-icon">${icon(name, 24)}${badge}</span><span>${escapeHtml(label)}</span>${spoken && !hint ? `<span class="fs-sr">${escapeHtml(spoken)}</span>` : ''}${on ? '<i aria-hidden="true"></i>' : ''}</a></li>`;
    })
    .join('')}</ul></nav>`;
}
