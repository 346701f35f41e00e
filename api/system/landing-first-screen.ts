// The landing as the server sends it to a visitor's phone (bench/diary.md, "A página inicial é
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
import { icon, PHONES, VISITOR_HEADER } from './first-screen-parts.js';
import { exploreCategoryHref } from '../../common/segments.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

/** A segment of the app's Segments answer. */
interface FirstScreenSegment {
  name: string;
  slug: string;
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
