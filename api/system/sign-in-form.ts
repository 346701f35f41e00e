// /login's form sent to the server as a plain form (bench/diary.md, "O /login entra sem o app no
// telefone"): on a phone the page's first screen is the whole page and asks for no app
// (web/index.html, data-without-app), so the browser posts the form here. The same sign-in as the
// `signIn` mutation (throttle, audit, the session cookie); then, like the app's sign-in, the page
// asked for (`?redirect=`) or /home, with a note for the app to say 'Login realizado com sucesso!'.
// A refused sign-in comes back as the same page with the message and what was typed.
import express, { type Request, type Response, type NextFunction } from 'express';
import type { Context } from '../schema/context.js';
import { signIn } from '../accounts/index.js';
import { HOME_PATH, safeInternalPath } from '../../common/urls.js';
import { SIGN_IN_NOTICE } from '../../common/sign-in-notice.js';
import { scriptJson } from '../shared/html.js';
import { beforeAppScripts } from './ready-page.js';

/** What the page's script fills the form with (web/index.html, #form-state). */
export interface FormState {
  message: string;
  /** The field the message is about. */
  field: string | null;
  values: Record<string, string>;
}

export interface SignInFormOptions {
  /** The app's page (dist/web/index.html). */
  html: string;
  production: boolean;
  visitorContext(req: Request, res: Response): Promise<Context>;
}

/**
 * Whether a form post comes from a page of this site: a sign-in posted by another site would sign the
 * browser into someone else's account. Browsers say where a post comes from (Sec-Fetch-Site, or Origin
 * in older ones); a request from no browser says neither.
 */
export function postedFromThisSite(headers: { site?: string; origin?: string; host?: string }): boolean {
  if (headers.site) return headers.site === 'same-origin';
  if (!headers.origin) return true;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}

/** The page with the form's state written in, for the page's script. */
export function pageWithFormState(html: string, state: FormState): string {
  return beforeAppScripts(html, `<script id="form-state" type="application/json">${scriptJson(state)}</script>`);
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export function signInForm({ html, production, visitorContext }: SignInFormOptions) {
  const readForm = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  return [
    readForm,
    async (req: Request, res: Response, next: NextFunction) => {
      res.set('Cache-Control', 'no-store');
      // Not from this site: nothing happens, the form is shown again.
      if (!postedFromThisSite({ site: req.get('sec-fetch-site'), origin: req.get('origin'), host: req.get('host') })) {
        return res.redirect(303, req.originalUrl);
      }
      try {
        const identifier = field(req.body, 'identifier');
        const result = await signIn(await visitorContext(req, res), { identifier, password: field(req.body, 'password') });
        const [error] = result.userErrors;
        if (error || !result.userId) {
          const state: FormState = { message: error?.message ?? '', field: error?.field ?? null, values: { identifier } };
          return res.type('html').send(pageWithFormState(html, state));
        }
        res.cookie(SIGN_IN_NOTICE.cookie, SIGN_IN_NOTICE.value, { path: '/', maxAge: SIGN_IN_NOTICE.seconds * 1000, sameSite: 'lax', secure: production });
        res.redirect(303, safeInternalPath(req.query.redirect) ?? HOME_PATH);
      } catch (error) {
        next(error);
      }
    },
  ];
}
