// A product page's head as the server sends it (docs/decisions.md, "A página de produto chega pronta"):
// what a link preview or a search engine reads — title, description, Open Graph, schema.org Product.
// Pure: the product is the app's own ProductBySlug answer; the page's screen is the app's
// (api/system/server-render.ts).
import { scriptJson, escapeHtml } from '../shared/html.js';
import type { ReadyPageContent } from './ready-page.js';
import { formatMoney, unitLabel } from '../../common/catalog-format.js';

/** The fields of the app's ProductBySlug answer this page reads. */
export interface HeadProduct {
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
export function productDescription(product: HeadProduct): string {
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
export function productHead(product: HeadProduct, pageUrl: string): Pick<ReadyPageContent, 'title' | 'description' | 'headTags'> {
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
