import { describe, expect, it } from 'vitest';
import { ROLES, canShareCarts, pointsForRole, type Role } from './roles';

describe('roles', () => {
  it('are the schema enum values', () => {
    expect(ROLES).toEqual(['CONSUMER', 'PROFESSIONAL', 'STORE_OWNER', 'SELLER', 'ADMIN']);
  });
});

describe('canShareCarts', () => {
  it('is true only for professionals', () => {
    expect(canShareCarts('PROFESSIONAL')).toBe(true);
    for (const role of ['CONSUMER', 'STORE_OWNER', 'SELLER', 'ADMIN', null] as const) expect(canShareCarts(role)).toBe(false);
  });
});

describe('pointsForRole', () => {
  const full = { pointsProfessional: 30, pointsConsumer: 10, points: 5 };

  it('gives professionals pointsProfessional', () => {
    expect(pointsForRole(full, 'PROFESSIONAL')).toBe(30);
  });

  it('gives everyone else pointsConsumer', () => {
    for (const role of ['CONSUMER', 'STORE_OWNER', 'SELLER', 'ADMIN', null] as (Role | null)[]) {
      expect(pointsForRole(full, role)).toBe(10);
    }
  });

  it('falls back from pointsProfessional to pointsConsumer to points for professionals', () => {
    expect(pointsForRole({ pointsConsumer: 10, points: 5 }, 'PROFESSIONAL')).toBe(10);
    expect(pointsForRole({ pointsProfessional: null, pointsConsumer: 10, points: 5 }, 'PROFESSIONAL')).toBe(10);
    expect(pointsForRole({ pointsProfessional: null, pointsConsumer: null, points: 5 }, 'PROFESSIONAL')).toBe(5);
  });

  it('falls back from pointsConsumer to points for others', () => {
    expect(pointsForRole({ pointsProfessional: 30, points: 5 }, 'CONSUMER')).toBe(5);
    expect(pointsForRole({ pointsProfessional: 30, pointsConsumer: undefined, points: 5 }, 'STORE_OWNER')).toBe(5);
  });

  it('treats 0 as a real value, not a missing one', () => {
    expect(pointsForRole({ pointsProfessional: 0, pointsConsumer: 10 }, 'PROFESSIONAL')).toBe(0);
    expect(pointsForRole({ pointsConsumer: 0, points: 5 }, 'CONSUMER')).toBe(0);
  });

  it('gives 0 when nothing is set', () => {
    expect(pointsForRole({}, 'CONSUMER')).toBe(0);
    expect(pointsForRole({}, 'PROFESSIONAL')).toBe(0);
    expect(pointsForRole({ pointsProfessional: 30 }, 'CONSUMER')).toBe(0);
  });

  it('accepts numeric strings and skips blank or non-numeric ones', () => {
    expect(pointsForRole({ pointsConsumer: '12' }, 'CONSUMER')).toBe(12);
    expect(pointsForRole({ pointsConsumer: '', points: '4' }, 'CONSUMER')).toBe(4);
    expect(pointsForRole({ pointsConsumer: 'abc', points: 4 }, 'CONSUMER')).toBe(4);
    expect(pointsForRole({ pointsProfessional: Number.NaN, pointsConsumer: 7 }, 'PROFESSIONAL')).toBe(7);
  });

  it('returns a non-negative integer', () => {
    expect(pointsForRole({ pointsConsumer: 12.9 }, 'CONSUMER')).toBe(12);
    expect(pointsForRole({ pointsConsumer: -5 }, 'CONSUMER')).toBe(0);
    expect(pointsForRole({ pointsProfessional: '7.5' }, 'PROFESSIONAL')).toBe(7);
    expect(Number.isInteger(pointsForRole({ points: 3.3 }, 'ADMIN'))).toBe(true);
  });
});
