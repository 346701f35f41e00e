import { describe, expect, it } from 'vitest';
import { EMPTY_ZONE_FORM, feesFormToInput, minutesHint, zoneFormToInput, zonePlaceText, zoneToForm } from './deliveryForm';

describe('zone form', () => {
  it('turns a town form into the API input, and a zone back into the form', () => {
    const { input, errors } = zoneFormToInput({ ...EMPTY_ZONE_FORM, name: 'Centro', city: 'Capelinha', fee: '6,50', minOrder: '30', estimatedMinutes: ' 90 ' });
    expect(errors).toEqual({});
    expect(input).toEqual({ name: 'Centro', kind: 'CITY', city: 'Capelinha', state: 'MG', postalPrefix: null, fee: '6.50', minOrder: '30.00', estimatedMinutes: 90, active: true });
    const zone = { __typename: 'DeliveryZone' as const, id: 'z', name: 'Centro', kind: 'CITY' as const, city: 'Capelinha', state: 'MG', postalPrefix: null };
    const form = zoneToForm({ ...zone, fee: '6.50', minOrder: '30.00', estimatedMinutes: 90, estimatedText: '1 h 30 min', active: false });
    expect(form).toMatchObject({ fee: '6.50', minOrder: '30.00', estimatedMinutes: '90', active: false });
  });
  it('shows the API messages and sends nothing while a field is wrong', () => {
    const { input, errors } = zoneFormToInput({ ...EMPTY_ZONE_FORM, kind: 'POSTAL_PREFIX', postalPrefix: '39-6', fee: '', estimatedMinutes: '1,5' });
    expect(input).toBeNull();
    expect(errors).toEqual({
      name: 'Informe o nome da área',
      postalPrefix: 'O prefixo do CEP deve ter de 1 a 8 dígitos',
      fee: 'A taxa deve ser um valor de R$ 0,00 para cima',
      estimatedMinutes: 'O prazo deve ser de 1 a 10.080 minutos (7 dias)',
    });
  });
  it('says where a zone delivers and how the estimate reads', () => {
    expect(zonePlaceText({ kind: 'CITY', city: 'Capelinha', state: 'MG', postalPrefix: null })).toBe('Capelinha/MG');
    expect(zonePlaceText({ kind: 'POSTAL_PREFIX', city: null, state: null, postalPrefix: '39680' })).toBe('CEPs 39680…');
    expect([minutesHint('90'), minutesHint('x')]).toEqual(['O cliente verá: 1 h 30 min', 'Em minutos (ex.: 90 = 1 h 30 min)']);
  });
});

describe('fees form', () => {
  it('sends canonical amounts, an empty threshold as none', () => {
    expect(feesFormToInput({ deliveryFee: '5', freeDeliveryThreshold: '' })).toEqual({ input: { deliveryFee: '5.00', freeDeliveryThreshold: null }, errors: {} });
    expect(feesFormToInput({ deliveryFee: '', freeDeliveryThreshold: '0' }).errors).toEqual({
      deliveryFee: 'A taxa deve ser um valor de R$ 0,00 para cima',
      freeDeliveryThreshold: 'O valor para frete grátis deve ser maior que zero (ou vazio)',
    });
  });
});
