// A store's catalogue as a spreadsheet (docs/decisions.md, "Planilha de produtos"): the export a
// shop opens in Excel or Google Sheets, and the bulk price/stock update read back from it. Pure:
// the API parses and checks the file here, then compares each row with the store's products.
// Semicolons and decimal commas, because that is what a pt-BR spreadsheet writes and reads.
import Papa from 'papaparse';
import { fromCents, parseMoney, toCents, type MoneyInput } from './money';
import { removeDiacritics } from './slug';
import { toCsv } from './csv';
import { PRODUCT_MESSAGES } from './product-form';

export const CSV_MESSAGES = {
  empty: 'O arquivo está vazio. Exporte a planilha, altere preço ou estoque e envie de novo.',
  tooLarge: 'O arquivo pode ter até 800 kB e 2.000 produtos',
  missingColumns: "A planilha precisa das colunas 'código' e 'preço' ou 'estoque' (como na planilha exportada)",
  unreadable: 'Não foi possível ler o arquivo. Salve a planilha como CSV e tente de novo.',
  codeRequired: 'Informe o código do produto (coluna código da planilha exportada)',
  duplicate: (line: number) => `Produto repetido no arquivo (já na linha ${line})`,
  notFound: 'Produto não encontrado nesta loja',
  promoAbovePrice: 'O novo preço precisa ser maior que o preço promocional do produto',
  hasInvalidRows: 'Corrija as linhas com erro antes de aplicar: nada foi alterado',
  nothingToChange: 'Nenhuma alteração no arquivo: preços e estoques já são esses',
  applied: (count: number) => (count === 1 ? '1 produto atualizado' : `${count.toLocaleString('pt-BR')} produtos atualizados`),
} as const;

/** Under the API's 1 MB request limit, with room for JSON escaping. */
export const MAX_CSV_BYTES = 800_000;
export const MAX_CSV_ROWS = 2000;

/** The exported columns, in order; the update reads 'código', 'preço' and 'estoque' and ignores the rest. */
export const CSV_HEADERS = ['código', 'nome', 'preço', 'preço promocional', 'estoque', 'unidade', 'situação'] as const;

export interface CsvProduct {
  id: string;
  name: string;
  price: MoneyInput;
  promoPrice: MoneyInput | null;
  stock: number;
  unit: string;
  statusLabel: string;
}

/** An amount as a pt-BR spreadsheet cell: '1234,50' (no 'R$', no thousands dots). */
export function csvMoney(value: MoneyInput): string {
  const cents = toCents(value).toString().padStart(3, '0');
  return `${cents.slice(0, -2)},${cents.slice(-2)}`;
}

/** The catalogue as CSV text, with a BOM so Excel reads the accents as UTF-8. */
export function toProductCsv(products: readonly CsvProduct[]): string {
  return toCsv(
    CSV_HEADERS,
    products.map((p) => [p.id, p.name, csvMoney(p.price), p.promoPrice == null ? '' : csvMoney(p.promoPrice), p.stock, p.unit, p.statusLabel]),
  );
}

/** One row of the update as the file asks it; null = the cell is empty, so that value stays. */
export interface CsvUpdateRow {
  line: number;
  code: string;
  price: string | null;
  stock: number | null;
}

export interface CsvRowError {
  line: number;
  code: string;
  message: string;
}

export type CsvParse = { ok: true; rows: CsvUpdateRow[]; errors: CsvRowError[] } | { ok: false; message: string };

const headerKey = (header: string) => removeDiacritics(header.replace(/^\uFEFF/, '')).toLowerCase().trim();
const COLUMN_KEYS = { code: ['codigo', 'id'], price: ['preco'], stock: ['estoque'] } as const;
const STOCK_RE = /^\d{1,7}$/;

/**
 * Reads the update file: each row's product code and new price and/or stock, every row checked
 * (line numbers as the spreadsheet shows them, the header being line 1). Rows with nothing to
 * change (both cells empty) are skipped; a product listed twice is an error on its second line.
 */
export function parseProductCsv(text: string): CsvParse {
  if (text.length > MAX_CSV_BYTES) return { ok: false, message: CSV_MESSAGES.tooLarge };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, message: CSV_MESSAGES.empty };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t'] });
  const [header, ...body] = parsed.data;
  if (!header || parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, message: CSV_MESSAGES.unreadable };
  const keys = header.map(headerKey);
  const column = (names: readonly string[]) => keys.findIndex((k) => names.includes(k));
  const [codeAt, priceAt, stockAt] = [column(COLUMN_KEYS.code), column(COLUMN_KEYS.price), column(COLUMN_KEYS.stock)];
  if (codeAt < 0 || (priceAt < 0 && stockAt < 0)) return { ok: false, message: CSV_MESSAGES.missingColumns };
  if (body.length > MAX_CSV_ROWS) return { ok: false, message: CSV_MESSAGES.tooLarge };

  const rows: CsvUpdateRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? '').trim());
    const code = cell(codeAt);
    const [priceText, stockText] = [cell(priceAt), cell(stockAt)];
    if (!priceText && !stockText) return;
    const fail = (message: string) => errors.push({ line, code, message });
    if (!code) return fail(CSV_MESSAGES.codeRequired);
    const first = seen.get(code.toLowerCase());
    if (first) return fail(CSV_MESSAGES.duplicate(first));
    seen.set(code.toLowerCase(), line);
    const price = priceText ? parseMoney(priceText) : null;
    if (priceText && (price == null || toCents(price) <= 0n)) return fail(PRODUCT_MESSAGES.priceInvalid);
    if (stockText && (!STOCK_RE.test(stockText) || Number(stockText) > 1_000_000)) return fail(PRODUCT_MESSAGES.stockInvalid);
    rows.push({ line, code, price, stock: stockText ? Number(stockText) : null });
  });
  return { ok: true, rows, errors };
}

/** What one row does to its product: the new price (when it differs) and the new stock (when it differs). */
export interface CsvChange {
  price: { before: string; after: string } | null;
  stock: { before: number; after: number } | null;
}

/**
 * Compares a row with the product it names. A new price must stay above the product's promotional
 * price (the product form's rule); the caller decides whether a price change waits for approval.
 */
export function csvChange(row: CsvUpdateRow, product: { price: MoneyInput; promoPrice: MoneyInput | null; stock: number }): { ok: true; change: CsvChange } | { ok: false; message: string } {
  const before = toCents(product.price);
  const price = row.price != null && toCents(row.price) !== before ? { before: fromCents(before), after: row.price } : null;
  if (price && product.promoPrice != null && toCents(row.price!) <= toCents(product.promoPrice)) return { ok: false, message: CSV_MESSAGES.promoAbovePrice };
  const stock = row.stock != null && row.stock !== product.stock ? { before: product.stock, after: row.stock } : null;
  return { ok: true, change: { price, stock } };
}
