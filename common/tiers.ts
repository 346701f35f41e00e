// Loyalty tiers: Bronze 0–1999, Prata 2000–4999, Ouro 5000 and
// above (top). Pure rules shared by the API and the web app.
//
// Which points decide the tier is the API's business (docs/decisions.md, 'Clube de pontos'): the
// sum of the positive entries of the last 12 months, refunds excluded — so the tier follows recent
// activity, and spending points (the balance) never lowers it. These functions take that number.

export type TierKey = 'BRONZE' | 'PRATA' | 'OURO';

export interface TierDefinition {
  key: TierKey;
  name: string;
  color: string;
  /** First point count of the tier. */
  min: number;
  /** Last point count of the tier; null for the top tier. */
  max: number | null;
}

export const TIERS: readonly TierDefinition[] = [
  { key: 'BRONZE', name: 'Bronze', color: '#CD7F32', min: 0, max: 1999 },
  { key: 'PRATA', name: 'Prata', color: '#C0C0C0', min: 2000, max: 4999 },
  { key: 'OURO', name: 'Ouro', color: '#FFD700', min: 5000, max: null },
] as const;

export interface TierStatus extends TierDefinition {
  /** The points the tier was computed from (never negative). */
  points: number;
  /** Progress within the current tier, 0–100 (integer, rounded down); 100 on the top tier. */
  progress: number;
  /** Points still missing to reach the next tier; 0 on the top tier. */
  pointsToNext: number;
  /** The next tier, or null on the top tier. */
  next: TierDefinition | null;
  isTop: boolean;
}

/** The tier a point count falls in (negative or fractional counts are floored at 0). */
export function tierDefinitionFor(points: number): TierDefinition {
  const value = normalise(points);
  let found = TIERS[0];
  for (const tier of TIERS) if (value >= tier.min) found = tier;
  return found;
}

/** The tier, progress within it and what is missing for the next one. */
export function tierFor(points: number): TierStatus {
  const value = normalise(points);
  const tier = tierDefinitionFor(value);
  const index = TIERS.indexOf(tier);
  const next = TIERS[index + 1] ?? null;
  if (!next) return { ...tier, points: value, progress: 100, pointsToNext: 0, next: null, isTop: true };
  const span = next.min - tier.min;
  const progress = Math.min(100, Math.max(0, Math.floor(((value - tier.min) * 100) / span)));
  return { ...tier, points: value, progress, pointsToNext: next.min - value, next, isTop: false };
}

function normalise(points: number): number {
  return Number.isFinite(points) && points > 0 ? Math.floor(points) : 0;
}
