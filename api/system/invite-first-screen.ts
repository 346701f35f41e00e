// The invitation page as the server sends it for a /convite?ref= link (bench/diary.md, "O convite
// chega pronto"): the head a link preview reads ('Maria S. convidou você para o Clube Local') and
// the first screen as plain HTML — web/src/pages/loyalty/InvitePage.tsx for a visitor, styled by the
// `.fs` rules of web/index.html — painted before the app's JavaScript arrives. Pure: the invitation
// is api/loyalty/referral-invite.ts's, the same the app's ReferralInvite query answers.
import { escapeHtml } from '../shared/html.js';
import { icon, VISITOR_HEADER } from './first-screen-parts.js';
import type { ReadyPageContent } from './ready-page.js';
import type { ReferralInvite } from '../loyalty/index.js';
import { INVITE_DESCRIPTION, INVITE_RULES, inviteHeadline, inviteOffer } from '../../common/referral.js';

/** The code of a /convite link: its `ref`, as the page reads it (other names go through the app's capture). */
export function inviteCodeOf(search: string): string | null {
  return new URLSearchParams(search).get('ref')?.trim() || null;
}

/** The page of an invitation: who invites, the code and the way in, then the rules. */
export function invitePageContent(invite: ReferralInvite, pageUrl: string): ReadyPageContent {
  const headline = inviteHeadline(invite.inviterName);
  const [before, code, after] = inviteOffer(invite.code);
  const offer = `${before}${code}${after}`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const headTags = [
    meta('og:type', 'website'),
    meta('og:site_name', 'Clube Local'),
    meta('og:locale', 'pt_BR'),
    meta('og:title', headline),
    meta('og:description', offer),
    meta('og:url', pageUrl),
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
  const firstScreen = `<div class="fs">
${VISITOR_HEADER}
<main class="fs-page">
  <div class="fs-page-wrap">
    <div class="fs-page-head"><h1>Indique e ganhe</h1><p>${escapeHtml(INVITE_DESCRIPTION)}</p></div>
    <div class="fs-page-stack">
      <section class="fs-section">
        <div class="fs-invite">
          <div class="fs-invite-title">${icon('gift', 24)}<p>${escapeHtml(headline)}</p></div>
          <p>${escapeHtml(before)}<strong>${escapeHtml(code)}</strong>${escapeHtml(after)}</p>
          <div class="fs-invite-actions"><a class="fs-btn" href="/signup?ref=${encodeURIComponent(invite.code)}">Criar conta com o convite</a><a class="fs-btn fs-btn-outline" href="/login">Já tenho conta</a></div>
        </div>
      </section>
      <section class="fs-section">
        <h2>Como funciona</h2>
        <ol class="fs-rules">${INVITE_RULES.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ol>
      </section>
    </div>
  </div>
</main>
</div>`;
  return { title: `${headline} · Clube Local`, description: offer, headTags, firstScreen };
}
