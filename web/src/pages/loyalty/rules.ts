import { countsAsGained, monthWindow, tierWindowStart } from '../../../../common/loyalty';

/** Labels of the ledger kinds (pt-BR). */
export const POINTS_KIND_LABELS: Record<string, string> = {
  EARNED: 'Compra',
  REDEEMED: 'Resgate',
  REFUNDED: 'Estorno',
  REFERRAL: 'Bônus de indicação',
  STORE_ADJUSTMENT: 'Compra na loja física',
  ADMIN_ADJUSTMENT: 'Ajuste do administrador',
  EXPIRED: 'Expiração',
};

export function pointsKindLabel(kind: string): string {
  return POINTS_KIND_LABELS[kind] ?? kind;
}

/**
 * Tier points (gained in the last 12 months) and monthly points (gained this month at UTC−3) from
 * ledger entries — the same rules as api/loyalty/summary.ts, for the client-side summary.
 */
export function summariseEntries(entries: readonly { points: number; kind: string; createdAt: string }[], now = new Date()) {
  const month = monthWindow(now);
  const tierStart = tierWindowStart(now);
  let tierPoints = 0;
  let monthlyPoints = 0;
  for (const e of entries) {
    if (!countsAsGained(e)) continue;
    const at = new Date(e.createdAt);
    if (at >= tierStart && at <= now) tierPoints += e.points;
    if (at >= month.start && at < month.end) monthlyPoints += e.points;
  }
  return { tierPoints, monthlyPoints, monthName: month.monthName };
}
