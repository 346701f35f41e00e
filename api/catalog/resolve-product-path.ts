// resolveProductPath: the SEO rules of docs/decisions.md for product URLs.
// - Legacy paths first: /en/products/x → /produto/x, /en/x → /x, /product(s)/x → /produto/x.
// - /produto/{uuid} → the product's slug route /produto/{store-slug}/{product-slug}.
// - /produto/{name} → an approved product by exact case-insensitive name, else the best word
//   overlap (words of 3+ letters, score above 0.5) among up to 50 approved candidates; no match → /explore.
// - /produto/{store}/{product} that exists → no redirect (null) unless the path is not canonical;
//   one that does not exist is resolved by its product part as a name (renamed products), else /explore.
// Only products the viewer may open are considered (public ones for visitors).
import { Prisma } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';
import { bestNameMatch, isUuid, nameFromSlug, seoRedirect, significantWords, SLUG_CANDIDATE_LIMIT } from '../../common/slug.js';
import { containsPattern } from './product-query.js';
import { PUBLIC_PRODUCT_SQL, productAccessWhere } from './access.js';

export const EXPLORE_PATH = '/explore';

export interface ProductPathResolution {
  /** Where the browser should go (replace), or null to stay on the requested path. */
  redirectTo: string | null;
  /** The product the path shows, when there is one. */
  productId: string | null;
}

interface Candidate {
  id: string;
  name: string;
  slug: string;
  storeSlug: string;
}

const canonical = (c: { slug: string; storeSlug: string }) => `/produto/${c.storeSlug}/${c.slug}`;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Approved, public products matching a name: the exact name (any case) first, then by how many of its words they contain. */
async function nameCandidates(ctx: Context, name: string): Promise<Candidate[]> {
  const words = significantWords(name);
  const wordMatches = words.map((w) => Prisma.sql`(p."searchText" LIKE ${containsPattern(w)})`);
  const exact = Prisma.sql`lower(p."name") = lower(${name})`;
  const anyMatch = wordMatches.length ? Prisma.sql`(${exact} OR ${Prisma.join(wordMatches, ' OR ')})` : exact;
  const score = wordMatches.length ? Prisma.join(wordMatches.map((m) => Prisma.sql`${m}::int`), ' + ') : Prisma.sql`0`;
  return ctx.prisma.$queryRaw<Candidate[]>`
    SELECT p."id", p."name", p."slug", s."slug" AS "storeSlug"
    FROM "Product" p JOIN "Store" s ON s."id" = p."storeId"
    WHERE ${PUBLIC_PRODUCT_SQL} AND ${anyMatch}
    ORDER BY ${exact} DESC, (${score}) DESC, p."createdAt" DESC, p."id" DESC
    LIMIT ${SLUG_CANDIDATE_LIMIT}`;
}

async function byName(ctx: Context, segment: string): Promise<ProductPathResolution> {
  const name = nameFromSlug(segment);
  if (!name) return { redirectTo: EXPLORE_PATH, productId: null };
  const match = bestNameMatch(name, await nameCandidates(ctx, name));
  return match ? { redirectTo: canonical(match), productId: match.id } : { redirectTo: EXPLORE_PATH, productId: null };
}

export async function resolveProductPath(ctx: Context, rawPath: string): Promise<ProductPathResolution> {
  const input = rawPath.trim() || '/';
  const cut = input.search(/[?#]/);
  const pathname = (cut === -1 ? input : input.slice(0, cut)).replace(/^(?!\/)/, '/');
  const suffix = cut === -1 ? '' : input.slice(cut);
  const legacy = seoRedirect(pathname);
  const path = legacy ?? pathname;
  const access = productAccessWhere(ctx.viewer);

  const single = /^\/produto\/([^/]+)\/?$/.exec(path);
  if (single) {
    const segment = decodeSegment(single[1]);
    if (isUuid(segment)) {
      const product = await ctx.prisma.product.findFirst({
        where: { id: segment.toLowerCase(), AND: [access] },
        select: { id: true, slug: true, store: { select: { slug: true } } },
      });
      return product
        ? { redirectTo: canonical({ slug: product.slug, storeSlug: product.store.slug }) + suffix, productId: product.id }
        : { redirectTo: EXPLORE_PATH, productId: null };
    }
    const resolved = await byName(ctx, single[1]);
    return resolved.productId ? { ...resolved, redirectTo: resolved.redirectTo + suffix } : resolved;
  }

  const pair = /^\/produto\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (pair) {
    const [storeSlug, slug] = [decodeSegment(pair[1]), decodeSegment(pair[2])];
    const product = await ctx.prisma.product.findFirst({
      where: { slug, store: { slug: storeSlug }, AND: [access] },
      select: { id: true, slug: true, store: { select: { slug: true } } },
    });
    if (product) {
      const target = canonical({ slug: product.slug, storeSlug: product.store.slug });
      return { redirectTo: target === pathname ? null : target + suffix, productId: product.id };
    }
    const resolved = await byName(ctx, pair[2]);
    return resolved.productId ? { ...resolved, redirectTo: resolved.redirectTo + suffix } : resolved;
  }

  return { redirectTo: legacy ? legacy + suffix : null, productId: null };
}
