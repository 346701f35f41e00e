// /home as the server sends it to a signed-in shopper's phone (bench/diary.md, "A /home logada
// chega pronta no telefone"): the top of web/src/pages/catalog/HomePage.tsx — the signed-in header,
// the first banner, the shortcuts, 'Também te interessa' with its first card — and the tab bar, as
// plain HTML styled by the `.fs-hm` rules of web/index.html, painted before the app's JavaScript
// arrives and removed once the app has drawn the page. Pure: the data are the answer to
// HOME_FIRST_SCREEN_QUERY, run as the person asking.
import { escapeHtml } from '../shared/html.js';
import type { Role } from '../../common/roles.js';
import { isSiteLink, type BannerForm } from '../../common/banners.js';
import { bannerCta, homeShortcuts } from '../../common/home.js';
import { icon, shopperFrameOf, shopperTabBar, SIGNED_IN_FRAME_FIELDS, signedInHeader, SMALL_PHONES, type ShopperFrame, type SignedInFrame } from './first-screen-parts.js';
import { productCard, type FirstScreenCard } from './explore-first-screen.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

/** Phones in portrait, where the carousel shows one card. */
export const HOME_FIRST_SCREEN_MEDIA = SMALL_PHONES;

/** What the first screen reads, in one request (the app asks for the same in several). */
export const HOME_FIRST_SCREEN_QUERY = `query HomeFirstScreen {
  ${SIGNED_IN_FRAME_FIELDS}
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

export interface HomeFirstScreenData extends SignedInFrame {
  banners: HomeBanner[];
  bannerSettings: { showIndicators: boolean; showNavigation: boolean };
  homeRecommendations: FirstScreenCard[];
}

const MOBILE_IMAGE_MEDIA = '(max-width: 767px)'; // web/src/pages/catalog/BannerCarousel.tsx, MOBILE_BREAKPOINT_PX

/** The carousel at its first banner (web/src/pages/catalog/BannerCarousel.tsx); its arrows and dots work once the app is there. */
function banner(banners: HomeBanner[], settings: HomeFirstScreenData['bannerSettings']): string {
  const [first] = banners;
  const count = banners.length;
  const image = first.desktopImageUrl ?? first.mobileImageUrl;
  const picture = image
    ? `<picture>${first.mobileImageUrl ? `<source media="${MOBILE_IMAGE_MEDIA}" srcset="${escapeHtml(first.mobileImageUrl)}" />` : ''}<img src="${escapeHtml(image)}" alt="" /></picture>`
    : '';
  // Drawn for a signed-in person: never 'Criar conta' (common/home.ts).
  const button = bannerCta(first, true);
  const external = button && !isSiteLink(button.link);
  const cta = button
    ? `<a class="fs-hm-cta" href="${escapeHtml(button.link)}"${external ? ' rel="noopener noreferrer"' : ''}>${escapeHtml(button.text)} ${icon('arrowRight', 20)}</a>`
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

/** The shortcuts of HomePage.tsx for a signed-in person (common/home.ts); the last two are the app's (buttons). */
function shortcuts(role: Role): string {
  const links = homeShortcuts({ role });
  const buttons: [string, Parameters<typeof icon>[0]][] = [
    ['Visto recentemente', 'history'],
    ['Meios de pagamento', 'cardPay'],
  ];
  const tile = (label: string, name: Parameters<typeof icon>[0]) => `<span class="fs-hm-disc">${icon(name, 24)}</span><span class="fs-hm-label">${escapeHtml(label)}</span>`;
  return `<nav aria-label="Atalhos"><ul class="fs-hm-shortcuts">${[
    ...links.map(({ label, icon: name, to }) => `<li><a href="${escapeHtml(to)}">${tile(label, name)}</a></li>`),
    ...buttons.map(([label, name]) => `<li><button type="button" data-click-in-app>${tile(label, name)}</button></li>`),
  ].join('')}</ul></nav>`;
}

/** The page for a shopper or a professional (homePageContent checks who is asking). */
export function homeFirstScreen(data: HomeFirstScreenData & ShopperFrame, now = Date.now()): string {
  const [product] = data.homeRecommendations;
  return `<div class="fs fs-si fs-hm">
${signedInHeader(data)}
<main>
  <h1 class="fs-sr">Início · Clube Local</h1>
  ${banner([...data.banners].sort((a, b) => a.position - b.position), data.bannerSettings)}
  <div class="fs-wrap fs-hm-body">
    ${shortcuts(data.viewer.role)}
    <section class="fs-hm-recs" aria-labelledby="fs-hm-recommendations"><h2 id="fs-hm-recommendations">Também te interessa</h2>
      <div class="fs-hm-card">${productCard(product, now, { freeShipping: true, wide: true, eager: true, first: true })}</div>
      <div class="fs-hm-pager"><button type="button" data-click-in-app aria-label="Anteriores">${icon('chevronLeft', 16)}</button><button type="button" data-click-in-app aria-label="Próximos">${icon('chevronRight', 16)}</button></div>
      <div class="fs-hm-more"><a href="/explore">Mostrar mais produtos ${icon('arrowRight', 20)}</a></div>
    </section>
  </div>
</main>
${shopperTabBar(data, '/home')}
</div>`;
}

/**
 * /home for a shopper or a professional from the first screen's answer; null (the plain page) for
 * anyone else (a store owner's or an admin's tabs and shortcuts differ), and when there is no banner
 * or no product to show (the app's default hero and empty state stay the app's).
 */
export function homePageContent(answer: GraphQLAnswer): ReadyPageContent | null {
  const data = shopperFrameOf<HomeFirstScreenData>(answer);
  if (!data) return null;
  if (data.banners.length === 0 || data.homeRecommendations.length === 0) return null;
  // The first card's photo is the largest thing on the screen: asked for as the page starts to arrive,
  // not once the page's script has put the first screen in (the copy sits in a <template>).
  const photo = data.homeRecommendations[0].images[0];
  const headTags = photo ? `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high" media="${HOME_FIRST_SCREEN_MEDIA}" />` : '';
  return { title: 'Início · Clube Local', headTags, firstScreen: homeFirstScreen(data), media: HOME_FIRST_SCREEN_MEDIA, signedIn: true };
}
