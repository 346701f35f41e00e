// The product page as the server sends it (docs/decisions.md, "A página de produto chega pronta"):
// the head a link preview or a search engine reads (title, description, Open Graph, schema.org
// Product) and the first screen as plain HTML — the top of web/src/pages/catalog/ProductPage.tsx
// for a visitor, styled by the `.fs` rules of web/index.html — painted before the app's JavaScript
// arrives and removed once the app has rendered the page. Pure: the product is the app's own
// ProductBySlug answer.
import { escapeHtml, scriptJson } from '../shared/html.js';
import { icon, shopperFrameOf, shopperTabBar, signedInHeader, SMALL_PHONES, star, VISITOR_HEADER, type ShopperFrame } from './first-screen-parts.js';
import { exploreCategoryHref } from '../../common/segments.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';
import { discountLabel, formatMoney, formatRating, pointsLabel, reviewsLabel, unitLabel } from '../../common/catalog-format.js';

/** The fields of the app's ProductBySlug answer this page reads. */
export interface FirstScreenProduct {
  name: string;
  description?: string | null;
  unit?: string | null;
  price: string;
  unitPrice: string;
  images: string[];
  points: number;
  stock: number;
  rating: { average: number; count: number };
  promotion: { active: boolean; endsAt?: string | null; discountPercent?: number | null };
  segment?: { name: string; slug: string } | null;
  store: { databaseId: number | string; name: string; city?: string | null };
  /** In the signed-in person's favourites (false for a visitor). */
  isFavorite?: boolean;
}

const DESCRIPTION_CHARS = 160;

/** One line of at most 160 characters, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** 'R$ 39,50 / saco 40kg na Depósito Angelândia (Angelândia). Cimento de pega rápida…' */
export function productDescription(product: FirstScreenProduct): string {
  const where = product.store.city ? `${product.store.name} (${product.store.city})` : product.store.name;
  const offer = `${formatMoney(product.unitPrice)} ${unitLabel(product.unit)} na ${where}.`;
  return summary(product.description?.trim() ? `${offer} ${product.description}` : `${offer} Pague só na entrega e ganhe pontos no Clube Local.`);
}

/** An image address as a link preview needs it: absolute. */
function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

/** <head> additions: Open Graph for link previews (WhatsApp, redes sociais) and schema.org Product. */
export function productHead(product: FirstScreenProduct, pageUrl: string): Pick<ReadyPageContent, 'title' | 'description' | 'headTags'> {
  const title = `${product.name} · Clube Local`;
  const description = productDescription(product);
  const image = product.images[0] ? absoluteUrl(pageUrl, product.images[0]) : '';
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description?.trim() && { description: product.description.trim() }),
    ...(image && { image }),
    ...(product.segment && { category: product.segment.name }),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.unitPrice,
      priceCurrency: 'BRL',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.store.name },
    },
    ...(product.rating.count > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count },
    }),
  };
  const headTags = [
    meta('og:type', 'product'),
    meta('og:site_name', 'Clube Local'),
    meta('og:locale', 'pt_BR'),
    meta('og:title', product.name),
    meta('og:description', description),
    meta('og:url', pageUrl),
    ...(image ? [meta('og:image', image), meta('og:image:alt', product.name)] : []),
    meta('product:price:amount', product.unitPrice),
    meta('product:price:currency', 'BRL'),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ].join('\n    ');
  return { title, description, headTags };
}

// The Chakra breadcrumb's separator, as drawn there.
const SEPARATOR = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m9 18 6-6-6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" /></svg>';
const HEART_PATH = 'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z';
/** The favourite's heart (web/src/pages/profile/FavoriteButton.tsx): filled once the product is in the favourites. */
const heart = (filled: boolean) =>
  `<span class="fs-fav${filled ? ' fs-fav-on' : ''}" aria-hidden="true"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${HEART_PATH}" fill="${filled ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" /></svg></span>`;
/** Five stars filled up to the average, as web/src/pages/catalog/Stars.tsx draws them. */
function stars(average: number): string {
  return `<span class="fs-stars" aria-hidden="true">${[1, 2, 3, 4, 5].map((n) => star(average >= n - 0.25 ? 'fs-star-on' : 'fs-star-off')).join('')}</span>`;
}

function gallery(product: FirstScreenProduct): string {
  const { images, name } = product;
  const main = images[0]
    ? `<img src="${escapeHtml(images[0])}" alt="${escapeHtml(images.length > 1 ? `${name}, foto 1 de ${images.length}` : name)}" fetchpriority="high" />`
    : `<span class="fs-no-photo" role="img" aria-label="${escapeHtml(`${name}: Imagem não disponível`)}">Imagem não disponível</span>`;
  const thumbs =
    images.length > 1
      ? `<div class="fs-thumbs" aria-hidden="true">${images.map((src, i) => `<span${i === 0 ? ' class="fs-thumb-on"' : ''}><img src="${escapeHtml(src)}" alt="" /></span>`).join('')}</div>`
      : '';
  return `<div class="fs-gallery"><div class="fs-photo">${main}</div>${thumbs}</div>`;
}

function price(product: FirstScreenProduct): string {
  const { promotion } = product;
  const onSale = promotion.active && promotion.discountPercent != null;
  const before = onSale
    ? `<div class="fs-was"><p><span class="fs-sr">De </span>${escapeHtml(formatMoney(product.price))}</p><span class="fs-discount">${escapeHtml(discountLabel(promotion.discountPercent!))}<span class="fs-sr"> de desconto</span></span></div>`
    : '';
  return `<div class="fs-price">${before}<div class="fs-now"><p${onSale ? ' class="fs-sale"' : ''}>${onSale ? '<span class="fs-sr">Por </span>' : ''}${escapeHtml(formatMoney(product.unitPrice))}</p><p class="fs-unit">${escapeHtml(unitLabel(product.unit))}</p></div></div>`;
}

function stock(product: FirstScreenProduct): string {
  if (product.stock <= 0) return ''; // a visitor never opens such a product (api/catalog/access.ts)
  if (product.stock <= 5) return `<p class="fs-stock fs-stock-low">Últimas unidades: restam ${escapeHtml(product.stock)} ${escapeHtml(product.unit ?? '')}</p>`;
  return `<p class="fs-stock">Em estoque (${escapeHtml(product.stock)} disponíveis)</p>`;
}

/**
 * The page's first screen down to the stock line (down to the price when an offer's countdown
 * follows it: a ticking clock is the app's); the quantity, 'Adicionar' and the rest come with the app.
 * With a signed-in shopper's frame, their header and the tab bar; a visitor's header without.
 */
export function productFirstScreen(product: FirstScreenProduct, frame?: ShopperFrame): string {
  const { segment, store, rating } = product;
  const crumbs = [
    '<li><a href="/explore">Explorar</a></li>',
    ...(segment ? [`<li>${SEPARATOR}</li>`, `<li><a href="${escapeHtml(exploreCategoryHref(segment.slug))}">${escapeHtml(segment.name)}</a></li>`] : []),
    `<li>${SEPARATOR}</li>`,
    `<li><span aria-current="page">${escapeHtml(product.name)}</span></li>`,
  ].join('');
  const ratingLine =
    rating.count > 0 ? `${stars(rating.average)}<span>${escapeHtml(`${formatRating(rating.average)} (${reviewsLabel(rating.count)})`)}</span>` : '<span>Sem avaliações</span>';
  const countdown = product.promotion.active && product.promotion.discountPercent != null && !!product.promotion.endsAt;
  const rest = countdown
    ? ''
    : `${product.points > 0 ? `<p class="fs-points">${star('fs-points-star')}${escapeHtml(pointsLabel(product.points))}</p>` : ''}${stock(product)}`;
  return `<div class="fs${frame ? ' fs-si' : ''}">
${frame ? signedInHeader(frame) : VISITOR_HEADER}
<main class="fs-wrap fs-product">
  <nav class="fs-crumbs" aria-label="breadcrumb"><ol>${crumbs}</ol></nav>
  <div class="fs-product-grid">
    ${gallery(product)}
    <div class="fs-product-info">
      <div class="fs-title-row">
        <div class="fs-title">
          <a class="fs-store" href="/loja/${escapeHtml(store.databaseId)}">${icon('store', 16)}${escapeHtml(store.name)}${store.city ? ` · ${escapeHtml(store.city)}` : ''}</a>
          <h1>${escapeHtml(product.name)}</h1>
        </div>
        ${heart(!!product.isFavorite)}
      </div>
      <a class="fs-rating" href="#avaliacoes">${ratingLine}</a>
      ${price(product)}
      ${rest}
    </div>
  </div>
</main>
${frame ? shopperTabBar(frame) : ''}
</div>`;
}

/** The product page from the app's ProductBySlug answer; null (the plain page) for no such product. */
export function productPageContent([answer]: GraphQLAnswer[], pageUrl: string): ReadyPageContent | null {
  const product = answer?.data?.productBySlug as FirstScreenProduct | null | undefined;
  if (!product) return null;
  return { ...productHead(product, pageUrl), firstScreen: productFirstScreen(product) };
}

/**
 * The product page of a signed-in shopper on a phone, from ProductBySlug run as them (their points,
 * their favourite) and the frame (SIGNED_IN_FRAME_QUERY's answer); null (the plain page) for no such
 * product, or for a store owner or an admin (other tabs).
 */
export function memberProductPageContent([answer, frameAnswer]: GraphQLAnswer[], pageUrl: string): ReadyPageContent | null {
  const product = answer?.data?.productBySlug as FirstScreenProduct | null | undefined;
  const frame = shopperFrameOf(frameAnswer);
  if (!product || !frame) return null;
  return { ...productHead(product, pageUrl), firstScreen: productFirstScreen(product, frame), media: SMALL_PHONES, signedIn: true };
}
