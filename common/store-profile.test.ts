import { describe, expect, it } from 'vitest';
import { checkStoreProfile, openingHoursLines } from './store-profile';

describe('checkStoreProfile', () => {
  it('cleans the form: digits only for phones, the address checked, hours sorted, city from the address', () => {
    const r = checkStoreProfile({
      name: ' Casa do Construtor ',
      phone: '(33) 3516-1000',
      whatsapp: '',
      address: { postalCode: '39680-000', street: 'Rua Direita', number: '100', district: 'Centro', city: 'Capelinha', state: 'mg' },
      openingHours: [
        { weekday: 6, opens: '08:00', closes: '12:00' },
        { weekday: 1, opens: '07:30', closes: '18:00' },
      ],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Casa do Construtor',
        description: null,
        phone: '3335161000',
        whatsapp: null,
        address: { postalCode: '39680000', street: 'Rua Direita', number: '100', complement: null, district: 'Centro', city: 'Capelinha', state: 'MG' },
        city: 'Capelinha',
        openingHours: [
          { weekday: 1, opens: '07:30', closes: '18:00' },
          { weekday: 6, opens: '08:00', closes: '12:00' },
        ],
      },
    });
  });
  it('says what is wrong, field by field', () => {
    const r = checkStoreProfile({ name: 'X', whatsapp: '9999', address: { street: 'Rua' }, openingHours: [{ weekday: 2, opens: '18:00', closes: '08:00' }] });
    expect(r.ok ? [] : r.errors.map((e) => e.field)).toEqual(['name', 'whatsapp', 'address.postalCode', 'address.number', 'address.district', 'address.city', 'address.state', 'openingHours']);
    expect(r.ok ? '' : r.errors.at(-1)!.message).toBe('Terça: informe abertura e fechamento (HH:MM), com o fechamento depois da abertura');
  });
  it('writes the week with closed days', () => {
    expect(openingHoursLines([{ weekday: 1, opens: '08:00', closes: '18:00' }]).slice(0, 2)).toEqual(['Domingo: fechado', 'Segunda: 08:00 às 18:00']);
  });
});
