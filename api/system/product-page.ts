// GET /produto/:vendor/:slug for a browser or a link preview: the app's page with the product in it
// (docs/decisions.md, "A página de produto chega pronta"). The server runs the app's own early
// query of that page as a visitor (the same document, variables and rules as the app), writes the
// product's head and first screen into the page (api/system/product-first-screen.ts), and hands
// the answer to the page's script, which gives it to the app instead of asking again. Anything
// else (no such product, an error) gets the plain page, and the app decides as before.
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { NextFunction, Request, Response } from 'express';
import { CACHE_HEADER, LruMap } from '../shared/public-query-cache.js';
import type { AppPage, EarlyRequest } from './app-page.js';
import { pageEncoding } from './static-files.js';
import { escapeHtml, scriptJson } from '../shared/html.js';
import { productFirstScreen, productHead, type FirstScreenProduct } from './product-first-screen.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A GraphQL answer as the HTTP endpoint would send it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

export interface ProductPageOptions {
  page: AppPage;
  /** Runs the early request as a visitor. */
  execute(request: EarlyRequest, req: Request, res: Response): Promise<GraphQLAnswer>;
  /** The public origin of the site (link previews need absolute addresses). */
  origin(req: Request, res: Response): string;
  /** How long a page made for visitors is reused: the public cache's time (PUBLIC_CACHE_SECONDS); 0 makes each anew. */
  ttlMs: number;
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

/** The app's page with the product's head, first screen and early answer written in. */
export function productPageHtml(html: string, pathname: string, pageUrl: string, product: FirstScreenProduct, earlyAnswer: { key: string; body: string } | null): string {
  const head = productHead(product, pageUrl);
  const firstScreen = `<template data-first-screen="${escapeHtml(pathname)}">${productFirstScreen(product)}</template>`;
  // The answer goes as text: the app reads it as the body of the response it would have fetched.
  const answer = earlyAnswer ? `<script id="early-answer" type="application/json">${scriptJson(earlyAnswer)}</script>` : '';
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `  ${head.tags}\n  </head>`)
    .replace(APP_SCRIPTS, () => `${firstScreen}\n    ${answer}${APP_SCRIPTS}`);
}

async function compress(html: string, encoding: MadePage['encoding']): Promise<Buffer> {
  if (encoding === 'br') return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzip(html);
  return Buffer.from(html);
}

function send(res: Response, page: MadePage) {
  res.vary('Accept-Encoding');
  res.set({ 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', ...(page.encoding && { 'Content-Encoding': page.encoding }) });
  res.send(page.body);
}

export function productPage({ page, execute, origin, ttlMs }: ProductPageOptions) {
  const made = new LruMap<MadePage>(MAX_PAGES, MAX_PAGE_BYTES, (_key, value) => value.body.length);
  return async (req: Request, res: Response, next: NextFunction) => {
    const early = page.earlyRequest(req.path);
    if (!early || !req.accepts('html')) return next();
    const encoding = pageEncoding(req);
    // The page's script asks again when the address has a query string (web/index.html).
    const hasQuery = req.originalUrl.includes('?');
    const pageUrl = `${origin(req, res)}${req.path}`;
    const key = `${encoding ?? ''} ${hasQuery} ${pageUrl}`;
    const hit = made.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      res.setHeader(CACHE_HEADER, 'HIT');
      return send(res, hit);
    }
    try {
      const answer = await execute(early, req, res);
      const product = answer.data?.productBySlug as FirstScreenProduct | null | undefined;
      if (!product || answer.errors?.length) return next();
      const html = productPageHtml(page.html, req.path, pageUrl, product, hasQuery ? null : { key: early.key, body: JSON.stringify(answer) });
      const fresh = { body: await compress(html, encoding), encoding, expiresAt: Date.now() + ttlMs };
      if (ttlMs > 0) made.set(key, fresh);
      res.setHeader(CACHE_HEADER, 'MISS');
      send(res, fresh);
    } catch (error) {
      next(error);
    }
  };
}
