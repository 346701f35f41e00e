// The built web app's hashed assets, sent pre-compressed (docs/decisions.md, "Desempenho da web"):
// the build writes <file>.br and <file>.gz next to each text asset (web/vite.config.ts), and this
// sends the smallest one the browser accepts — no compression work per request — with a year of
// immutable caching (the names change with the content); the pages themselves (sendPage) the same
// way, always revalidated. Everything else falls through to express.static.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const accepts = (req: Request, encoding: (typeof ENCODINGS)[number]) => req.acceptsEncodings(encoding.name) === encoding.name;

/** The pre-compressed copy of `file` the browser takes (brotli whenever accepted, browsers list gzip first), if the build wrote one. */
function compressedCopy(req: Request, file: string) {
  return ENCODINGS.find((e) => accepts(req, e) && fs.existsSync(file + e.suffix));
}

/** The encoding to compress a page made per request with: the same choice as for the built files. */
export function pageEncoding(req: Request): 'br' | 'gzip' | undefined {
  return ENCODINGS.find((e) => accepts(req, e))?.name;
}

/** After sendFile: a browser that went away mid-file (a closed tab, a cancelled load) is not a server error. */
export function afterSend(next: NextFunction) {
  return (error?: Error & { code?: string }) => {
    if (error && error.code !== 'ECONNABORTED') next(error);
  };
}

export function precompressedAssets(dir: string) {
  const root = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    const encoding = compressedCopy(req, file);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(file));
    const headers = { 'Content-Type': String(res.get('Content-Type')), 'Content-Encoding': encoding.name };
    res.sendFile(file + encoding.suffix, { maxAge: '1y', immutable: true, headers }, afterSend(next));
  };
}

/** The headers of an HTML page (built or made per request): always revalidated, in the encoding it goes in. */
export function pageHeaders(res: Response, encoding: 'br' | 'gzip' | undefined) {
  res.vary('Accept-Encoding');
  return { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', ...(encoding && { 'Content-Encoding': encoding }) };
}

/** A page of the app (index.html, graphiql.html): never cached stale, compressed like the assets. */
export function sendPage(req: Request, res: Response, next: NextFunction, file: string) {
  const encoding = compressedCopy(req, file);
  res.sendFile(file + (encoding?.suffix ?? ''), { cacheControl: false, headers: pageHeaders(res, encoding?.name) }, afterSend(next));
}
