// The catalogue spreadsheet screen (/vendor/products/import): the texts, and the dry-run report
// turned into what the owner reads (the API's rules: common/product-csv.ts).
import { formatMoney } from '@common/money';

/** A row of the importProductsCsv report, as this screen reads it. */
export interface CsvRow {
  line: number;
  code: string;
  productName: string | null;
  price: { before: string; after: string } | null;
  priceNeedsApproval: boolean;
  stock: { before: number; after: number } | null;
  error: string | null;
}

export const CSV_TEXTS = {
  steps: [
    'Baixe a planilha com todos os seus produtos.',
    'Altere as colunas preço e estoque. Não mude a coluna código; linhas sem alteração são ignoradas.',
    'Envie o arquivo salvo como CSV: mostramos o que vai mudar antes de aplicar.',
  ],
  download: 'Baixar planilha (CSV)',
  downloadFailed: 'Não foi possível baixar a planilha. Tente novamente.',
  choose: 'Enviar planilha',
  chooseOther: 'Enviar outro arquivo',
  checking: 'Conferindo a planilha…',
  checkFailed: 'Não foi possível conferir a planilha. Tente novamente.',
  notCsv: 'Envie um arquivo .csv (no Excel ou Google Planilhas: Salvar como / Fazer download › CSV).',
  apply: 'Aplicar alterações',
  applyFailed: 'Não foi possível aplicar as alterações. Tente novamente.',
  fixFirst: 'Corrija as linhas com erro na planilha e envie de novo: nada é alterado enquanto houver erro.',
  nothing: 'Nenhum preço ou estoque diferente do atual nesta planilha.',
  approvalNote: 'Preços novos de produtos aprovados passam pela aprovação do Clube; estoque vale na hora.',
  reportTitle: 'O que vai mudar',
} as const;

export const isChange = (row: CsvRow) => !row.error && (row.price != null || row.stock != null);

export function summarize(rows: readonly CsvRow[]): { changes: number; invalid: number } {
  return { changes: rows.filter(isChange).length, invalid: rows.filter((r) => r.error).length };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export function summaryText({ changes, invalid }: { changes: number; invalid: number }): string {
  const parts = [count(changes, 'produto muda', 'produtos mudam')];
  if (invalid) parts.push(count(invalid, 'linha com erro', 'linhas com erro'));
  return parts.join(' · ');
}

/** What a row changes, one line per field: 'Preço: R$ 39,90 → R$ 42,50 (aguarda aprovação)'. */
export function changeLines(row: CsvRow): string[] {
  const lines: string[] = [];
  if (row.price) lines.push(`Preço: ${formatMoney(row.price.before)} → ${formatMoney(row.price.after)}${row.priceNeedsApproval ? ' (aguarda aprovação)' : ''}`);
  if (row.stock) lines.push(`Estoque: ${row.stock.before.toLocaleString('pt-BR')} → ${row.stock.after.toLocaleString('pt-BR')}`);
  return lines;
}

export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.(csv|txt)$/i.test(file.name) || ['text/csv', 'text/plain', 'application/vnd.ms-excel'].includes(file.type);
}
