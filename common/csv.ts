// CSV files people open in a pt-BR spreadsheet (Excel, Google Sheets): ';' between cells, CRLF
// lines and a BOM so the accents read as UTF-8. Used by every export of the app.
import Papa from 'papaparse';

export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const data = rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
  return '\uFEFF' + Papa.unparse({ fields: [...headers], data }, { delimiter: ';', newline: '\r\n' });
}
