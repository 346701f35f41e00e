import { describe, expect, it } from 'vitest';
import {
  dayRange,
  MONTH_NAMES_PT,
  UTC_OFFSET_MINUTES,
  formatDate,
  formatDateTime,
  formatTime,
  monthNamePt,
  partsUtcMinus3,
  startOfMonthUtcMinus3,
  startOfNextMonthUtcMinus3,
  toDate,
} from './dates';

describe('fixed UTC−3 offset', () => {
  it('is −180 minutes', () => {
    expect(UTC_OFFSET_MINUTES).toBe(-180);
  });

  it('does not depend on daylight saving (same offset in January and July)', () => {
    expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('15/01/2026 09:00');
    expect(formatDateTime('2026-07-15T12:00:00Z')).toBe('15/07/2026 09:00');
  });
});

describe('formatDate / formatTime / formatDateTime', () => {
  it('formats a UTC instant at UTC−3', () => {
    expect(formatDate('2026-03-05T15:07:00Z')).toBe('05/03/2026');
    expect(formatTime('2026-03-05T15:07:00Z')).toBe('12:07');
    expect(formatDateTime('2026-03-05T15:07:00Z')).toBe('05/03/2026 12:07');
  });

  it('moves to the previous day before 03:00Z', () => {
    expect(formatDate('2026-03-05T02:59:59Z')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-05T02:59:59Z')).toBe('04/03/2026 23:59');
    expect(formatDateTime('2026-03-05T03:00:00Z')).toBe('05/03/2026 00:00');
  });

  it('crosses the year at UTC−3', () => {
    expect(formatDateTime('2027-01-01T01:30:00Z')).toBe('31/12/2026 22:30');
    expect(formatDateTime('2027-01-01T03:00:00Z')).toBe('01/01/2027 00:00');
  });

  it('accepts Date objects, epoch milliseconds and strings with an offset', () => {
    const instant = Date.UTC(2026, 10, 20, 18, 45);
    expect(formatDateTime(new Date(instant))).toBe('20/11/2026 15:45');
    expect(formatDateTime(instant)).toBe('20/11/2026 15:45');
    expect(formatDateTime('2026-11-20T20:45:00+05:00')).toBe('20/11/2026 12:45');
    expect(formatDateTime('2026-11-20T15:45:00.123-03:00')).toBe('20/11/2026 15:45');
  });

  it('reads date-only strings as that calendar day at UTC−3 (not the previous day)', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(toDate('2026-03-05').toISOString()).toBe('2026-03-05T03:00:00.000Z');
  });

  it('reads zone-less date-times as UTC−3 wall-clock time, whatever the machine zone', () => {
    expect(formatDateTime('2026-03-05T10:20')).toBe('05/03/2026 10:20');
    expect(formatDateTime('2026-03-05 10:20:30')).toBe('05/03/2026 10:20');
    expect(toDate('2026-03-05T10:20:30').toISOString()).toBe('2026-03-05T13:20:30.000Z');
  });

  it('pads single digits and midnight', () => {
    expect(formatDateTime('2026-02-01T03:05:00Z')).toBe('01/02/2026 00:05');
  });

  it('does not mutate or share the Date it was given', () => {
    const d = new Date('2026-03-05T12:00:00Z');
    const copy = toDate(d);
    expect(copy).not.toBe(d);
    expect(copy.getTime()).toBe(d.getTime());
  });

  it.each([['not a date'], [''], ['2026-13-45']])('throws a RangeError for %j', (input) => {
    expect(() => formatDate(input)).toThrow(RangeError);
  });

  it('throws for an invalid Date and NaN', () => {
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow('Data inválida');
  });
});

describe('partsUtcMinus3', () => {
  it('gives the wall-clock fields with a 1-based month', () => {
    expect(partsUtcMinus3('2026-12-01T02:59:00Z')).toEqual({ year: 2026, month: 11, day: 30, hour: 23, minute: 59 });
  });
});

describe('monthNamePt', () => {
  it('lists the twelve months in Portuguese', () => {
    expect(MONTH_NAMES_PT).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
  });

  it('names every month of a year', () => {
    for (let m = 0; m < 12; m++) {
      expect(monthNamePt(new Date(Date.UTC(2026, m, 15, 12)))).toBe(MONTH_NAMES_PT[m]);
    }
  });

  it('uses the month at UTC−3', () => {
    expect(monthNamePt('2026-12-01T02:59:00Z')).toBe('novembro');
    expect(monthNamePt('2026-12-01T03:00:00Z')).toBe('dezembro');
    expect(monthNamePt('2026-04-01T01:00:00Z')).toBe('março');
  });

  it('has a capitalised variant', () => {
    expect(monthNamePt('2026-03-10T12:00:00Z', { capitalize: true })).toBe('Março');
  });
});

describe('startOfMonthUtcMinus3 / startOfNextMonthUtcMinus3', () => {
  it('returns day 1 at 00:00 UTC−3, i.e. 03:00Z', () => {
    expect(startOfMonthUtcMinus3('2026-03-15T12:00:00Z').toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(startOfNextMonthUtcMinus3('2026-03-15T12:00:00Z').toISOString()).toBe('2026-04-01T03:00:00.000Z');
  });

  it('treats 2026-12-01T02:59Z as still November', () => {
    expect(startOfMonthUtcMinus3('2026-12-01T02:59:00Z').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(startOfNextMonthUtcMinus3('2026-12-01T02:59:00Z').toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('starts December exactly at 2026-12-01T03:00Z', () => {
    expect(startOfMonthUtcMinus3('2026-12-01T03:00:00Z').toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('rolls the next month over the year end', () => {
    expect(startOfNextMonthUtcMinus3('2026-12-31T23:00:00Z').toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(startOfMonthUtcMinus3('2027-01-01T02:00:00Z').toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('handles February in leap and common years', () => {
    expect(startOfNextMonthUtcMinus3('2028-02-29T12:00:00Z').toISOString()).toBe('2028-03-01T03:00:00.000Z');
    expect(startOfMonthUtcMinus3('2027-03-01T02:00:00Z').toISOString()).toBe('2027-02-01T03:00:00.000Z');
  });

  it('is idempotent: the start of the month lies in that month', () => {
    const start = startOfMonthUtcMinus3('2026-08-20T10:00:00Z');
    expect(startOfMonthUtcMinus3(start).getTime()).toBe(start.getTime());
    expect(startOfMonthUtcMinus3(start.getTime() - 1).toISOString()).toBe('2026-07-01T03:00:00.000Z');
  });
});


describe('dayRange', () => {
  it('turns the typed days into UTC−3 instants, the last day included', () => {
    expect(dayRange('2026-11-01', '2026-11-24')).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-11-25T03:00:00.000Z' });
    expect(dayRange('', '')).toEqual({ from: null, to: null });
    expect(dayRange('ontem', '')).toEqual({ from: null, to: null });
  });
});
