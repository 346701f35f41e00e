// Money rules shared by the API and the web app (docs/decisions.md: 'R$' with 2 decimals and a
// decimal comma). Amounts travel as decimal strings (Prisma Decimal, GraphQL strings), so all
// arithmetic is done on integer cents with BigInt: a float would turn '0.105' into 0.10499… and
// round it the wrong way.

/** Anything that prints as a decimal number: string, number, bigint, or a Decimal-like object. */
export type MoneyInput = string | number | bigint | { toString(): string };

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Parses a plain decimal (English notation, optional exponent) into sign, integer digits and
 * fraction digits, without ever going through a float. Throws on anything that is not a number.
 */
function splitDecimal(value: MoneyInput): { negative: boolean; int: string; frac: string } {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Valor monetário inválido: ${value}`);
  }
  const text = String(value).trim();
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    throw new RangeError(`Valor monetário inválido: ${JSON.stringify(text)}`);
  }
  let digits = m[2] + (m[3] ?? '');
  // Position of the decimal point inside `digits`, shifted by the exponent (numbers such as
  // 1e-7 or 1e21 stringify in exponent form).
  let point = m[2].length + (m[4] ? Number.parseInt(m[4], 10) : 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits = digits + '0'.repeat(point - digits.length);
  }
  return { negative: m[1] === '-', int: digits.slice(0, point), frac: digits.slice(point) };
}

/**
 * Converts an amount to integer cents, rounding half-up (away from zero for negatives, the way
 * people round money by hand: 0.105 → 11 cents, -0.105 → -11 cents).
 */
export function toCents(value: MoneyInput): bigint {
  const { negative, int, frac } = splitDecimal(value);
  let cents = BigInt((int || '0') + frac.padEnd(2, '0').slice(0, 2));
  if ((frac[2] ?? '0') >= '5') cents += 1n;
  return negative ? -cents : cents;
}

/** Integer cents back to a canonical decimal string with 2 places ('1234.50', '-0.05'). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}

/** Rounds any amount to a canonical 2-decimal string ('0.105' → '0.11'), for storage or sums. */
export function roundMoney(value: MoneyInput): string {
  return fromCents(toCents(value));
}

/** '1234567' → '1.234.567': pt-BR thousands dots on a string of digits (no `Intl`, whose locale data costs a page's start-up). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats an amount the pt-BR way: 'R$ 1.234,56', negatives as '-R$ 5,00' (normal space, not
 * the NBSP that Intl would emit, so strings compare equal across Node and browsers).
 * Throws a RangeError when the value is not a number.
 */
export function formatMoney(value: MoneyInput): string {
  const cents = toCents(value);
  const negative = cents < 0n;
  const abs = (negative ? -cents : cents).toString().padStart(3, '0');
  const int = groupThousands(abs.slice(0, -2));
  return `${negative ? '-' : ''}R$ ${int},${abs.slice(-2)}`;
}

/** An API amount as a money field holds it (web/src/ui/MoneyInput.tsx): '12.5' → '12.50'; null/empty → ''. */
export function moneyFieldValue(value: MoneyInput | null | undefined): string {
  return value == null || String(value).trim() === '' ? '' : roundMoney(value);
}

const GROUPED_INT_RE = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * Reads an amount typed in pt-BR notation ('1.234,56', 'R$ 12,5', '-5,00', '1234') and returns a
 * canonical decimal string with 2 places ('1234.56', '12.50'), or null when it is not a valid
 * amount. The comma is the decimal separator and dots group thousands; without a comma, dots in
 * valid groups of three are thousands ('1.234' → '1234.00'), otherwise a single dot followed by 1–2
 * digits is taken as a decimal point ('12.5' → '12.50') so API-style values also parse. More than 2
 * decimal places is rejected rather than silently rounded.
 */
export function parseMoney(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  let text = input.replace(/\s+/g, '').replace(/^([+-]?)R\$/i, '$1');
  let negative = false;
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-');
    text = text.slice(1);
  }
  let int: string;
  let frac = '';
  if (text.includes(',')) {
    const parts = text.split(',');
    if (parts.length !== 2) return null;
    [int, frac] = parts;
    if (int.includes('.')) {
      if (!GROUPED_INT_RE.test(int)) return null;
      int = int.replace(/\./g, '');
    }
  } else if (GROUPED_INT_RE.test(text)) {
    int = text.replace(/\./g, '');
  } else if (/^\d*\.\d{1,2}$/.test(text)) {
    [int, frac] = text.split('.');
  } else {
    int = text;
  }
  if (!/^\d*$/.test(int) || !/^\d{0,2}$/.test(frac) || int + frac === '') return null;
  const cents = BigInt((int || '0') + frac.padEnd(2, '0'));
  return fromCents(negative ? -cents : cents);
}
