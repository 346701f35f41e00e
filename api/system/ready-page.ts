// Pages that arrive ready (bench/diary.md, "A página de produto chega pronta" and "O /explore
// chega pronto no telefone"): for GET of such a page from a browser or a link preview, the server
// runs the app's own early queries of that page as a visitor (the same documents, variables and
// rules as the app), writes the page's head and first screen into it, and hands the answers to the
// page's script, which gives them to the app instead of asking again. Anything else (nothing to
// show, an error) gets the plain page, and the app decides as before.
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { NextFunction, Request, Response } from 'express';
import { CACHE_HEADER, LruMap } from '../shared/public-query-cache.js';
import type { AppPage, EarlyRequest } from './app-page.js';
import { pageEncoding, pageHeaders } from './static-files.js';
import { escapeHtml, scriptJson } from '../shared/html.js';
import { withRenderedScreen, type GraphQLAnswer, type RenderedScreen } from './server-render.js';

export type { GraphQLAnswer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a ready page adds to the app's page. */
export interface ReadyPageContent {
  /** The page's title and description; the app page's own when absent. */
  title?: string;
  description?: string;
  /** More tags for <head> (link previews, schema.org). */
  headTags: string;
  /** The first screen, plain HTML styled by the `.fs` rules of web/index.html (a page not yet drawn by the app's own screens). */
  firstScreen?: string;
  /** The app's own screen drawn on the server (api/system/server-render.ts): the browser hydrates it. */
  screen?: RenderedScreen;
  /** The screens it is drawn for (a media query the page's script checks); every screen when absent. */
  media?: string;
  /**
   * The first screen is the whole page and works without the app (links and plain forms): the page's
   * script loads the app only once the visitor starts to use the page (web/index.html).
   */
  appOnUse?: boolean;
  /**
   * Drawn for the signed-in person asking (their name, their counts): shown whoever the page's script
   * last saw signed in, and never kept by a shared cache.
   */
  signedIn?: boolean;
}

export interface ReadyPageOptions {
  page: AppPage;
  /** Runs an early request as a visitor. */
  execute(request: EarlyRequest, req: Request, res: Response): Promise<GraphQLAnswer>;
  /** The public origin of the site (link previews need absolute addresses). */
  origin(req: Request, res: Response): string;
  /** How long a page made for visitors is reused: the public cache's time (PUBLIC_CACHE_SECONDS); 0 makes each anew. */
  ttlMs: number;
  /** The page from the answers (in the order of the early requests); null for the plain page. */
  content(answers: GraphQLAnswer[], pageUrl: string, req: Request, res: Response): ReadyPageContent | null | Promise<ReadyPageContent | null>;
  /**
   * With a query string the page's script asks again (web/index.html): 'keep' still draws the first
   * screen (the product does not depend on it), 'plain' sends the plain page (the query string filters
   * what /explore shows).
   */
  withQueryString: 'keep' | 'plain';
}

interface MadePage {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  expiresAt: number;
}

// A link shared in a group is opened by many people within seconds: each page is made once for them.
const MAX_PAGES = 500;
const MAX_PAGE_BYTES = 20 * 1024 * 1024;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
const APP_SCRIPTS = '<script id="app-scripts"';

/** An answer the page's script gives the app instead of asking (web/src/earlyAnswers.ts): its key and its body. */
export interface EarlyAnswer {
  key: string;
  body: string;
}

/** The answers to a page's early requests (in their order), as the page carries them. */
export function earlyAnswersOf(early: EarlyRequest[], answers: GraphQLAnswer[]): EarlyAnswer[] {
  return early.map((request, i) => ({ key: request.key, body: JSON.stringify(answers[i]) }));
}

/** The page with tags written in just before the app's scripts (which read them). */
export function beforeAppScripts(html: string, tags: string): string {
  return html.replace(APP_SCRIPTS, () => `${tags}\n    ${APP_SCRIPTS}`);
}

/** The app's page with the head, the first screen and the early answers written in. */
export function readyPageHtml(html: string, pathname: string, content: ReadyPageContent, earlyAnswers: EarlyAnswer[]): string {
  const media = content.media ? ` data-media="${escapeHtml(content.media)}"` : '';
  const onUse = content.appOnUse ? ' data-app="on-use"' : '';
  const signedIn = content.signedIn ? ' data-signed-in' : '';
  const firstScreen =
    content.firstScreen === undefined ? '' : `<template data-first-screen="${escapeHtml(pathname)}"${media}${onUse}${signedIn}>${content.firstScreen}</template>`;
  // Each answer goes as text: the app reads it as the body of the response it would have fetched.
  // A drawn screen has its data in its state (api/system/server-render.ts).
  const answers = earlyAnswers.length > 0 && !content.screen ? `<script id="early-answers" type="application/json"${signedIn}>${scriptJson(earlyAnswers)}</script>` : '';
  const { title, description } = content;
  const head = (content.screen ? withRenderedScreen(html, content.screen) : html)
    .replace(TITLE, (tag) => (title === undefined ? tag : `<title>${escapeHtml(title)}</title>`))
    .replace(DESCRIPTION, (tag) => (description === undefined ? tag : `<meta name="description" content="${escapeHtml(description)}" />`))
    .replace('</head>', () => `  ${content.headTags}\n  </head>`);
  return beforeAppScripts(head, `${firstScreen}\n    ${answers}`.trimEnd());
}

async function compress(html: string, encoding: MadePage['encoding']): Promise<Buffer> {
  if (encoding === 'br') return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzip(html);
  return Buffer.from(html);
}

function send(res: Response, page: MadePage, personal = false) {
  res.set(pageHeaders(res, page.encoding));
  if (personal) res.vary('Cookie').set('Cache-Control', 'private, no-cache');
  res.send(page.body);
}

export function readyPage({ page, execute, origin, ttlMs, content, withQueryString }: ReadyPageOptions) {
  const made = new LruMap<MadePage>(MAX_PAGES, MAX_PAGE_BYTES, (_key, value) => value.body.length);
  return async (req: Request, res: Response, next: NextFunction) => {
    const early = page.earlyRequests(req.path);
    const hasQuery = req.originalUrl.includes('?');
    if (early.length === 0 || !req.accepts('html') || (hasQuery && withQueryString === 'plain')) return next();
    const encoding = pageEncoding(req);
    const pageUrl = `${origin(req, res)}${req.path}`;
    const key = `${encoding ?? ''} ${hasQuery} ${pageUrl}`;
    const hit = made.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      res.setHeader(CACHE_HEADER, 'HIT');
      return send(res, hit);
    }
    try {
      const answers = await Promise.all(early.map((request) => execute(request, req, res)));
      const drawn = answers.some((answer) => answer.errors?.length) ? null : await content(answers, pageUrl, req, res);
      if (!drawn) return next();
      const earlyAnswers = hasQuery ? [] : earlyAnswersOf(early, answers);
      const fresh = { body: await compress(readyPageHtml(page.html, req.path, drawn, earlyAnswers), encoding), encoding, expiresAt: Date.now() + ttlMs };
      if (ttlMs > 0) made.set(key, fresh);
      res.setHeader(CACHE_HEADER, 'MISS');
      send(res, fresh);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A page drawn from more than its path — the invitation of /convite?ref=, the pages of a signed-in
 * shopper (/home, a product): made for each request from `draw`, with the early answers it gives (none
 * for an address with a query string, whose early requests the page's script does not make). `draw`
 * gives null for the plain page.
 */
export function drawnPage(page: AppPage, draw: (req: Request, res: Response) => Promise<(ReadyPageContent & { earlyAnswers?: EarlyAnswer[] }) | null>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    try {
      const content = await draw(req, res);
      if (!content) return next();
      const encoding = pageEncoding(req);
      const html = readyPageHtml(page.html, req.path, content, content.earlyAnswers ?? []);
      send(res, { body: await compress(html, encoding), encoding, expiresAt: 0 }, content.signedIn);
    } catch (error) {
      next(error);
    }
  };
}
