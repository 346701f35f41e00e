import { describe, expect, it } from 'vitest';
import { thisMonthMoments } from './loyalty';
import { startOfMonthUtcMinus3 } from '../../common/dates';

describe('thisMonthMoments', () => {
  // 00:30 UTC−3 on New Year's day, a leap February, 23:59 UTC−3 on a month's last day (already the
  // next month in UTC), 30 s after midnight UTC−3, an ordinary day.
  const moments = ['2027-01-01T03:30:00Z', '2028-02-29T12:00:00Z', '2026-12-01T02:59:00Z', '2026-12-01T03:00:30Z', '2026-11-15T10:00:00Z'];
  it.each(moments)('at %s every moment is in the current month (UTC−3) and before now', (iso) => {
    const now = new Date(iso);
    const start = startOfMonthUtcMinus3(now).getTime();
    const out = thisMonthMoments(now, 2);
    expect(out).toHaveLength(2);
    for (const m of out) {
      expect(m.getTime()).toBeGreaterThanOrEqual(start);
      expect(m.getTime()).toBeLessThan(now.getTime());
    }
    expect(out[0].getTime()).toBeLessThan(out[1].getTime());
  });
});
