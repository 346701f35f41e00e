// /reset-password?token= as the server sends it (bench/diary.md, "O link de nova senha chega
// pronto"): the page an e-mail's recovery link opens, checked by the server before it is drawn, so
// the visitor sees the form (or that the link no longer works) at once instead of 'Verificando
// link...' while the app loads. Plain HTML styled by the `.fs-auth` rules of web/index.html, as
// web/src/pages/auth/ResetPasswordPage.tsx draws it; a password typed and sent there is sent by the
// app once it is there (web/src/firstScreen.ts). Pure.
import { escapeHtml } from '../shared/html.js';
import { PASSWORD_MIN_LENGTH } from '../../common/signup.js';
import { RESET_MESSAGES, RESET_SUBTITLE } from '../../common/password-reset.js';
import type { ReadyPageContent } from './ready-page.js';

// The app's icons (web/src/ui/icons.tsx, PasswordInput's eye), as drawn there.
const EYE =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></svg>';
const LINK_OFF =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9 17H7a5 5 0 0 1 0-10h2M15 7h2a5 5 0 0 1 4 8" /><path d="M8 12h4M3 3l18 18" /></g></svg>';
const LOGO = '<a class="fs-logo" href="/"><span class="fs-logo-mark" aria-hidden="true">CL</span><span class="fs-logo-name">Clube Local</span></a>';

function passwordField(id: string, name: string, label: string, placeholder: string, helper: string): string {
  return `<div class="fs-field"><label for="${id}">${label} <span aria-hidden="true">*</span></label><div class="fs-input"><input id="${id}" name="${name}" type="password" autocomplete="new-password" placeholder="${placeholder}" required /><span class="fs-eye" aria-hidden="true">${EYE}</span></div>${helper}</div>`;
}

const FORM = `<div class="fs-card-title"><h1>Redefinir senha</h1><p class="fs-muted">${escapeHtml(RESET_SUBTITLE)}</p></div>
    <form aria-label="Redefinir senha" novalidate data-submit-in-app>
      ${passwordField('fs-reset-password', 'password', 'Nova senha', 'Crie uma senha', `<p class="fs-helper">Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.</p>`)}
      ${passwordField('fs-reset-confirm', 'confirmPassword', 'Confirmar nova senha', 'Repita a senha', '')}
      <button type="submit">Salvar nova senha</button>
    </form>`;

const INVALID = `<div class="fs-dead" role="alert">
      <span class="fs-dead-icon">${LINK_OFF}</span>
      <h1>${escapeHtml(RESET_MESSAGES.invalidTitle)}</h1>
      <p>${escapeHtml(RESET_MESSAGES.invalidText)}</p>
      <a class="fs-dead-new" href="/recuperar-senha">${escapeHtml(RESET_MESSAGES.requestNew)}</a>
      <a class="fs-dead-back" href="/login">Voltar para o login</a>
    </div>`;

/** The page for a link the server checked: its form while the link can be used, the dead link's screen otherwise. */
export function resetPasswordPageContent(usable: boolean): ReadyPageContent {
  return {
    title: 'Redefinir senha · Clube Local',
    // A link with a secret in its address: never in a search engine.
    headTags: '<meta name="robots" content="noindex" />',
    firstScreen: `<main class="fs fs-auth">
  ${LOGO}
  <div class="fs-card">
    ${usable ? FORM : INVALID}
  </div>
</main>`,
  };
}
