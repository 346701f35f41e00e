import { describe, expect, it } from 'vitest';
import { changeLines, isCsvFile, summarize, summaryText, type CsvRow } from './productCsv';

const row = (over: Partial<CsvRow>): CsvRow => ({
  line: 2,
  code: 'x',
  productName: 'Cimento',
  price: null,
  priceNeedsApproval: false,
  stock: null,
  error: null,
  ...over,
});

describe('the spreadsheet report', () => {
  it('counts changes and invalid rows, not the unchanged ones', () => {
    const rows = [row({ stock: { before: 1, after: 2 } }), row({ error: 'Produto não encontrado nesta loja' }), row({}), row({ price: { before: '1.00', after: '2.00' } })];
    expect(summarize(rows)).toEqual({ changes: 2, invalid: 1 });
    expect(summaryText(summarize(rows))).toBe('2 produtos mudam · 1 linha com erro');
    expect(summaryText({ changes: 1, invalid: 0 })).toBe('1 produto muda');
    expect(summaryText({ changes: 1200, invalid: 3 })).toBe('1.200 produtos mudam · 3 linhas com erro');
  });

  it('says each change in pt-BR money and numbers', () => {
    expect(changeLines(row({ price: { before: '1234.5', after: '1300' }, priceNeedsApproval: true, stock: { before: 1500, after: 0 } }))).toEqual([
      'Preço: R$ 1.234,50 → R$ 1.300,00 (aguarda aprovação)',
      'Estoque: 1.500 → 0',
    ]);
    expect(changeLines(row({ price: { before: '9.90', after: '8.90' } }))).toEqual(['Preço: R$ 9,90 → R$ 8,90']);
  });
});

describe('files', () => {
  it('takes CSV files only', () => {
    expect(isCsvFile({ name: 'produtos.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'produtos', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'produtos.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });
});
