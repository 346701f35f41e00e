// The web app's origin for links sent by e-mail: PUBLIC_URL when set, else the origin the request
// came to (the app and the API share it).
import type { Context } from '../schema/context.js';

export function publicOrigin(ctx: Pick<Context, 'config' | 'http'>): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/$/, '');
  const req = ctx.http?.req;
  return req ? `${req.protocol}://${req.get('host')}` : `http://localhost:${ctx.config.port}`;
}
