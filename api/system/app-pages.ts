// The app's pages the server sends drawn (bench/diary.md, "Primeira tela sem JavaScript" and the
// sections after it): each runs the app's own queries in-process — as a visitor, or as the person
// signed in — and writes the page's first screen into the app's index.html (api/system/ready-page.ts).
// Anything it cannot draw goes on to the plain page.
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { Context, Services } from '../schema/context.js';
import { isResetTokenUsable } from '../accounts/index.js';
import { findReferralInvite } from '../loyalty/index.js';
import { readAppPage, type EarlyRequest } from './app-page.js';
import { drawnPage, earlyAnswersOf, readyPage, type GraphQLAnswer } from './ready-page.js';
import { landingPageContent } from './landing-first-screen.js';
import { HOME_FIRST_SCREEN_QUERY, homePageContent } from './home-first-screen.js';
import { professionalsPageContent } from './professionals-first-screen.js';
import { resetPasswordPageContent } from './reset-password-first-screen.js';
import { invitePageContent, inviteCodeOf } from './invite-first-screen.js';
import { productHead, type HeadProduct } from './product-head.js';
import { loadServerRender, type RenderedScreen } from './server-render.js';
import { explorePageContent, memberExplorePageContent } from './explore-first-screen.js';
import { SIGNED_IN_FRAME_QUERY } from './first-screen-parts.js';
import { signInForm } from './sign-in-form.js';
import { logger } from '../shared/logger.js';

/** The server's own documents, run as the person asking: trusted like the app's (api/shared/trusted-documents.ts). */
export const DRAWN_PAGE_DOCUMENTS = [HOME_FIRST_SCREEN_QUERY, SIGNED_IN_FRAME_QUERY];

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
  // A signed-in shopper's pages are drawn for them (their header, points and counts), each time;
  // null without a valid session.
  const runAsCaller = async (req: Request, res: Response, operations: Operation[]) => {
    const contextValue = hasSession(req) ? await contextFor(req, res, 'caller') : null;
    return contextValue && Promise.all(operations.map((operation) => run(operation, contextValue)));
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
  // /explore with its first products on a phone: drawn for a signed-in shopper (their points, their
  // frame) as their product pages are; with a query string (filters) the plain page.
  const exploreForMembers = drawnPage(ready.page, async (req, res) => {
    if (req.originalUrl.includes('?')) return null;
    const early = ready.page.earlyRequests(req.path); // ExploreProducts and Segments, as the app asks
    const answers = await runAsCaller(req, res, [...early, { query: SIGNED_IN_FRAME_QUERY }]);
    const content = answers && memberExplorePageContent(answers);
    return content && { ...content, earlyAnswers: earlyAnswersOf(early, answers) };
  });
  router.get('/explore', forMembersElseVisitors(exploreForMembers, readyPage({ ...ready, content: explorePageContent, withQueryString: 'plain' })));
  // /profissionais with its first cards, on a phone.
  router.get('/profissionais', readyPage({ ...ready, content: professionalsPageContent, withQueryString: 'plain' }));
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
  // A signed-in shopper's /home comes drawn for them on a phone: their header, the banner, the first suggestion.
  router.get(
    '/home',
    drawnPage(ready.page, async (req, res) => {
      const answers = await runAsCaller(req, res, [{ query: HOME_FIRST_SCREEN_QUERY }]);
      return answers && homePageContent(answers[0]);
    }),
  );
  // /login's form, sent without the app on a phone.
  router.post(
    '/login',
    signInForm({ html: ready.page.html, production: services.config.production, visitorContext: async (req, res) => (await contextFor(req, res, 'visitor'))! }),
  );
  // An invitation link comes with who invites, for the link preview and the first screen.
  router.get(
    '/convite',
    drawnPage(ready.page, async (req, res) => {
      const code = inviteCodeOf(new URL(req.originalUrl, 'http://page').search);
      const invite = code && (await findReferralInvite(services.prisma, code));
      return invite ? invitePageContent(invite, `${origin(req, res)}/convite?ref=${encodeURIComponent(invite.code)}`) : null;
    }),
  );
  // A recovery link comes checked: its form, or that it no longer works.
  router.get(
    '/reset-password',
    drawnPage(ready.page, async (req) => {
      const token = new URL(req.originalUrl, 'http://page').searchParams.get('token')?.trim() ?? '';
      return resetPasswordPageContent(await isResetTokenUsable(services.prisma, token));
    }),
  );
  return router;
}
