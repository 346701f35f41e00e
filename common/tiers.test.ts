import { describe, expect, it } from 'vitest';
import { TIERS, tierDefinitionFor, tierFor } from './tiers';

describe('tiers', () => {
  it('has the spec’s three tiers with their colours', () => {
    expect(TIERS.map((t) => [t.name, t.min, t.max, t.color])).toEqual([
      ['Bronze', 0, 1999, '#CD7F32'],
      ['Prata', 2000, 4999, '#C0C0C0'],
      ['Ouro', 5000, null, '#FFD700'],
    ]);
  });

  it.each([
    [0, 'Bronze', 0, 2000],
    [1, 'Bronze', 0, 1999],
    [1000, 'Bronze', 50, 1000],
    [1999, 'Bronze', 99, 1],
    [2000, 'Prata', 0, 3000],
    [3500, 'Prata', 50, 1500],
    [4999, 'Prata', 99, 1],
    [5000, 'Ouro', 100, 0],
    [123456, 'Ouro', 100, 0],
  ])('%i points → %s, progress %i, %i to next', (points, name, progress, pointsToNext) => {
    const status = tierFor(points);
    expect(status).toMatchObject({ name, progress, pointsToNext, points });
    expect(status.isTop).toBe(name === 'Ouro');
    expect(status.next?.name ?? null).toBe(name === 'Bronze' ? 'Prata' : name === 'Prata' ? 'Ouro' : null);
  });

  it('treats negative, fractional and non-finite counts safely', () => {
    expect(tierFor(-50)).toMatchObject({ name: 'Bronze', points: 0, progress: 0 });
    expect(tierFor(1999.9)).toMatchObject({ name: 'Bronze', points: 1999 });
    expect(tierFor(Number.NaN)).toMatchObject({ name: 'Bronze', points: 0 });
    expect(tierDefinitionFor(Number.POSITIVE_INFINITY).name).toBe('Bronze');
  });
});
