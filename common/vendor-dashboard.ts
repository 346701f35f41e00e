// The vendor dashboard's calendar (docs/decisions.md, "Painel da loja"): days are counted at UTC−3
// (the product's fixed offset), "this week" is the last 7 days including today and the chart shows
// the last 30. Pure, so the windows and the zero-filled series are tested without a database.
import { partsUtcMinus3 } from './dates';
import { fromCents, toCents, type MoneyInput } from './money';

export const CHART_DAYS = 30;
export const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000;

const dayKey = (instant: Date) => {
  const p = partsUtcMinus3(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/** Midnight at UTC−3 of `now`'s day, `daysBack` days earlier. */
export function dayStart(now: Date, daysBack = 0): Date {
  const p = partsUtcMinus3(now);
  return new Date(Date.UTC(p.year, p.month - 1, p.day) + OFFSET_MS - daysBack * DAY_MS);
}

/** The chart's days, oldest first ('2026-10-27' … today). */
export function chartDays(now: Date): string[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => dayKey(new Date(dayStart(now, CHART_DAYS - 1 - i).getTime() + OFFSET_MS)));
}

export interface DailySales {
  day: string;
  total: string;
  orders: number;
}

/** One row per chart day (days without sales are zero), plus the sums of today, the week and the 30 days. */
export function summarizeSales(now: Date, rows: readonly { day: string; total: MoneyInput; orders: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily: DailySales[] = chartDays(now).map((day) => {
    const row = byDay.get(day);
    return { day, total: row ? fromCents(toCents(row.total)) : '0.00', orders: row?.orders ?? 0 };
  });
  const sum = (days: DailySales[]) => ({ total: fromCents(days.reduce((acc, d) => acc + toCents(d.total), 0n)), orders: days.reduce((acc, d) => acc + d.orders, 0) });
  return { daily, today: sum(daily.slice(-1)), week: sum(daily.slice(-WEEK_DAYS)), month: sum(daily) };
}
