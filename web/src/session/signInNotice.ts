// A sign-in the server took (the /login form on a phone, api/system/sign-in-form.ts) is told on the
// page it leads to, as the app's own sign-in tells it (web/src/pages/auth/LoginPage.tsx).
import { SIGN_IN_NOTICE } from '@common/sign-in-notice';

export const SIGNED_IN_MESSAGE = 'Login realizado com sucesso!';

/** Whether the server left the note; it is read once (the cookie goes). */
export function takeSignInNotice(doc: Document = document): boolean {
  const note = `${SIGN_IN_NOTICE.cookie}=${SIGN_IN_NOTICE.value}`;
  const found = doc.cookie.split(';').some((part) => part.trim() === note);
  if (found) doc.cookie = `${SIGN_IN_NOTICE.cookie}=; Max-Age=0; Path=/; SameSite=Lax`;
  return found;
}
