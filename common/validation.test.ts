import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  TEXT_MAX_LENGTH,
  VALIDATION_MESSAGES,
  cepSchema,
  emailSchema,
  imageSchema,
  isAcceptedImageValue,
  isEmail,
  maskCpf,
  numberSchema,
  onlyDigits,
  phoneSchema,
  schemaFrom,
  textSchema,
  validateCep,
  validateEmail,
  validateImage,
  validateNumber,
  validatePhone,
  validateText,
} from './validation';

describe('messages', () => {
  it('are the exact texts of the spec', () => {
    expect(VALIDATION_MESSAGES.required).toBe('Valor é obrigatório');
    expect(VALIDATION_MESSAGES.email).toBe('Email inválido');
    expect(VALIDATION_MESSAGES.cep).toBe('CEP deve conter 8 dígitos');
    expect(VALIDATION_MESSAGES.phone).toBe('Telefone inválido');
    expect(VALIDATION_MESSAGES.text).toBe('Valor deve ser texto');
    expect(VALIDATION_MESSAGES.textTooLong).toBe('Texto muito longo (máximo 1000 caracteres)');
    expect(VALIDATION_MESSAGES.number).toBe('Valor deve ser um número');
    expect(TEXT_MAX_LENGTH).toBe(1000);
  });

  it('re-exports the mask helpers', () => {
    expect(onlyDigits('a1b2')).toBe('12');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('validateEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(validateEmail('  Maria.Silva@Exemplo.COM.br ')).toEqual({ ok: true, value: 'maria.silva@exemplo.com.br' });
    expect(validateEmail('a+tag@b.co')).toEqual({ ok: true, value: 'a+tag@b.co' });
  });

  it.each([[''], ['   '], ['maria'], ['maria@'], ['maria@exemplo'], ['@exemplo.com'], ['ma ria@exemplo.com'], ['a@b@c.com'], ['a@b.']])(
    "rejects %j with 'Email inválido'",
    (input) => {
      expect(validateEmail(input)).toEqual({ ok: false, message: 'Email inválido' });
    },
  );

  it("rejects non-strings with 'Email inválido' and null/undefined as required", () => {
    expect(validateEmail(42)).toEqual({ ok: false, message: 'Email inválido' });
    expect(validateEmail({})).toEqual({ ok: false, message: 'Email inválido' });
    expect(validateEmail(null)).toEqual({ ok: false, message: 'Valor é obrigatório' });
    expect(validateEmail(undefined)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });

  it('isEmail agrees', () => {
    expect(isEmail(' A@B.CO ')).toBe(true);
    expect(isEmail('nope')).toBe(false);
    expect(isEmail(null)).toBe(false);
  });
});

describe('validateCep', () => {
  it('strips non-digits and returns the 8 digits', () => {
    expect(validateCep('39688-000')).toEqual({ ok: true, value: '39688000' });
    expect(validateCep(' 39.688-000 ')).toEqual({ ok: true, value: '39688000' });
    expect(validateCep('01001000')).toEqual({ ok: true, value: '01001000' });
  });

  it.each([[''], ['3968800'], ['396880000'], ['abcdefgh'], ['39688-00']])(
    "rejects %j with 'CEP deve conter 8 dígitos'",
    (input) => {
      expect(validateCep(input)).toEqual({ ok: false, message: 'CEP deve conter 8 dígitos' });
    },
  );

  it('rejects numbers (a leading zero would be lost) and null', () => {
    expect(validateCep(1001000)).toEqual({ ok: false, message: 'CEP deve conter 8 dígitos' });
    expect(validateCep(null)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });
});

describe('validatePhone', () => {
  it('accepts 10 and 11 digits and returns the digits', () => {
    expect(validatePhone('(31) 3333-4444')).toEqual({ ok: true, value: '3133334444' });
    expect(validatePhone('(31) 99999-0000')).toEqual({ ok: true, value: '31999990000' });
  });

  it.each([[''], ['999990000'], ['319999900001'], ['+55 (31) 99999-0000'], ['telefone']])(
    "rejects %j with 'Telefone inválido'",
    (input) => {
      expect(validatePhone(input)).toEqual({ ok: false, message: 'Telefone inválido' });
    },
  );

  it('rejects non-strings and null', () => {
    expect(validatePhone(31999990000)).toEqual({ ok: false, message: 'Telefone inválido' });
    expect(validatePhone(undefined)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });
});

describe('validateText', () => {
  it('returns the sanitised text', () => {
    expect(validateText('  Olá <script>alert(1)</script>mundo ')).toEqual({ ok: true, value: 'Olá mundo' });
    expect(validateText('<a href="javascript:alert(1)">x</a>')).toEqual({ ok: true, value: '<a href="alert(1)">x</a>' });
    expect(validateText('')).toEqual({ ok: true, value: '' });
  });

  it('accepts exactly 1000 characters and rejects 1001', () => {
    expect(validateText('a'.repeat(1000))).toEqual({ ok: true, value: 'a'.repeat(1000) });
    expect(validateText('a'.repeat(1001))).toEqual({ ok: false, message: 'Texto muito longo (máximo 1000 caracteres)' });
  });

  it('checks the length as typed, before sanitising', () => {
    const padded = `${'a'.repeat(995)}<script>x</script>`;
    expect(validateText(padded)).toEqual({ ok: false, message: 'Texto muito longo (máximo 1000 caracteres)' });
  });

  it("rejects non-strings with 'Valor deve ser texto'", () => {
    expect(validateText(12)).toEqual({ ok: false, message: 'Valor deve ser texto' });
    expect(validateText(['a'])).toEqual({ ok: false, message: 'Valor deve ser texto' });
    expect(validateText(true)).toEqual({ ok: false, message: 'Valor deve ser texto' });
  });

  it("gives 'Valor é obrigatório' for null", () => {
    expect(validateText(null)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });
});

describe('validateNumber', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [-3.5, -3.5],
    ['12', 12],
    [' 12.5 ', 12.5],
    ['-7', -7],
    ['+7', 7],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('accepts %j as %j', (input, expected) => {
    expect(validateNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[unknown]>([[''], ['  '], ['abc'], ['12abc'], ['0x10'], ['1,5'], [Number.NaN], [Number.POSITIVE_INFINITY], ['Infinity'], [true], [{}], [[]]])(
    "rejects %j with 'Valor deve ser um número'",
    (input) => {
      expect(validateNumber(input)).toEqual({ ok: false, message: 'Valor deve ser um número' });
    },
  );

  it("gives 'Valor é obrigatório' for null and undefined", () => {
    expect(validateNumber(null)).toEqual({ ok: false, message: 'Valor é obrigatório' });
    expect(validateNumber(undefined)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });
});

describe('image values', () => {
  it.each([
    ['https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png'],
    ['HTTPS://CDN.EXAMPLE.COM/A.PNG'],
    ['blob:https://app.example/1234'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['/uploads/segments/abc.jpg'],
    ['  /img.png  '],
  ])('accepts %j', (value) => {
    expect(isAcceptedImageValue(value)).toBe(true);
    expect(validateImage(value)).toEqual({ ok: true, value: value.trim() });
  });

  it.each([['ftp://x/a.png'], ['javascript:alert(1)'], ['data:text/html,<script>'], ['uploads/a.png'], ['https:/x'], ['']])(
    'rejects %j',
    (value) => {
      expect(isAcceptedImageValue(value)).toBe(false);
      expect(validateImage(value)).toEqual({ ok: false, message: 'Imagem inválida' });
    },
  );

  it('rejects non-strings and null', () => {
    expect(isAcceptedImageValue(42)).toBe(false);
    expect(validateImage(null)).toEqual({ ok: false, message: 'Valor é obrigatório' });
  });
});

describe('zod schemas', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error?.issues[0]?.message;

  it('emailSchema outputs the normalised address and uses the spec messages', () => {
    expect(emailSchema.parse(' Ana@X.com ')).toBe('ana@x.com');
    expect(messageOf(emailSchema.safeParse('ana'))).toBe('Email inválido');
    expect(messageOf(emailSchema.safeParse(null))).toBe('Valor é obrigatório');
    expect(messageOf(emailSchema.safeParse(undefined))).toBe('Valor é obrigatório');
  });

  it('cepSchema and phoneSchema output digits only', () => {
    expect(cepSchema.parse('39688-000')).toBe('39688000');
    expect(messageOf(cepSchema.safeParse('123'))).toBe('CEP deve conter 8 dígitos');
    expect(phoneSchema.parse('(31) 99999-0000')).toBe('31999990000');
    expect(messageOf(phoneSchema.safeParse('123'))).toBe('Telefone inválido');
  });

  it('textSchema sanitises and limits the length', () => {
    expect(textSchema.parse(' a<iframe>b</iframe>c ')).toBe('ac');
    expect(messageOf(textSchema.safeParse('x'.repeat(1001)))).toBe('Texto muito longo (máximo 1000 caracteres)');
    expect(messageOf(textSchema.safeParse(5))).toBe('Valor deve ser texto');
  });

  it('numberSchema and imageSchema', () => {
    expect(numberSchema.parse('2.5')).toBe(2.5);
    expect(messageOf(numberSchema.safeParse('dois'))).toBe('Valor deve ser um número');
    expect(imageSchema.parse('/a.png')).toBe('/a.png');
    expect(messageOf(imageSchema.safeParse('a.png'))).toBe('Imagem inválida');
  });

  it('report exactly one issue', () => {
    const result = emailSchema.safeParse('x');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it('still allow optional and nullable fields', () => {
    expect(emailSchema.optional().parse(undefined)).toBeUndefined();
    expect(textSchema.nullable().parse(null)).toBeNull();
    expect(messageOf(emailSchema.optional().safeParse(null))).toBe('Valor é obrigatório');
  });

  it('compose inside an object schema with the field path', () => {
    const schema = z.object({ email: emailSchema, cep: cepSchema.optional() });
    expect(schema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
    const result = schema.safeParse({ email: 'a@b.co', cep: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['cep'], message: 'CEP deve conter 8 dígitos' });
  });

  it('schemaFrom wraps any validator', () => {
    const even = schemaFrom((v: unknown) =>
      typeof v === 'number' && v % 2 === 0 ? { ok: true as const, value: v } : { ok: false as const, message: 'Par' },
    );
    expect(even.parse(4)).toBe(4);
    expect(messageOf(even.safeParse(3))).toBe('Par');
  });
});
