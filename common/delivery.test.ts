import { describe, expect, it } from 'vitest';
import { checkDeliveryZone, checkStoreDelivery, deliveryQuote, estimateText, zoneFor, type DeliveryZoneRule } from './delivery';

const zone = (over: Partial<DeliveryZoneRule>): DeliveryZoneRule => ({
  id: 'z', name: 'Zona', kind: 'CITY', city: null, state: null, postalPrefix: null, fee: '5.00', minOrder: null, estimatedMinutes: 60, ...over,
});
const capelinha = zone({ id: 'city', city: 'Capelinha', state: 'MG', fee: '6.00' });
const centro = zone({ id: 'prefix5', kind: 'POSTAL_PREFIX', postalPrefix: '39680', fee: '3.00', estimatedMinutes: 30 });
const bairro = zone({ id: 'prefix8', kind: 'POSTAL_PREFIX', postalPrefix: '39680123', fee: '2.00' });
const address = (postalCode: string, city = 'Capelinha', state = 'MG') => ({ postalCode, city, state });

describe('zoneFor', () => {
  it('prefers the longest CEP prefix, then the town (ignoring case and accents)', () => {
    expect(zoneFor([capelinha, centro, bairro], address('39680-123'))?.id).toBe('prefix8');
    expect(zoneFor([capelinha, centro, bairro], address('39680-999'))?.id).toBe('prefix5');
    expect(zoneFor([capelinha, centro], address('39690-000', 'CAPELINHA'))?.id).toBe('city');
    expect(zoneFor([zone({ id: 'a', city: 'Angelândia', state: 'MG' })], address('39685-000', 'angelandia'))?.id).toBe('a');
    expect(zoneFor([capelinha], address('39690-000', 'Capelinha', 'BA'))).toBeNull();
  });
});

describe('deliveryQuote', () => {
  const base = { address: address('39680-500'), itemsTotal: '50.00', flatFee: '5.00', freeDeliveryThreshold: null };
  it('charges the flat fee when the store has no zones (or the address is not chosen yet)', () => {
    expect(deliveryQuote({ ...base, zones: [] })).toEqual({ ok: true, feeCents: 500n, estimatedMinutes: null, zoneId: null });
    expect(deliveryQuote({ ...base, zones: [centro], address: null })).toMatchObject({ ok: true, feeCents: 500n });
  });
  it("charges the zone's fee and estimate, free above the store's threshold", () => {
    expect(deliveryQuote({ ...base, zones: [centro] })).toEqual({ ok: true, feeCents: 300n, estimatedMinutes: 30, zoneId: 'prefix5' });
    expect(deliveryQuote({ ...base, zones: [centro], freeDeliveryThreshold: '50.00' })).toMatchObject({ ok: true, feeCents: 0n });
    expect(deliveryQuote({ ...base, zones: [centro], freeDeliveryThreshold: '50.01' })).toMatchObject({ ok: true, feeCents: 300n });
  });
  it('refuses an address outside every zone and an order below the zone minimum', () => {
    expect(deliveryQuote({ ...base, zones: [centro], address: address('01000-000', 'São Paulo', 'SP') })).toEqual({ ok: false, reason: 'OUTSIDE_ZONES' });
    expect(deliveryQuote({ ...base, zones: [zone({ ...centro, minOrder: '60.00' })] })).toEqual({ ok: false, reason: 'BELOW_MINIMUM', minimum: '60.00' });
  });
});

describe('checkDeliveryZone', () => {
  it('cleans a valid form', () => {
    expect(checkDeliveryZone({ name: ' Centro ', kind: 'CITY', city: ' Capelinha ', state: 'mg', fee: '6,50', minOrder: '', estimatedMinutes: 45 })).toEqual({
      ok: true,
      value: { name: 'Centro', kind: 'CITY', city: 'Capelinha', state: 'MG', postalPrefix: null, fee: '6.50', minOrder: null, estimatedMinutes: 45 },
    });
  });
  it('says what is wrong with each field', () => {
    const result = checkDeliveryZone({ name: '', kind: 'POSTAL_PREFIX', postalPrefix: '39a', fee: '-1', minOrder: 'x', estimatedMinutes: 0 });
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['name', 'postalPrefix', 'fee', 'minOrder', 'estimatedMinutes']);
    const city = checkDeliveryZone({ name: 'Z', kind: 'CITY', city: '', state: 'XX', fee: '1', estimatedMinutes: 10 });
    expect(city.ok ? [] : city.errors.map((e) => e.message)).toEqual(['Informe a cidade', 'UF inválida']);
  });
});

describe('checkStoreDelivery', () => {
  it('keeps a fee from R$ 0,00 and a threshold above zero, or none', () => {
    expect(checkStoreDelivery({ deliveryFee: '0', freeDeliveryThreshold: ' ' })).toEqual({ ok: true, value: { deliveryFee: '0.00', freeDeliveryThreshold: null } });
    expect(checkStoreDelivery({ deliveryFee: 'R$ 6,5', freeDeliveryThreshold: '1.200,00' })).toEqual({ ok: true, value: { deliveryFee: '6.50', freeDeliveryThreshold: '1200.00' } });
  });
  it('refuses a negative or unreadable fee and a zero threshold', () => {
    const result = checkStoreDelivery({ deliveryFee: '-1', freeDeliveryThreshold: '0' });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'deliveryFee', message: 'A taxa deve ser um valor de R$ 0,00 para cima' },
      { field: 'freeDeliveryThreshold', message: 'O valor para frete grátis deve ser maior que zero (ou vazio)' },
    ]);
    expect(checkStoreDelivery({ deliveryFee: 'abc' }).ok).toBe(false);
  });
});

describe('estimateText', () => {
  it('writes minutes, hours and days', () => {
    expect([estimateText(40), estimateText(120), estimateText(90), estimateText(2880)]).toEqual(['40 min', '2 h', '1 h 30 min', '2 dias']);
  });
});
