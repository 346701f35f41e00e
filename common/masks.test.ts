import { describe, expect, it } from 'vitest';
import { isPhoneNumber, maskCep, maskCnpj, maskCpf, maskPhone, moneyFieldText, onlyDigits, pastedMoney, typedMoney } from './masks';

describe('onlyDigits', () => {
  it('keeps only 0–9', () => {
    expect(onlyDigits('(31) 9 9999-0000')).toBe('31999990000');
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('１２３')).toBe('');
  });

  it('treats null and undefined as empty', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it('drops non-digits; 11 digits fit 14 characters', () => {
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('a5b2c9 982/247-25x')).toBe('529.982.247-25');
    expect(maskCpf(' 529.982.247-25 ')).toBe('529.982.247-25');
  });

  it('never drops a digit: more than 11 stay, unformatted, for the form to refuse (issue 51)', () => {
    expect(maskCpf('529982247259')).toBe('529.982.247-259');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-2599');
    expect(onlyDigits(maskCpf('9'.repeat(40)))).toBe('9'.repeat(40));
  });

  it('re-masking its own output, a digit at a time, keeps every digit (typing fast)', () => {
    let field = '';
    for (const digit of '52998224725') field = maskCpf(field + digit);
    expect(field).toBe('529.982.247-25');
    // A digit typed in the middle (the caret moved back) goes in too.
    expect(maskCpf('529.9282.247-25')).toBe('529.928.224-725');
  });

  it('handles null', () => {
    expect(maskCpf(null)).toBe('');
  });
});

describe('maskCnpj', () => {
  it.each([
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected);
  });

  it('accepts letters in the first 12 positions, upper-cased', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('ignores letters typed in the check-digit positions', () => {
    expect(maskCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
  });

  it('drops symbols, accents and extra characters, never exceeding 18 characters', () => {
    expect(maskCnpj('11#222$333%0001&81')).toBe('11.222.333/0001-81');
    expect(maskCnpj('1122233300018199')).toBe('11.222.333/0001-81');
    expect(maskCnpj('ÁB')).toBe('B');
    expect(maskCnpj('Z'.repeat(40) + '9'.repeat(10))).toHaveLength(18);
    expect(maskCnpj('')).toBe('');
    expect(maskCnpj(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['31', '(31'],
    ['319', '(31) 9'],
    ['319999', '(31) 9999'],
    ['3199990', '(31) 9999-0'],
    ['3133334444', '(31) 3333-4444'],
    ['31999990000', '(31) 99999-0000'],
  ])('formats %j as %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('re-masks masked input; 11-digit mobiles and 10-digit landlines fit 15 characters', () => {
    expect(maskPhone('(31) 99999-0000')).toBe('(31) 99999-0000');
    expect(maskPhone('(31) 3333-4444')).toBe('(31) 3333-4444');
    expect(maskPhone('33977776666')).toBe('(33) 97777-6666');
    expect(maskPhone('3333334444')).toBe('(33) 3333-4444');
    expect(maskPhone(null)).toBe('');
  });

  it('a number pasted with the country code loses the code, not a digit of the number', () => {
    expect(maskPhone('+55 33 97777-6666')).toBe('(33) 97777-6666');
    expect(maskPhone('+55 (33) 3333-4444')).toBe('(33) 3333-4444');
    expect(maskPhone(' +55 33977776666')).toBe('(33) 97777-6666');
  });

  it('never drops a digit: more than 11 stay, after the formatted number, for the form to refuse (issue 51)', () => {
    expect(maskPhone('339777766661')).toBe('(33) 97777-66661');
    expect(maskPhone('319999900001234')).toBe('(31) 99999-00001234');
    expect(onlyDigits(maskPhone('9'.repeat(30)))).toBe('9'.repeat(30));
    expect(isPhoneNumber(maskPhone('339777766661'))).toBe(false);
  });

  it('typing a mobile a digit at a time, re-masking each time, ends with all 11 digits', () => {
    let field = '';
    const seen: string[] = [];
    for (const digit of '33977776666') seen.push((field = maskPhone(field + digit)));
    expect(field).toBe('(33) 97777-6666');
    // The 10-digit landline layout while typing turns into the mobile one at the 11th digit.
    expect(seen[9]).toBe('(33) 9777-7666');
    expect(onlyDigits(field)).toBe('33977776666');
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['(33) 97777-6666', true],
    ['(33) 3333-4444', true],
    ['33977776666', true],
    ['3397777666', true],
    ['339777766661', false],
    ['339777766', false],
    ['', false],
    [null, false],
  ])('%j → %j', (input, expected) => {
    expect(isPhoneNumber(input)).toBe(expected);
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['39688', '39688'],
    ['396880', '39688-0'],
    ['39688000', '39688-000'],
    ['39688-000', '39688-000'],
    ['39.688-000', '39688-000'],
    ['396880001', '39688-0001'],
  ])('formats %j as %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });
});

describe('money fields (cents first)', () => {
  /** Types `keys` one by one into a field holding `value`, the way the field sees them. */
  function type(keys: string, value = ''): string[] {
    const shown: string[] = [];
    for (const key of keys) {
      const text = key === '⌫' ? moneyFieldText(value).slice(0, -1) : moneyFieldText(value) + key;
      value = typedMoney(text, value);
      shown.push(moneyFieldText(value));
    }
    return shown;
  }

  it('shifts each typed digit in from the right: 8990 is R$ 89,90', () => {
    expect(type('8990')).toEqual(['R$ 0,08', 'R$ 0,89', 'R$ 8,99', 'R$ 89,90']);
    expect(typedMoney('R$ 8,990', '8.99')).toBe('89.90');
    expect(type('123456789')).toEqual(['R$ 0,01', 'R$ 0,12', 'R$ 1,23', 'R$ 12,34', 'R$ 123,45', 'R$ 1.234,56', 'R$ 12.345,67', 'R$ 123.456,78', 'R$ 1.234.567,89']);
  });

  it('drops the last digit on backspace, down to an empty field', () => {
    expect(type('⌫⌫⌫⌫', '89.90')).toEqual(['R$ 8,99', 'R$ 0,89', 'R$ 0,08', '']);
    expect(typedMoney('R$ 89,9', '89.90')).toBe('8.99');
    expect(typedMoney('', '89.90')).toBe('');
  });

  it('keeps an explicit zero, and erasing it empties the field', () => {
    expect(type('0')).toEqual(['R$ 0,00']);
    expect(type('05')).toEqual(['R$ 0,00', 'R$ 0,05']);
    expect(type('⌫', '0.00')).toEqual(['']);
    expect(type('00', '0.00')).toEqual(['R$ 0,00', 'R$ 0,00']);
  });

  it('ignores letters, commas and dots typed, and what was done to the R$', () => {
    expect(type('8,9.9a0')).toEqual(['R$ 0,08', 'R$ 0,08', 'R$ 0,89', 'R$ 0,89', 'R$ 8,99', 'R$ 8,99', 'R$ 89,90']);
    expect(typedMoney('R 89,90', '89.90')).toBe('89.90');
    expect(typedMoney('abc', '89.90')).toBe('');
  });

  it('reads a whole new text (select all and type, autofill) by its digits', () => {
    expect(typedMoney('7', '89.90')).toBe('0.07');
    expect(typedMoney('32,90', '')).toBe('32.90');
  });

  it('takes at most 12 digits: R$ 9.999.999.999,99', () => {
    expect(typedMoney('999999999999', '')).toBe('9999999999.99');
    expect(typedMoney('R$ 9.999.999.999,991', '9999999999.99')).toBe('9999999999.99');
    expect(typedMoney('0001', '')).toBe('0.01');
  });

  it('reads a paste the way people write amounts', () => {
    expect(pastedMoney('89,90')).toBe('89.90');
    expect(pastedMoney('89.90')).toBe('89.90');
    expect(pastedMoney('R$ 89,90')).toBe('89.90');
    expect(pastedMoney('R$\u00a089,90')).toBe('89.90');
    expect(pastedMoney(' 1.234,56 ')).toBe('1234.56');
    expect(pastedMoney('89')).toBe('89.00');
    expect(pastedMoney('-5,00')).toBeNull();
    expect(pastedMoney('abc')).toBeNull();
    expect(pastedMoney('12,345')).toBeNull();
    expect(pastedMoney('99999999999,00')).toBeNull();
  });

  it('shows the exact amount of a value, and nothing for a value that is not one', () => {
    expect(moneyFieldText('89.90')).toBe('R$ 89,90');
    expect(moneyFieldText('1234567.8')).toBe('R$ 1.234.567,80');
    expect(moneyFieldText('0.10')).toBe('R$ 0,10');
    expect(moneyFieldText('')).toBe('');
    expect(moneyFieldText(null)).toBe('');
    expect(moneyFieldText('12,50')).toBe('');
    expect(moneyFieldText('-5.00')).toBe('');
  });
});
