// The app's pages the server sends drawn (bench/diary.md, "Primeira tela sem JavaScript" and the
// sections after it; docs/decisions.md, "Uma só renderização"): a product, /explore, /home,
// /profissionais and /convite are the app's own screens drawn by React on the server
// (api/system/server-render.ts), their queries run in-process — as a visitor, or as the person
// signed in, and so are /signup, /recuperar-senha and a recovery link; the landing and /login are
// still HTML first screens (landing-first-screen.ts, web/index.html with sign-in-form.ts).
// Everything goes into the app's index.html (api/system/ready-page.ts); anything it cannot draw goes
// on to the plain page.
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { Context, Services } from '../schema/context.js';
import { findReferralInvite } from '../loyalty/index.js';
import { readAppPage, type EarlyRequest } from './app-page.js';
import { drawnPage, readyPage, type GraphQLAnswer } from './ready-page.js';
import { landingPageContent } from './landing-first-screen.js';
import { productHead, type HeadProduct } from './product-head.js';
import { exploreHead, HOME_HEAD, inviteCodeOf, inviteHead, PROFESSIONALS_HEAD, RECOVER_PASSWORD_HEAD, RESET_PASSWORD_HEAD, SIGNUP_HEAD, type PageHead } from './page-heads.js';
import { loadServerRender, type RenderedScreen } from './server-render.js';
import { signInForm } from './sign-in-form.js';
import { logger } from '../shared/logger.js';

/**
 * The server's own documents, run as the person asking: trusted like the app's (api/shared/trusted-documents.ts).
 * None today: the drawn pages run the app's own (api/system/server-render.ts).
 */
export const DRAWN_PAGE_DOCUMENTS: string[] = [];

type Operation = Pick<EarlyRequest, 'query'> & Partial<Pick<EarlyRequest, 'variables' | 'operationName'>>;

export interface AppPagesOptions {
  services: Services;
  apollo: ApolloServer<Context>;
  webDir: string;
  /** The public origin of the site (link previews need absolute addresses). */
  origin(req: Request, res: Response): string;
  /** Whether the request carries a session (the cookie or a Bearer token). */
  hasSession(req: Request): boolean;
  /** The context of a visitor, or of the person signed in (null without a valid session). */
  contextFor(req: Request, res: Response, as: 'visitor' | 'caller'): Promise<Context | null>;
}

export function appPages({ services, apollo, webDir, origin, hasSession, contextFor }: AppPagesOptions): Router {
  const router = Router();
  const run = async ({ query, variables, operationName }: Operation, contextValue: Context): Promise<GraphQLAnswer> => {
    const { body } = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
    return body.kind === 'single' ? body.singleResult : { errors: ['incremental delivery'] };
  };
  const ready = {
    page: readAppPage(path.join(webDir, 'index.html')),
    origin,
    ttlMs: services.config.publicCacheSeconds * 1000,
    execute: async (request: EarlyRequest, req: Request, res: Response) => run(request, (await contextFor(req, res, 'visitor'))!),
  };
  // The app's own screen of an address, drawn as `contextValue`'s person, with the answers already
  // made (the page's early queries) in its cache; null where it was not built or something failed.
  const renderScreen = loadServerRender(webDir);
  const drawScreen = async (url: string, contextValue: Context, early: EarlyRequest[] = [], answers: GraphQLAnswer[] = []): Promise<RenderedScreen | null> => {
    if (!renderScreen) return null;
    try {
      const screen = await renderScreen({
        url,
        execute: (operation) => run(operation, contextValue),
        early: early.map(({ query, variables, operationName }, i) => ({ query, variables, operationName, answer: answers[i] })),
      });
      return screen.ok ? screen : null;
    } catch (error) {
      // A screen that cannot be drawn on the server still works in the browser: the plain page.
      logger.warn('server_render.failed', { url, error: String(error) });
      return null;
    }
  };
  const productOf = (answer: GraphQLAnswer | undefined) => answer?.data?.productBySlug as HeadProduct | null | undefined;

  // A product's page comes drawn, the product in it: for the person signed in, as them; anyone else
  // (a visitor, a stale session) gets the visitor's page, made once for all.
  const productForVisitors = readyPage({
    ...ready,
    withQueryString: 'keep',
    async content(answers, pageUrl, req, res) {
      const product = productOf(answers[0]);
      const screen = product && (await drawScreen(req.path, (await contextFor(req, res, 'visitor'))!, ready.page.earlyRequests(req.path), answers));
      return screen ? { ...productHead(product, pageUrl), screen } : null;
    },
  });
  const productForMembers = drawnPage(ready.page, async (req, res) => {
    const contextValue = hasSession(req) ? await contextFor(req, res, 'caller') : null;
    const early = ready.page.earlyRequests(req.path); // ProductBySlug, as the app asks
    const answers = contextValue && (await Promise.all(early.map((request) => run(request, contextValue))));
    const product = answers && productOf(answers[0]);
    const screen = product && (await drawScreen(req.originalUrl, contextValue, early, answers));
    return screen ? { ...productHead(product, `${origin(req, res)}${req.path}`), screen, signedIn: true } : null;
  });
  // A page drawn for the person signed in, else the visitors' page.
  const forMembersElseVisitors =
    (members: ReturnType<typeof drawnPage>, visitors: ReturnType<typeof readyPage>) => (req: Request, res: Response, next: NextFunction) =>
      hasSession(req) ? members(req, res, (error?: unknown) => (error ? next(error) : visitors(req, res, next))) : visitors(req, res, next);
  router.get('/produto/:vendor/:slug', forMembersElseVisitors(productForMembers, productForVisitors));
  // A page of the app drawn by its own screen (api/system/server-render.ts), with `head` from the
  // answers to its early queries: for visitors, made once for all (readyPage) ...
  const screenForVisitors = (head: (answers: GraphQLAnswer[]) => PageHead | null) =>
    readyPage({
      ...ready,
      withQueryString: 'plain', // the query string filters what the page shows
      async content(answers, _pageUrl, req, res) {
        const top = head(answers);
        const screen = top && (await drawScreen(req.path, (await contextFor(req, res, 'visitor'))!, ready.page.earlyRequests(req.path), answers));
        return screen ? { ...top, screen } : null;
      },
    });
  // ... and for the person signed in, as them, each time, never kept by a shared cache; null (the
  // visitors' page, or the plain one) without a valid session.
  const screenForMembers = (head: (answers: GraphQLAnswer[]) => PageHead | null) =>
    drawnPage(ready.page, async (req, res) => {
      const contextValue = hasSession(req) ? await contextFor(req, res, 'caller') : null;
      if (!contextValue) return null;
      // An address with a query string has no early requests (the page's script makes none).
      const early = req.originalUrl.includes('?') ? [] : ready.page.earlyRequests(req.path);
      const answers = await Promise.all(early.map((request) => run(request, contextValue)));
      const top = head(answers);
      const screen = top && (await drawScreen(req.originalUrl, contextValue, early, answers));
      return screen ? { ...top, screen, signedIn: true } : null;
    });
  // /explore (its early queries: ExploreProducts and Segments, as the app asks).
  const explore = (answers: GraphQLAnswer[]) => exploreHead(answers[0]);
  router.get('/explore', forMembersElseVisitors(screenForMembers(explore), screenForVisitors(explore)));
  router.get('/profissionais', forMembersElseVisitors(screenForMembers(() => PROFESSIONALS_HEAD), screenForVisitors(() => PROFESSIONALS_HEAD)));
  // The landing is a page of its own on a visitor's phone. A signed-in person goes to their home, as
  // the app's router would send them (web/src/routes/RouteGuard.tsx) — here before the app, so /home
  // comes drawn; a session that is no more gets the plain page and the app decides.
  const landing = readyPage({ ...ready, content: landingPageContent, withQueryString: 'plain' });
  router.get('/', async (req: Request, res: Response, next: NextFunction) => {
    if (!hasSession(req)) return landing(req, res, next);
    try {
      if (!(await contextFor(req, res, 'caller'))) return next();
      res.vary('Cookie').set('Cache-Control', 'private, no-cache').redirect(302, '/home');
    } catch (error) {
      next(error);
    }
  });
  // A signed-in person's /home comes drawn for them: their header, the banners, the suggestions.
  router.get('/home', screenForMembers(() => HOME_HEAD));
  // /login's form, sent without the app on a phone.
  router.post(
    '/login',
    signInForm({ html: ready.page.html, production: services.config.production, visitorContext: async (req, res) => (await contextFor(req, res, 'visitor'))! }),
  );
  // An invitation link comes with who invites, for the link preview, and the app's InvitePage drawn:
  // as the person signed in (theirs is the member's page), else as a visitor.
  router.get(
    '/convite',
    drawnPage(ready.page, async (req, res) => {
      const code = inviteCodeOf(new URL(req.originalUrl, 'http://page').search);
      const invite = code && (await findReferralInvite(services.prisma, code));
      if (!invite) return null;
      const member = hasSession(req) ? await contextFor(req, res, 'caller') : null;
      const screen = await drawScreen(req.originalUrl, member ?? (await contextFor(req, res, 'visitor'))!);
      const head = inviteHead(invite, `${origin(req, res)}/convite?ref=${encodeURIComponent(invite.code)}`);
      return screen && { ...head, screen, signedIn: !!member };
    }),
  );
  // The account pages a visitor opens, drawn for each request (nothing to keep: no early queries).
  // `guestOnly`: a session gets the plain page, and the app sends who is signed in on (RouteGuard.tsx).
  const accountScreen = (head: PageHead, guestOnly: boolean) =>
    drawnPage(ready.page, async (req, res) => {
      if (guestOnly && hasSession(req)) return null;
      const screen = await drawScreen(req.originalUrl, (await contextFor(req, res, 'visitor'))!);
      return screen && { ...head, screen };
    });
  router.get('/signup', accountScreen(SIGNUP_HEAD, true));
  router.get('/recuperar-senha', accountScreen(RECOVER_PASSWORD_HEAD, false));
  // A recovery link comes checked (the screen's own PasswordResetTokenValid query): its form, or
  // that it no longer works.
  router.get('/reset-password', accountScreen(RESET_PASSWORD_HEAD, false));
  return router;
}
