// The landing as the server sends it to a visitor's phone (docs/decisions.md, "A página inicial é
// uma página pronta no telefone"): the whole of web/src/pages/LandingPage.tsx and the site footer
// below Chakra's md breakpoint, as plain HTML styled by the `.fs-ld` rules of web/index.html, with the
// categories from the app's own Segments answer. Everything on it works without the app (links, and
// the searches as plain forms to /explore?search=), so the page's script loads the app only when the
// visitor starts to use the page (web/index.html, data-app="on-use"). Pure.
import { escapeHtml } from '../shared/html.js';
import {
  BENEFITS,
  FINAL_CALL,
  FOOTER_BLURB,
  FOOTER_CLAIMS,
  FOOTER_COLUMNS,
  FOOTER_CONTACT,
  FOOTER_NOTES,
  HERO,
  SECTIONS,
  SOCIAL_LINKS,
  STEPS,
  TESTIMONIALS,
  categoryIcon,
  footerCategoryLinks,
  type LandingSectionTitle,
} from '../../common/landing.js';
import { PHONES, VISITOR_HEADER } from './first-screen-parts.js';
import { exploreCategoryHref } from '../../common/segments.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';
import type { FirstScreenSegment } from './explore-first-screen.js';

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
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6" />',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />',
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" />',
  facebook: '<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />',
  whatsapp: '<path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8c-1-.4-1.9-1.3-2.3-2.3l.8-1-1-2z" />',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="m10 9.5 4.5 2.5-4.5 2.5z" />',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" /><path d="m8.5 12 2.5 2.5 4.5-5" />',
  lock: '<path d="M5 11h14v10H5z" /><path d="M8 11V7a4 4 0 0 1 8 0v4" />',
  badgeCheck: '<path d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" /><path d="m8.8 11.5 2.2 2.2 4.2-4.4" />',
} as const;

/** An icon `size` px wide, drawn as the app draws it. */
function icon(name: keyof typeof SHAPES, size: number): string {
  return `<svg class="fs-ld-icon" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SHAPES[name]}</g></svg>`;
}

const heading = ({ id, title, subtitle }: LandingSectionTitle) =>
  `<div class="fs-ld-heading"><h2 id="${id}">${escapeHtml(title)}</h2>${subtitle ? `<p>${escapeHtml(subtitle)}</p>` : ''}</div>`;

function hero(): string {
  return `<section class="fs-ld-hero" aria-labelledby="hero-title"><div class="fs-ld-wrap"><div class="fs-ld-stack">
  <span class="fs-ld-badge">${escapeHtml(HERO.badge)}</span>
  <h1 id="hero-title">${escapeHtml(HERO.title)}</h1>
  <p>${escapeHtml(HERO.lead[0])}<strong>${escapeHtml(HERO.lead[1])}</strong>${escapeHtml(HERO.lead[2])}</p>
  <form class="fs-ld-search" action="/explore" method="get" role="search"><span class="fs-ld-field">${icon('search', 20)}<input name="search" type="search" aria-label="${escapeHtml(HERO.searchLabel)}" placeholder="${escapeHtml(HERO.searchPlaceholder)}" /></span><button type="submit">Buscar</button></form>
  <div class="fs-ld-actions"><a class="fs-ld-button fs-ld-light" href="/explore">Ver produtos ${icon('arrowRight', 20)}</a><a class="fs-ld-button fs-ld-outline" href="/explore">${icon('mapPin', 20)} Explorar minha região</a></div>
</div></div></section>`;
}

function benefits(): string {
  const cards = BENEFITS.map(
    ({ title, text, icon: name }) =>
      `<li class="fs-ld-card"><div><span class="fs-ld-tile">${icon(name, 28)}</span><h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p></div></li>`,
  ).join('');
  return `<section class="fs-ld-section" aria-labelledby="${SECTIONS.benefits.id}"><div class="fs-ld-wrap">${heading(SECTIONS.benefits)}<ul class="fs-ld-list">${cards}</ul></div></section>`;
}

function steps(): string {
  const items = STEPS.map(
    ({ title, text, icon: name }, i) =>
      `<li class="fs-ld-step"><div class="fs-ld-step-top"><span class="fs-ld-number" aria-hidden="true">${i + 1}</span><span class="fs-ld-step-icon">${icon(name, 24)}</span></div><h3><span class="fs-sr">Passo ${i + 1}: </span>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p></li>`,
  ).join('');
  return `<section class="fs-ld-section fs-ld-subtle" id="como-funciona" aria-labelledby="${SECTIONS.steps.id}"><div class="fs-ld-wrap">${heading(SECTIONS.steps)}<ol class="fs-ld-list fs-ld-steps">${items}</ol></div></section>`;
}

function categories(segments: FirstScreenSegment[]): string {
  const items = segments
    .map(
      ({ slug, name }) =>
        `<li><a href="${escapeHtml(exploreCategoryHref(slug))}"><span class="fs-ld-category"><span class="fs-ld-disc">${icon(categoryIcon(slug), 28)}</span><span>${escapeHtml(name)}</span></span></a></li>`,
    )
    .join('');
  return `<section class="fs-ld-section" aria-labelledby="${SECTIONS.categories.id}"><div class="fs-ld-wrap">${heading(SECTIONS.categories)}<ul class="fs-ld-categories">${items}</ul></div></section>`;
}

function testimonials(): string {
  const figures = TESTIMONIALS.map(
    ({ quote, name, role }) =>
      `<figure class="fs-ld-quote"><div><span class="fs-ld-quote-mark">${icon('quote', 28)}</span><blockquote>“${escapeHtml(quote)}”</blockquote></div><figcaption><strong>${escapeHtml(name)}</strong><span>${escapeHtml(role)}</span></figcaption></figure>`,
  ).join('');
  return `<section class="fs-ld-section fs-ld-subtle" aria-labelledby="${SECTIONS.testimonials.id}"><div class="fs-ld-wrap">${heading(SECTIONS.testimonials)}<div class="fs-ld-list">${figures}</div></div></section>`;
}

function finalCall(): string {
  return `<section class="fs-ld-section" aria-labelledby="${FINAL_CALL.id}"><div class="fs-ld-wrap fs-ld-narrow"><div class="fs-ld-call">
  <h2 id="${FINAL_CALL.id}">${escapeHtml(FINAL_CALL.title)}</h2>
  <p>${escapeHtml(FINAL_CALL.text)}</p>
  <div class="fs-ld-actions"><a class="fs-ld-button fs-ld-light" href="/signup">Criar conta</a><a class="fs-ld-button fs-ld-outline" href="/login">Entrar</a><a class="fs-ld-button" href="/explore">${icon('mapPin', 20)} Explorar minha região</a></div>
</div></div></section>`;
}

/** The site footer (web/src/components/SiteFooter.tsx) as a phone shows it. */
function footer(segments: FirstScreenSegment[], year: number): string {
  const columns = [...FOOTER_COLUMNS, { title: 'Categorias', links: footerCategoryLinks(segments) }]
    .map(
      ({ title, links }) =>
        `<nav aria-label="${escapeHtml(title)}"><h2>${escapeHtml(title)}</h2><ul>${links.map(({ label, to }) => `<li><a href="${escapeHtml(to)}">${escapeHtml(label)}</a></li>`).join('')}</ul></nav>`,
    )
    .join('');
  const social = SOCIAL_LINKS.map(
    ({ label, href, icon: name }) =>
      `<li><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(`${label} (abre em nova aba)`)}" title="${escapeHtml(label)}">${icon(name, 20)}</a></li>`,
  ).join('');
  const claims = FOOTER_CLAIMS.map(({ label, icon: name }) => `<li><span>${icon(name, 20)}</span>${escapeHtml(label)}</li>`).join('');
  return `<footer class="fs-ld-footer"><div class="fs-ld-wrap">
  <div class="fs-ld-columns"><div class="fs-ld-about"><a class="fs-ld-brand" href="/"><span class="fs-ld-mark" aria-hidden="true">CL</span><span class="fs-ld-name">Clube Local</span><span class="fs-sr">, página inicial</span></a><p>${escapeHtml(FOOTER_BLURB)}</p></div>${columns}</div>
  <div class="fs-ld-contact"><address aria-label="Contato"><h2>Contato</h2><div><a href="${FOOTER_CONTACT.phoneHref}">${icon('phone', 16)} ${escapeHtml(FOOTER_CONTACT.phone)}</a><a href="mailto:${FOOTER_CONTACT.email}">${icon('mail', 16)} ${escapeHtml(FOOTER_CONTACT.email)}</a><p>${escapeHtml(`${FOOTER_CONTACT.hours} · ${FOOTER_CONTACT.address}`)}</p></div></address><nav aria-label="Redes sociais"><h2>Siga o Clube Local</h2><ul>${social}</ul></nav></div>
  <ul class="fs-ld-claims" aria-label="Garantias do Clube Local">${claims}</ul>
  <div class="fs-ld-notes"><p>© ${year} ${escapeHtml(FOOTER_NOTES.rights)}</p><p>${escapeHtml(FOOTER_NOTES.payment)}</p></div>
</div></footer>`;
}

export function landingFirstScreen(segments: FirstScreenSegment[], year = new Date().getFullYear()): string {
  return `<div class="fs fs-ld">
${VISITOR_HEADER}
<main>${hero()}${benefits()}${steps()}${categories(segments)}${testimonials()}${finalCall()}</main>
${footer(segments, year)}
</div>`;
}

/**
 * The landing from the app's Segments answer; null (the plain page, the app at once) when the club has
 * no active segment: the app then shows its own list, which only it keeps.
 */
export function landingPageContent([segmentsAnswer]: GraphQLAnswer[]): ReadyPageContent | null {
  const segments = (segmentsAnswer?.data?.segments as (FirstScreenSegment & { isFallback?: boolean })[] | undefined)?.filter((segment) => !segment.isFallback);
  if (!segments || segments.length === 0) return null;
  return {
    headTags: '',
    firstScreen: landingFirstScreen(segments.map(({ name, slug }) => ({ name, slug }))),
    media: PHONES,
    appOnUse: true,
  };
}
