// /explore as the server sends it to a phone (bench/diary.md, "O /explore chega pronto no
// telefone"): the top of web/src/pages/catalog/ExplorePage.tsx for a visitor with no filters — the
// title and count, the category chips, 'Filtros e ordenação' and the first product cards — as plain
// HTML styled by the `.fs-ex` rules of web/index.html, painted before the app's JavaScript arrives and
// removed once the app has rendered the page. Pure: the data are the app's own ExploreProducts and
// Segments answers. Phones only: from md up the page has the filter panel open, which needs the stores.
// A signed-in shopper's (their role's points, their header and tab bar) is drawn for them on a small
// phone, as their product pages were.
import { escapeHtml } from '../shared/html.js';
import { compactTimeLeft, discountLabel, formatMoney, formatRating, pointsLabel, productCountLabel, reviewsLabel, unitLabel } from '../../common/catalog-format.js';
import { icon, PHONES, shopperFrameOf, shopperTabBar, signedInHeader, SMALL_PHONES, star, VISITOR_HEADER, type ShopperFrame } from './first-screen-parts.js';
import { exploreCategoryHref } from '../../common/segments.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

/** The fields of a card in the app's ExploreProducts answer (ProductCardFields) this page reads. */
export interface FirstScreenCard {
  name: string;
  path: string;
  unit?: string | null;
  price: string;
  unitPrice: string;
  images: string[];
  points: number;
  rating: { average: number; count: number };
  promotion: { active: boolean; endsAt?: string | null; discountPercent?: number | null };
  store: { name: string };
}

export interface FirstScreenSegment {
  name: string;
  slug: string;
}

/** The screens the copy is for: phones, where the filters are folded. */
export const EXPLORE_FIRST_SCREEN_MEDIA = PHONES;

/** Cards in the copy: the first four rows of the phone's two columns (the app's first four load eagerly). */
const CARDS = 8;
const EAGER_IMAGES = 4;

// OfferCountdown's clock (web/src/pages/catalog/OfferCountdown.tsx), drawn thicker than the other icons.
const CLOCK_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></g></svg>';

function rating({ average, count }: FirstScreenCard['rating']): string {
  if (count === 0) return '<p class="fs-ex-muted">Sem avaliações</p>';
  const label = `Nota ${formatRating(average)} de 5, ${reviewsLabel(count)}`;
  return `<div class="fs-ex-rating" role="img" aria-label="${escapeHtml(label)}">${star('fs-ex-star')}<span class="fs-ex-avg" aria-hidden="true">${escapeHtml(formatRating(average))}</span><span aria-hidden="true">(<!---->${escapeHtml(count)}<!---->)</span></div>`;
}

export interface CardOptions {
  /** 'Frete grátis' on the photo ('Também te interessa'). */
  freeShipping?: boolean;
  /** The carousels' photo: 4:3 on a phone, filling the card's width. */
  wide?: boolean;
  /** Loaded at once (the cards in sight). */
  eager: boolean;
  /** The page's largest picture: asked for first. */
  first: boolean;
}

/**
 * One card as web/src/pages/catalog/ProductCard.tsx draws it. 'Adicionar' does nothing until the app
 * is there; a tap on it is then done by the app's button of the same name (web/src/firstScreen.ts).
 * The offer's clock is set and kept running by the page's script (web/index.html).
 */
export function productCard(product: FirstScreenCard, now: number, options: CardOptions): string {
  const { promotion } = product;
  const onSale = promotion.active && promotion.discountPercent != null;
  const image = product.images[0]
    ? `<img src="${escapeHtml(product.images[0])}" alt="${escapeHtml(product.name)}" loading="${options.eager ? 'eager' : 'lazy'}" decoding="async"${options.first ? ' fetchpriority="high"' : ''} />`
    : `<span class="fs-no-photo" role="img" aria-label="${escapeHtml(`${product.name}: Imagem não disponível`)}">Imagem não disponível</span>`;
  const badges = [
    onSale ? `<span class="fs-ex-off" aria-label="${escapeHtml(`${promotion.discountPercent}% de desconto`)}">${escapeHtml(discountLabel(promotion.discountPercent!))}</span>` : '',
    options.freeShipping ? `<span class="fs-ex-free">${icon('truck', 14)}Frete grátis</span>` : '',
  ].join('');
  const was = onSale ? `<p class="fs-ex-was"><span class="fs-sr">De </span>${escapeHtml(formatMoney(product.price))}</p>` : '';
  const points = product.points > 0 ? `<p class="fs-ex-points">${escapeHtml(pointsLabel(product.points))}</p>` : '';
  const endsAt = onSale && promotion.endsAt ? Date.parse(promotion.endsAt) : NaN;
  const clock = Number.isFinite(endsAt)
    ? `<div class="fs-ex-clock" data-ends-at="${escapeHtml(endsAt)}" aria-hidden="true">${CLOCK_ICON}<span>${escapeHtml(compactTimeLeft(endsAt - now))}</span></div>`
    : '';
  return `<div class="fs-ex-card">
  <div class="fs-ex-photo${options.wide ? ' fs-ex-photo-wide' : ''}">${image}${badges ? `<div class="fs-ex-badges">${badges}</div>` : ''}</div>
  <div class="fs-ex-body">
    <p class="fs-ex-store">${escapeHtml(product.store.name)}</p>
    <a class="fs-ex-name" href="${escapeHtml(product.path)}"><h3>${escapeHtml(product.name)}</h3></a>
    ${rating(product.rating)}
    <div class="fs-ex-price">${was}<div class="fs-ex-now"><p${onSale ? ' class="fs-sale"' : ''}>${onSale ? '<span class="fs-sr">Por </span>' : ''}${escapeHtml(formatMoney(product.unitPrice))}</p><p class="fs-ex-muted">${escapeHtml(unitLabel(product.unit))}</p></div>${points}</div>
    ${clock}
  </div>
  <div class="fs-ex-foot"><button type="button" data-click-in-app aria-label="${escapeHtml(`Adicionar ${product.name} ao carrinho`)}">${icon('cart', 16)}Adicionar</button></div>
</div>`;
}

/** With a signed-in shopper's frame, their header and the tab bar; a visitor's header without. */
export function exploreFirstScreen(products: FirstScreenCard[], totalCount: number, segments: FirstScreenSegment[], now = Date.now(), frame?: ShopperFrame): string {
  const chips = [{ name: 'Todos', slug: '' }, ...segments]
    .map(({ name, slug }) =>
      slug === ''
        ? `<li><a class="fs-ex-chip fs-ex-chip-on" href="/explore" aria-current="true">${escapeHtml(name)}</a></li>`
        : `<li><a class="fs-ex-chip" href="${escapeHtml(exploreCategoryHref(slug))}">${escapeHtml(name)}</a></li>`,
    )
    .join('');
  return `<div class="fs${frame ? ' fs-si' : ''}">
${frame ? signedInHeader(frame) : VISITOR_HEADER}
<main class="fs-wrap fs-explore">
  <div class="fs-ex-top">
    <div><h1>Explorar</h1><p class="fs-ex-count">${escapeHtml(productCountLabel(totalCount))}</p></div>
    <a class="fs-ex-outline" href="/profissionais">Encontrar profissional</a>
  </div>
  <nav aria-label="Categorias"><ul class="fs-ex-chips">${chips}</ul></nav>
  <div><button type="button" class="fs-ex-outline" data-click-in-app aria-expanded="false">${icon('filter', 16)}Filtros e ordenação</button></div>
  <h2 class="fs-sr">Produtos encontrados</h2>
  <div class="fs-ex-grid">${products
    .slice(0, CARDS)
    .map((product, i) => productCard(product, now, { eager: i < EAGER_IMAGES, first: i === 0 }))
    .join('')}</div>
</main>
${frame ? shopperTabBar(frame) : ''}
</div>`;
}

/**
 * /explore from the app's ExploreProducts and Segments answers; null (the plain page) when there is
 * nothing to list: the app's empty state, and its fallback chips, stay the app's.
 */
export function explorePageContent(answers: GraphQLAnswer[]): ReadyPageContent | null {
  return exploreContent(answers);
}

function exploreContent([productsAnswer, segmentsAnswer]: GraphQLAnswer[], frame?: ShopperFrame): ReadyPageContent | null {
  const connection = productsAnswer?.data?.products as { totalCount: number; edges: { node: FirstScreenCard }[] } | undefined;
  const segments = segmentsAnswer?.data?.segments as FirstScreenSegment[] | undefined;
  if (!connection || connection.edges.length === 0 || !segments || segments.length === 0) return null;
  const count = productCountLabel(connection.totalCount);
  const products = connection.edges.map((edge) => edge.node);
  return {
    title: 'Explorar · Clube Local',
    description: `${count} das lojas parceiras da sua região no Clube Local: compre perto, pague só na entrega e ganhe pontos.`,
    headTags: '',
    firstScreen: exploreFirstScreen(products, connection.totalCount, segments, Date.now(), frame),
    ...(frame ? { media: SMALL_PHONES, signedIn: true } : { media: EXPLORE_FIRST_SCREEN_MEDIA }),
  };
}

/**
 * A signed-in shopper's /explore on a small phone, from ExploreProducts and Segments run as them and
 * the frame (SIGNED_IN_FRAME_QUERY's answer); null (the plain page) for a store owner or an admin.
 */
export function memberExplorePageContent([productsAnswer, segmentsAnswer, frameAnswer]: GraphQLAnswer[]): ReadyPageContent | null {
  const frame = shopperFrameOf(frameAnswer);
  return frame && exploreContent([productsAnswer, segmentsAnswer], frame);
}
