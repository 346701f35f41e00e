// /home as the server sends it to a signed-in shopper's phone (docs/decisions.md, "A /home logada
// chega pronta no telefone"): the top of web/src/pages/catalog/HomePage.tsx — the signed-in header,
// the first banner, the shortcuts, 'Também te interessa' with its first card — and the tab bar, as
// plain HTML styled by the `.fs-hm` rules of web/index.html, painted before the app's JavaScript
// arrives and removed once the app has drawn the page. Pure: the data are the answer to
// HOME_FIRST_SCREEN_QUERY, run as the person asking.
import { escapeHtml } from '../shared/html.js';
import { versionedUrl } from '../../common/urls.js';
import type { Role } from '../../common/roles.js';
import { isSiteLink, type BannerForm } from '../../common/banners.js';
import { icon, siteHeader, TEXT_LOGO } from './first-screen-parts.js';
import { productCard, type FirstScreenCard } from './explore-first-screen.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

/** Phones in portrait below Chakra's sm breakpoint (30em), where the carousel shows one card. */
export const HOME_FIRST_SCREEN_MEDIA = '(max-width: 29.99em)';

/** What the first screen reads, in one request (the app asks for the same in several). */
export const HOME_FIRST_SCREEN_QUERY = `query HomeFirstScreen {
  viewer { name role isAdmin }
  unreadNotifications
  chatUnread { asCustomer }
  cart { count }
  siteSettings { siteName logoUrl updatedAt }
  banners { title subtitle ctaText ctaLink desktopImageUrl mobileImageUrl backgroundGradient position }
  bannerSettings { showIndicators showNavigation }
  homeRecommendations {
    name path unit price unitPrice images points
    rating { average count }
    promotion { active endsAt discountPercent }
    store { name }
  }
}`;

type HomeBanner = Pick<BannerForm, 'title' | 'subtitle' | 'ctaText' | 'ctaLink' | 'desktopImageUrl' | 'mobileImageUrl' | 'position'> & { backgroundGradient?: string | null };

export interface HomeFirstScreenData {
  viewer: { name: string; role: Role; isAdmin: boolean } | null;
  unreadNotifications: number;
  chatUnread: { asCustomer: number } | null;
  cart: { count: number } | null;
  siteSettings: { siteName?: string | null; logoUrl?: string | null; updatedAt?: string | null } | null;
  banners: HomeBanner[];
  bannerSettings: { showIndicators: boolean; showNavigation: boolean };
  homeRecommendations: FirstScreenCard[];
}

const MOBILE_IMAGE_MEDIA = '(max-width: 767px)'; // web/src/pages/catalog/BannerCarousel.tsx, MOBILE_BREAKPOINT_PX

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's logo as web/src/catalog/siteSettings.tsx draws it: the site's image, or its name. */
function logo(settings: HomeFirstScreenData['siteSettings']): string {
  if (!settings?.logoUrl) return TEXT_LOGO;
  const name = settings.siteName ?? 'Clube Local';
  return `<a class="fs-hm-logo" href="/"><img src="${escapeHtml(versionedUrl(settings.logoUrl, settings.updatedAt))}" alt="${escapeHtml(`${name}, página inicial`)}" /></a>`;
}

/** The bell, the person's first name and 'Sair' (pressed by the app's button, web/src/firstScreen.ts). */
function accountNav(name: string, unread: number): string {
  const firstName = name.trim().split(/\s+/)[0] || name;
  const count =
    unread > 0 ? `<span class="fs-hm-count">${countText(unread)}<span class="fs-sr">${unread === 1 ? ' não lida' : ' não lidas'}</span></span>` : '';
  return [
    `<a class="fs-hm-bell" href="/notificacoes">${icon('bell', 20)}<span class="fs-sr">Notificações</span>${count}</a>`,
    `<a class="fs-hm-me" href="/profile" aria-label="${escapeHtml(`Minha conta: ${name}`)}" title="${escapeHtml(name)}">${icon('user', 20)}<span>${escapeHtml(firstName)}</span></a>`,
    '<button type="button" class="fs-hm-out" data-click-in-app>Sair</button>',
  ].join('');
}

/** The carousel at its first banner (web/src/pages/catalog/BannerCarousel.tsx); its arrows and dots work once the app is there. */
function banner(banners: HomeBanner[], settings: HomeFirstScreenData['bannerSettings']): string {
  const [first] = banners;
  const count = banners.length;
  const image = first.desktopImageUrl ?? first.mobileImageUrl;
  const picture = image
    ? `<picture>${first.mobileImageUrl ? `<source media="${MOBILE_IMAGE_MEDIA}" srcset="${escapeHtml(first.mobileImageUrl)}" />` : ''}<img src="${escapeHtml(image)}" alt="" /></picture>`
    : '';
  const external = first.ctaLink && !isSiteLink(first.ctaLink);
  const cta =
    first.ctaLink && first.ctaText
      ? `<a class="fs-hm-cta" href="${escapeHtml(first.ctaLink)}"${external ? ' rel="noopener noreferrer"' : ''}>${escapeHtml(first.ctaText)} ${icon('arrowRight', 20)}</a>`
      : '';
  const style = first.backgroundGradient ? ` style="background: ${escapeHtml(first.backgroundGradient)}"` : '';
  const arrows =
    settings.showNavigation && count > 1
      ? `<button type="button" class="fs-hm-arrow fs-hm-prev" data-click-in-app aria-label="Banner anterior">${icon('chevronLeft', 16)}</button><button type="button" class="fs-hm-arrow fs-hm-next" data-click-in-app aria-label="Próximo banner">${icon('chevronRight', 16)}</button>`
      : '';
  const dots =
    settings.showIndicators && count > 1
      ? `<div class="fs-hm-dots">${banners
          .map(
            (each, i) =>
              `<button type="button" data-click-in-app aria-label="${escapeHtml(`Ir para o banner ${i + 1}: ${each.title}`)}"${i === 0 ? ' aria-current="true"' : ''}><span></span></button>`,
          )
          .join('')}</div>`
      : '';
  return `<section class="fs-hm-banner" aria-roledescription="carousel" aria-label="Destaques">
  <div class="fs-hm-slide" role="group" aria-roledescription="slide" aria-label="${escapeHtml(`1 de ${count}: ${first.title}`)}"${style}>${picture}<div class="fs-hm-shade"></div>
    <div class="fs-hm-text"><h2>${escapeHtml(first.title)}</h2>${first.subtitle ? `<p>${escapeHtml(first.subtitle)}</p>` : ''}${cta}</div>
  </div>${arrows}${dots}
</section>`;
}

/** The shortcuts of HomePage.tsx for a signed-in person; the last two are the app's (buttons). */
function shortcuts(role: Role): string {
  const links: [string, Parameters<typeof icon>[0], string][] = [
    ['Entre na sua conta', 'login', '/profile'],
    ['Insira sua localização', 'mapPin', '/profile/addresses'],
    ['Ofertas do dia', 'tag', '/explore?promocoes=1&ordem=maior-desconto'],
    ['Lojas oficiais', 'store', '/explore'],
    role === 'PROFESSIONAL' ? ['Meu espaço profissional', 'tool', '/services'] : ['Encontrar profissional', 'tool', '/profissionais'],
  ];
  const buttons: [string, Parameters<typeof icon>[0]][] = [
    ['Visto recentemente', 'history'],
    ['Meios de pagamento', 'cardPay'],
  ];
  const tile = (label: string, name: Parameters<typeof icon>[0]) => `<span class="fs-hm-disc">${icon(name, 24)}</span><span class="fs-hm-label">${escapeHtml(label)}</span>`;
  return `<nav aria-label="Atalhos"><ul class="fs-hm-shortcuts">${[
    ...links.map(([label, name, href]) => `<li><a href="${escapeHtml(href)}">${tile(label, name)}</a></li>`),
    ...buttons.map(([label, name]) => `<li><button type="button" data-click-in-app>${tile(label, name)}</button></li>`),
  ].join('')}</ul></nav>`;
}

/** The shopper's tabs (web/src/session/tabs.ts, CONSUMER_TABS) with their badges, 'Home' active. */
function tabBar(chatUnread: number, cartCount: number): string {
  const tabs: { href: string; name: Parameters<typeof icon>[0]; label: string; hint?: string; count?: number; said?: string }[] = [
    { href: '/home', name: 'home', label: 'Home' },
    { href: '/marketplace', name: 'bag', label: 'Produtos' },
    { href: '/rewards', name: 'gift', label: 'Recompensas' },
    { href: '/chat', name: 'chat', label: 'Chat', count: chatUnread, said: chatUnread === 1 ? '1 mensagem não lida' : `${chatUnread} mensagens não lidas` },
    { href: '/cart', name: 'cart', label: 'Carrinho', hint: 'Meu Carrinho', count: cartCount, said: cartCount === 1 ? '1 item no carrinho' : `${cartCount} itens no carrinho` },
    { href: '/profile', name: 'user', label: 'Perfil' },
  ];
  return `<nav class="fs-hm-tabs" aria-label="Navegação do app"><ul>${tabs
    .map(({ href, name, label, hint, count = 0, said }) => {
      const active = href === '/home';
      const badge = count > 0 ? `<span class="fs-hm-badge" aria-hidden="true">${countText(count)}</span>` : '';
      return `<li><a href="${href}"${active ? ' class="fs-hm-on" aria-current="page"' : ''}${hint ? ` aria-label="${escapeHtml(`${label}: ${hint}`)}"` : ''}><span class="fs-hm-tab-icon">${icon(name, 24)}${badge}</span><span>${escapeHtml(label)}</span>${count > 0 ? `<span class="fs-sr">, ${escapeHtml(said ?? '')}</span>` : ''}${active ? '<i aria-hidden="true"></i>' : ''}</a></li>`;
    })
    .join('')}</ul></nav>`;
}

export function homeFirstScreen(data: HomeFirstScreenData, now = Date.now()): string {
  const viewer = data.viewer!;
  const [product] = data.homeRecommendations;
  return `<div class="fs fs-hm">
${siteHeader(logo(data.siteSettings), accountNav(viewer.name, data.unreadNotifications))}
<main>
  <h1 class="fs-sr">Início · Clube Local</h1>
  ${banner([...data.banners].sort((a, b) => a.position - b.position), data.bannerSettings)}
  <div class="fs-wrap fs-hm-body">
    ${shortcuts(viewer.role)}
    <section class="fs-hm-recs" aria-labelledby="fs-hm-recommendations"><h2 id="fs-hm-recommendations">Também te interessa</h2>
      <div class="fs-hm-card">${productCard(product, now, { freeShipping: true, wide: true, eager: true, first: true })}</div>
      <div class="fs-hm-pager"><button type="button" data-click-in-app aria-label="Anteriores">${icon('chevronLeft', 16)}</button><button type="button" data-click-in-app aria-label="Próximos">${icon('chevronRight', 16)}</button></div>
      <div class="fs-hm-more"><a href="/explore">Mostrar mais produtos ${icon('arrowRight', 20)}</a></div>
    </section>
  </div>
</main>
${tabBar(data.chatUnread?.asCustomer ?? 0, data.cart?.count ?? 0)}
</div>`;
}

/**
 * /home for a shopper or a professional from the first screen's answer; null (the plain page) for
 * anyone else (a store owner's or an admin's tabs and shortcuts differ), and when there is no banner
 * or no product to show (the app's default hero and empty state stay the app's).
 */
export function homePageContent(answer: GraphQLAnswer): ReadyPageContent | null {
  const data = answer.data as HomeFirstScreenData | null | undefined;
  if (answer.errors?.length || !data?.viewer) return null;
  const { viewer } = data;
  if (viewer.isAdmin || (viewer.role !== 'CONSUMER' && viewer.role !== 'PROFESSIONAL')) return null;
  if (data.banners.length === 0 || data.homeRecommendations.length === 0) return null;
  // The first card's photo is the largest thing on the screen: asked for as the page starts to arrive,
  // not once the page's script has put the first screen in (the copy sits in a <template>).
  const photo = data.homeRecommendations[0].images[0];
  const headTags = photo ? `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high" media="${HOME_FIRST_SCREEN_MEDIA}" />` : '';
  return { title: 'Início · Clube Local', headTags, firstScreen: homeFirstScreen(data), media: HOME_FIRST_SCREEN_MEDIA, signedIn: true };
}
