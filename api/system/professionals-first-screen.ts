// /profissionais as the server sends it to a phone (bench/diary.md, "O /profissionais chega
// pronto no telefone"): web/src/pages/professionals/ProfessionalsPage.tsx for a visitor with no
// filter — the title, the two filters and the first cards (web/src/professionals/ProfessionalCardView.tsx)
// — as plain HTML styled by the `.fs-pro` rules of web/index.html, painted before the app's
// JavaScript arrives and removed once the app has drawn the page. A filter chosen meanwhile is chosen
// in the app (web/src/firstScreen.ts, by the select's name). Pure: the data are the app's own
// Professionals answer.
import { escapeHtml } from '../shared/html.js';
import { maskPhone } from '../../common/masks.js';
import { PROFESSIONALS_DESCRIPTION, TRADES, whatsappGreeting, whatsappLink } from '../../common/professionals.js';
import { icon, PHONES, VISITOR_HEADER } from './first-screen-parts.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

/** The fields of a card in the app's Professionals answer (ProfessionalCardFields). */
export interface FirstScreenProfessional {
  name: string;
  avatarUrl?: string | null;
  trades: string[];
  towns: string[];
  bio?: string | null;
  whatsapp: string;
  path: string;
}

/** Cards in the copy: what a phone's first screens show; the rest come with the app. */
const CARDS = 6;

// Chakra's select chevron, as drawn there.
const CHEVRON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" /></svg>';

/** The initials Chakra's Avatar draws for a name: the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

function select(name: string, label: string, all: string, options: readonly string[]): string {
  const choices = [`<option value="">${escapeHtml(all)}</option>`, ...options.map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`)].join('');
  return `<div class="fs-pro-field"><label for="fs-pro-${name}">${escapeHtml(label)}</label><div class="fs-pro-select"><select id="fs-pro-${name}" name="${name}">${choices}</select>${CHEVRON}</div></div>`;
}

function card(professional: FirstScreenProfessional): string {
  const { name } = professional;
  const photo = professional.avatarUrl ? `<img src="${escapeHtml(professional.avatarUrl)}" alt="" />` : '';
  const trades = professional.trades.map((trade) => `<span>${escapeHtml(trade)}</span>`).join('');
  const bio = professional.bio ? `<p class="fs-pro-bio">${escapeHtml(professional.bio)}</p>` : '';
  const whatsapp = whatsappLink(professional.whatsapp, whatsappGreeting(name));
  return `<li class="fs-pro-card">
  <div class="fs-pro-top"><span class="fs-pro-avatar"><span>${escapeHtml(initials(name))}</span>${photo}</span><div class="fs-pro-who"><p class="fs-pro-name">${escapeHtml(name)}</p><div class="fs-pro-trades">${trades}</div><p class="fs-pro-towns">Atende em ${escapeHtml(professional.towns.join(', '))}</p></div></div>
  ${bio}
  <div class="fs-pro-actions"><a class="fs-pro-whatsapp" href="${escapeHtml(whatsapp)}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(`WhatsApp de ${name}: ${maskPhone(professional.whatsapp)}`)}">${icon('whatsapp', 16)} WhatsApp</a><a class="fs-btn fs-btn-outline fs-pro-small" href="${escapeHtml(professional.path)}">Ver cartão</a></div>
</li>`;
}

export function professionalsFirstScreen(professionals: FirstScreenProfessional[], towns: string[]): string {
  return `<div class="fs">
${VISITOR_HEADER}
<main class="fs-page">
  <div class="fs-page-wrap fs-pro">
    <div class="fs-page-head"><h1>Profissionais</h1><p>${escapeHtml(PROFESSIONALS_DESCRIPTION)}</p></div>
    <div class="fs-page-stack">
      <div class="fs-pro-filters">${select('oficio', 'Ofício', 'Todos os ofícios', TRADES)}${select('cidade', 'Cidade', 'Todas as cidades', towns)}</div>
      <ul class="fs-pro-list" aria-label="Profissionais">${professionals.slice(0, CARDS).map(card).join('')}</ul>
    </div>
  </div>
</main>
</div>`;
}

/**
 * /profissionais from the app's Professionals answer; null (the plain page) when there is no one to
 * list: the app's empty state stays the app's.
 */
export function professionalsPageContent([answer]: GraphQLAnswer[]): ReadyPageContent | null {
  const data = answer?.data as { professionals?: { edges: { node: FirstScreenProfessional }[] }; professionalTowns?: string[] } | null | undefined;
  const professionals = data?.professionals?.edges.map((edge) => edge.node);
  if (!professionals || professionals.length === 0) return null;
  return {
    title: 'Profissionais · Clube Local',
    description: PROFESSIONALS_DESCRIPTION,
    headTags: '',
    firstScreen: professionalsFirstScreen(professionals, data?.professionalTowns ?? []),
    media: PHONES,
  };
}
