import { describe, expect, it } from 'vitest';
import { dayRange } from './orderFilters';

describe('dayRange', () => {
  it('turns the typed days into UTC−3 instants, the last day included', () => {
    expect(dayRange('2026-11-01', '2026-11-24')).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-11-25T03:00:00.000Z' });
    expect(dayRange('', '')).toEqual({ from: null, to: null });
    expect(dayRange('ontem', '')).toEqual({ from: null, to: null });
  });
});
