import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, csvChange, csvMoney, parseProductCsv, toProductCsv } from './product-csv';
import { PRODUCT_MESSAGES } from './product-form';

const ID = '3f1c2b9e-0000-4000-8000-000000000001';
const ID2 = '3f1c2b9e-0000-4000-8000-000000000002';
const ID3 = '3f1c2b9e-0000-4000-8000-000000000003';

describe('toProductCsv', () => {
  it('writes a BOM, semicolons, decimal commas and quotes names that need it', () => {
    const csv = toProductCsv([
      { id: ID, name: 'Cimento CP-II; 50 kg', price: '1234.5', promoPrice: null, stock: 7, unit: 'saco', statusLabel: 'Aprovado' },
      { id: ID2, name: 'Areia "fina"', price: '3', promoPrice: '2.99', stock: 0, unit: 'm³', statusLabel: 'Pendente' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'código;nome;preço;preço promocional;estoque;unidade;situação',
      `${ID};"Cimento CP-II; 50 kg";1234,50;;7;saco;Aprovado`,
      `${ID2};"Areia ""fina""";3,00;2,99;0;m³;Pendente`,
    ]);
  });

  it('round-trips: the exported file read back changes nothing', () => {
    const product = { id: ID, name: 'Tijolo', price: '0.85', promoPrice: null, stock: 500, unit: 'un', statusLabel: 'Aprovado' };
    const parsed = parseProductCsv(toProductCsv([product]));
    expect(parsed).toEqual({ ok: true, rows: [{ line: 2, code: ID, price: '0.85', stock: 500 }], errors: [] });
    if (parsed.ok) expect(csvChange(parsed.rows[0], product)).toEqual({ ok: true, change: { price: null, stock: null } });
  });
});

describe('csvMoney', () => {
  it('has two decimals and no thousands separator', () => {
    expect([csvMoney('0.5'), csvMoney('1234567.891'), csvMoney(12)]).toEqual(['0,50', '1234567,89', '12,00']);
  });
});

describe('parseProductCsv', () => {
  it('accepts commas or semicolons, headers in any case and accents, and only the columns it needs', () => {
    const parsed = parseProductCsv(`CODIGO,Estoque,Preco\n${ID},12,"9,90"\n${ID2},,10.5\n`);
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { line: 2, code: ID, price: '9.90', stock: 12 },
        { line: 3, code: ID2, price: '10.50', stock: null },
      ],
      errors: [],
    });
  });

  it('reports each bad row with its spreadsheet line and keeps the good ones', () => {
    const parsed = parseProductCsv(['código;preço;estoque', `${ID};0;1`, `;5;1`, `${ID3};5;-1`, `${ID2};R$ 5,00;2`, `${ID2};6;3`, `x;;`].join('\n'));
    expect(parsed).toEqual({
      ok: true,
      rows: [{ line: 5, code: ID2, price: '5.00', stock: 2 }],
      errors: [
        { line: 2, code: ID, message: PRODUCT_MESSAGES.priceInvalid },
        { line: 3, code: '', message: CSV_MESSAGES.codeRequired },
        { line: 4, code: ID3, message: PRODUCT_MESSAGES.stockInvalid },
        { line: 6, code: ID2, message: CSV_MESSAGES.duplicate(5) },
      ],
    });
  });

  it('refuses files it cannot use', () => {
    expect(parseProductCsv('')).toEqual({ ok: false, message: CSV_MESSAGES.empty });
    expect(parseProductCsv('\uFEFF  \n')).toEqual({ ok: false, message: CSV_MESSAGES.empty });
    expect(parseProductCsv('nome;preço\nCimento;10')).toEqual({ ok: false, message: CSV_MESSAGES.missingColumns });
    expect(parseProductCsv('código;nome\nabc;Cimento')).toEqual({ ok: false, message: CSV_MESSAGES.missingColumns });
    expect(parseProductCsv('código;estoque\n' + `${ID};1\n`.repeat(2001))).toEqual({ ok: false, message: CSV_MESSAGES.tooLarge });
    expect(parseProductCsv('x'.repeat(800_001))).toEqual({ ok: false, message: CSV_MESSAGES.tooLarge });
  });
});

describe('csvChange', () => {
  const product = { price: '10.00', promoPrice: '8.00', stock: 4 };
  it('lists only what differs', () => {
    expect(csvChange({ line: 2, code: ID, price: '12.00', stock: 4 }, product)).toEqual({
      ok: true,
      change: { price: { before: '10.00', after: '12.00' }, stock: null },
    });
    expect(csvChange({ line: 2, code: ID, price: null, stock: 9 }, product)).toEqual({ ok: true, change: { price: null, stock: { before: 4, after: 9 } } });
  });

  it('keeps a new price above the promotional price', () => {
    expect(csvChange({ line: 2, code: ID, price: '8.00', stock: null }, product)).toEqual({ ok: false, message: CSV_MESSAGES.promoAbovePrice });
  });
});
