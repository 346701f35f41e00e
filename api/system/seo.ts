// robots.txt and sitemap.xml for search engines (docs/decisions.md, "Desempenho da web"): the
// public pages — landing, /explore and each active segment, /profissionais, sign-in and sign-up,
// every public product's page — and nothing of the signed-in, vendor or admin areas.
import type { PrismaClient } from '../generated/prisma/client.js';
import { PUBLIC_PRODUCT_WHERE } from '../catalog/access.js';

/** A sitemap holds at most 50,000 addresses. */
const MAX_URLS = 50_000;
const PRIVATE_PREFIXES = ['/admin', '/vendor', '/graphql', '/checkout', '/cart', '/orders', '/order', '/profile', '/settings', '/chat', '/dev', '/uploads/chat'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sitemapXml(prisma: PrismaClient, origin: string): Promise<string> {
  const [segments, products] = await Promise.all([
    prisma.segment.findMany({ where: { status: 'ACTIVE' }, select: { slug: true }, orderBy: { position: 'asc' } }),
    prisma.product.findMany({
      where: PUBLIC_PRODUCT_WHERE,
      select: { slug: true, updatedAt: true, store: { select: { slug: true } } },
      orderBy: { updatedAt: 'desc' },
      take: MAX_URLS - 100,
    }),
  ]);
  const entries = [
    ...['/', '/explore', '/profissionais', '/login', '/signup'].map((p) => ({ loc: p, lastmod: null as Date | null })),
    ...segments.map((s) => ({ loc: `/explore?categoria=${encodeURIComponent(s.slug)}`, lastmod: null })),
    ...products.map((p) => ({ loc: `/produto/${encodeURIComponent(p.store.slug)}/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
  const urls = entries.map((e) => `  <url><loc>${escapeXml(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
