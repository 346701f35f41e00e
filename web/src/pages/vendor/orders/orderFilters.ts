// The date filter of /vendor/orders: the days typed (date inputs, 'YYYY-MM-DD') as instants at
// UTC−3 — from the start of the first day to the end of the last, whatever the browser's zone.
import { toDate } from '@common/dates';

const DAY_MS = 86_400_000;

export function dayRange(fromDay: string, toDay: string): { from: string | null; to: string | null } {
  const start = (day: string) => {
    try {
      return day ? toDate(day) : null;
    } catch {
      return null;
    }
  };
  const from = start(fromDay);
  const last = start(toDay);
  return { from: from?.toISOString() ?? null, to: last ? new Date(last.getTime() + DAY_MS).toISOString() : null };
}
