import { describe, expect, it } from 'vitest';
import { blockingRestriction, restrictionText } from './product-restrictions';

const rules = [
  { productId: 'p1', zoneId: 'z1', role: null },
  { productId: 'p2', zoneId: null, role: 'CONSUMER' as const },
];

describe('product restrictions', () => {
  it('blocks a product in its zone or for its role, and nothing else', () => {
    expect(blockingRestriction(rules, 'p1', { role: 'CONSUMER', zoneId: 'z1' })).toBe(rules[0]);
    expect(blockingRestriction(rules, 'p1', { role: 'CONSUMER', zoneId: 'z2' })).toBeNull();
    expect(blockingRestriction(rules, 'p1', { role: 'CONSUMER', zoneId: null })).toBeNull();
    expect(blockingRestriction(rules, 'p2', { role: 'CONSUMER', zoneId: null })).toBe(rules[1]);
    expect(blockingRestriction(rules, 'p2', { role: 'PROFESSIONAL', zoneId: 'z1' })).toBeNull();
  });
  it('reads the rule in pt-BR', () => {
    expect(restrictionText({ role: 'PROFESSIONAL' })).toBe('Não vendido para profissionais');
    expect(restrictionText({ role: null, zoneName: 'Centro' })).toBe('Não vendido em Centro');
  });
});
