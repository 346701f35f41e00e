import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, ROLES, canShareCarts, normalizeRole, pointsForRole } from './roles';

describe('normalizeRole', () => {
  it('keeps the five known roles', () => {
    expect(ROLES).toEqual(['consumidor', 'profissional', 'lojista', 'vendedor', 'admin']);
    for (const role of ROLES) expect(normalizeRole(role)).toBe(role);
  });

  it('is case- and space-insensitive', () => {
    expect(normalizeRole(' Profissional ')).toBe('profissional');
    expect(normalizeRole('LOJISTA')).toBe('lojista');
    expect(normalizeRole('Admin')).toBe('admin');
  });

  it('falls back to consumidor for unknown, empty and missing values', () => {
    expect(DEFAULT_ROLE).toBe('consumidor');
    expect(normalizeRole('superuser')).toBe('consumidor');
    expect(normalizeRole('professional')).toBe('consumidor');
    expect(normalizeRole('')).toBe('consumidor');
    expect(normalizeRole(null)).toBe('consumidor');
    expect(normalizeRole(undefined)).toBe('consumidor');
  });
});

describe('canShareCarts', () => {
  it('is true only for professionals', () => {
    expect(canShareCarts('profissional')).toBe(true);
    expect(canShareCarts('Profissional')).toBe(true);
    expect(canShareCarts('consumidor')).toBe(false);
    expect(canShareCarts('lojista')).toBe(false);
    expect(canShareCarts('admin')).toBe(false);
    expect(canShareCarts(null)).toBe(false);
  });
});

describe('pointsForRole', () => {
  const full = { pointsProfessional: 30, pointsConsumer: 10, points: 5 };

  it('gives professionals pointsProfessional', () => {
    expect(pointsForRole(full, 'profissional')).toBe(30);
  });

  it('gives everyone else pointsConsumer', () => {
    for (const role of ['consumidor', 'lojista', 'vendedor', 'admin', 'desconhecido', null]) {
      expect(pointsForRole(full, role)).toBe(10);
    }
  });

  it('falls back from pointsProfessional to pointsConsumer to points for professionals', () => {
    expect(pointsForRole({ pointsConsumer: 10, points: 5 }, 'profissional')).toBe(10);
    expect(pointsForRole({ pointsProfessional: null, pointsConsumer: 10, points: 5 }, 'profissional')).toBe(10);
    expect(pointsForRole({ pointsProfessional: null, pointsConsumer: null, points: 5 }, 'profissional')).toBe(5);
  });

  it('falls back from pointsConsumer to points for others', () => {
    expect(pointsForRole({ pointsProfessional: 30, points: 5 }, 'consumidor')).toBe(5);
    expect(pointsForRole({ pointsProfessional: 30, pointsConsumer: undefined, points: 5 }, 'lojista')).toBe(5);
  });

  it('treats 0 as a real value, not a missing one', () => {
    expect(pointsForRole({ pointsProfessional: 0, pointsConsumer: 10 }, 'profissional')).toBe(0);
    expect(pointsForRole({ pointsConsumer: 0, points: 5 }, 'consumidor')).toBe(0);
  });

  it('gives 0 when nothing is set', () => {
    expect(pointsForRole({}, 'consumidor')).toBe(0);
    expect(pointsForRole({}, 'profissional')).toBe(0);
    expect(pointsForRole({ pointsProfessional: 30 }, 'consumidor')).toBe(0);
  });

  it('accepts numeric strings and skips blank or non-numeric ones', () => {
    expect(pointsForRole({ pointsConsumer: '12' }, 'consumidor')).toBe(12);
    expect(pointsForRole({ pointsConsumer: '', points: '4' }, 'consumidor')).toBe(4);
    expect(pointsForRole({ pointsConsumer: 'abc', points: 4 }, 'consumidor')).toBe(4);
    expect(pointsForRole({ pointsProfessional: Number.NaN, pointsConsumer: 7 }, 'profissional')).toBe(7);
  });

  it('returns a non-negative integer', () => {
    expect(pointsForRole({ pointsConsumer: 12.9 }, 'consumidor')).toBe(12);
    expect(pointsForRole({ pointsConsumer: -5 }, 'consumidor')).toBe(0);
    expect(pointsForRole({ pointsProfessional: '7.5' }, 'profissional')).toBe(7);
    expect(Number.isInteger(pointsForRole({ points: 3.3 }, 'admin'))).toBe(true);
  });
});
