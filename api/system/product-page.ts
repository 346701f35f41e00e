// GET /produto/:vendor/:slug for a browser or a link preview: the app's page with the product in it
// (docs/decisions.md, "A página de produto chega pronta"). The server runs the app's own early
// query of that page as a visitor (the same document, variables and rules as the app), writes the
// product's head and first screen into the page (api/system/product-first-screen.ts), and hands
// the answer to the page's script, which gives it to the app instead of asking again. Anything
// else (no such product, an error) gets the plain page, and the app decides as before.
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { NextFunction, Request, Response } from 'express';
import type { AppPage, EarlyRequest } from './app-page.js';
import { pageEncoding } from './static-files.js';
import { escapeHtml, productFirstScreen, productHead, scriptJson, type FirstScreenProduct } from './product-first-screen.js';

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
}

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

async function send(req: Request, res: Response, html: string) {
  res.vary('Accept-Encoding');
  res.set({ 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8' });
  const encoding = pageEncoding(req);
  if (encoding === 'br') {
    res.set('Content-Encoding', 'br').send(await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(await gzip(html));
  } else res.send(html);
}

export function productPage({ page, execute, origin }: ProductPageOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const early = page.earlyRequest(req.path);
    if (!early || !req.accepts('html')) return next();
    try {
      const answer = await execute(early, req, res);
      const product = answer.data?.productBySlug as FirstScreenProduct | null | undefined;
      if (!product || answer.errors?.length) return next();
      // The page's script asks again when the address has a query string (web/index.html).
      const hasQuery = req.originalUrl.includes('?');
      const html = productPageHtml(page.html, req.path, `${origin(req, res)}${req.path}`, product, hasQuery ? null : { key: early.key, body: JSON.stringify(answer) });
      await send(req, res, html);
    } catch (error) {
      next(error);
    }
  };
}
