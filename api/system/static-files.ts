// The built web app's hashed assets, sent pre-compressed (docs/decisions.md, "Desempenho da web"):
// the build writes <file>.br and <file>.gz next to each text asset (web/vite.config.ts), and this
// sends the smallest one the browser accepts — no compression work per request — with a year of
// immutable caching (the names change with the content). Everything else falls through to
// express.static.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function precompressedAssets(dir: string) {
  const root = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    // Brotli whenever accepted (browsers list gzip first but both are welcome), else gzip.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && fs.existsSync(file + e.suffix));
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(file));
    const headers = { 'Content-Type': String(res.get('Content-Type')), 'Content-Encoding': encoding.name };
    res.sendFile(file + encoding.suffix, { maxAge: '1y', immutable: true, headers }, (error) => error && next(error));
  };
}
