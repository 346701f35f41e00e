import { describe, expect, it } from 'vitest';
import { chartDays, dayStart, summarizeSales } from './vendor-dashboard';

// 01:30 UTC on 25/11 is still 24/11 at UTC−3.
const now = new Date('2026-11-25T01:30:00Z');

describe('vendor dashboard calendar', () => {
  it('counts days at UTC−3', () => {
    expect(dayStart(now).toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(dayStart(now, 6).toISOString()).toBe('2026-11-18T03:00:00.000Z');
    const days = chartDays(now);
    expect([days.length, days[0], days[29]]).toEqual([30, '2026-10-26', '2026-11-24']);
  });
  it('fills missing days with zero and sums today and the last 7 days', () => {
    const { daily, today, week } = summarizeSales(now, [
      { day: '2026-11-24', total: '10.50', orders: 1 },
      { day: '2026-11-20', total: '100', orders: 2 },
      { day: '2026-11-01', total: '7.25', orders: 1 },
    ]);
    expect(daily.filter((d) => d.orders > 0).map((d) => d.day)).toEqual(['2026-11-01', '2026-11-20', '2026-11-24']);
    expect(daily[0]).toEqual({ day: '2026-10-26', total: '0.00', orders: 0 });
    expect(today).toEqual({ total: '10.50', orders: 1 });
    expect(week).toEqual({ total: '110.50', orders: 3 });
  });
});
