// The catalogue's search as the screens use it (docs/decisions.md, "Busca que perdoa"): plans for
// /explore (singular and synonyms) and for the suggestions (typos forgiven too), the shopper's town
// for the ranking, the 'Você quis dizer' proposal, and the log of searches that found nothing.
import { createContextCache } from '@pothos/core';
import type { Context } from '../schema/context.js';
import { normalizeSearch } from '../../common/search.js';
import { planSearch } from './search-plan.js';
import type { ProductFilter } from './product-query.js';
import { logger } from '../shared/logger.js';

/** The request's plans by term: a page and its totalCount plan the same search once. */
const explorePlans = createContextCache(() => new Map<string, ReturnType<typeof planSearch>>());

/** The filter with its search words planned: singular and synonyms, no typo guessing (the page says 'Você quis dizer'). */
export async function withSearchPlan(ctx: Context, filter: ProductFilter): Promise<ProductFilter> {
  if (!filter.search) return filter;
  const plans = explorePlans(ctx);
  if (!plans.has(filter.search)) plans.set(filter.search, planSearch(ctx.prisma, filter.search, { forgiveTypos: false }));
  const plan = await plans.get(filter.search)!;
  return { ...filter, searchWords: plan?.words ?? null };
}

/** The town of the signed-in shopper's main address (read once per request), or null. */
export const shopperTown = createContextCache(async (ctx: Context): Promise<string | null> => {
  if (!ctx.viewer) return null;
  const user = await ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id }, select: { mainAddress: true } });
  const city = (user?.mainAddress as { city?: unknown } | null)?.city;
  return typeof city === 'string' && city ? city : null;
});

/** The term with its mistyped words corrected, when a correction exists; else null. */
export async function searchCorrection(ctx: Context, term: string): Promise<string | null> {
  const plan = await planSearch(ctx.prisma, term, { forgiveTypos: true });
  return plan?.corrected ?? null;
}

/** Counts a search that found nothing (best effort: never fails the page). */
export async function recordSearchMiss(ctx: Context, term: string): Promise<void> {
  const normalized = normalizeSearch(term).slice(0, 100);
  if (normalized.length < 2) return;
  await ctx.prisma.searchMiss
    .upsert({ where: { term: normalized }, create: { term: normalized }, update: { count: { increment: 1 }, lastAt: new Date() } })
    .catch((error: unknown) => logger.warn('search.miss_not_recorded', { error: String(error) }));
}
