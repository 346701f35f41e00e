import { formatMoney, fromCents, parseMoney } from './money';

// Input masks for the web forms. Each mask takes whatever is in the field
// (possibly already masked, possibly pasted with other punctuation) and re-formats it
// progressively as the user types. A mask never drops a digit (issue 51): a number with the right
// digits fits the mask's length (CPF 14, phone 15, CEP 9 characters); digits beyond it stay in the
// field, after the formatted part, so the form refuses it with its message instead of saving a
// different number. Only the unmasked value (onlyDigits / normalizeCnpj) is sent to the API.

/** Keeps only the digits 0–9 ('(31) 9 9999-0000' → '31999990000'); null/undefined → ''. */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Splits `chars` into consecutive groups of the given sizes and joins them with the separators
 * that precede each group, stopping at the last group that has characters.
 */
function applyGroups(chars: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let pos = 0;
  for (let i = 0; i < sizes.length && pos < chars.length; i++) {
    out += (i > 0 ? separators[i - 1] : '') + chars.slice(pos, pos + sizes[i]);
    pos += sizes[i];
  }
  return out;
}

/** Formats the first `max` digits with the groups; any digits past them follow as they are. */
function groupsKeepingExtra(digits: string, max: number, sizes: readonly number[], separators: readonly string[]): string {
  return applyGroups(digits.slice(0, max), sizes, separators) + digits.slice(max);
}

/** CPF mask '000.000.000-00' (14 characters for the 11 digits; more digits are kept, unformatted). */
export function maskCpf(value: string | null | undefined): string {
  return groupsKeepingExtra(onlyDigits(value), 11, [3, 3, 3, 2], ['.', '.', '-']);
}

/**
 * CNPJ mask '00.000.000/0000-00' (at most 18 characters). Letters are accepted and upper-cased in
 * the first 12 positions (alphanumeric CNPJ); the 2 check digits are always numeric, so a letter
 * typed there is ignored.
 */
export function maskCnpj(value: string | null | undefined): string {
  let chars = '';
  for (const ch of (value ?? '').toUpperCase()) {
    if (chars.length >= 14) break;
    if (/[0-9]/.test(ch) || (/[A-Z]/.test(ch) && chars.length < 12)) chars += ch;
  }
  return applyGroups(chars, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** A Brazilian phone has 10 digits (landline: DDD + 8) or 11 (mobile: DDD + 9). */
export const PHONE_DIGITS = [10, 11] as const;

/** Whether the phone (masked or not) has 10 or 11 digits: the one rule the web and the API apply. */
export function isPhoneNumber(value: string | null | undefined): boolean {
  return (PHONE_DIGITS as readonly number[]).includes(onlyDigits(value).length);
}

/**
 * The digits a phone field shows: the country code of a number pasted with it ('+55 33 97777-6666',
 * '+55 (33) 3333-4444') is not part of the number; nothing else is dropped.
 */
function typedPhoneDigits(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return /^\s*\+\s*55/.test(value ?? '') ? digits.slice(2) : digits;
}

/**
 * Phone mask: '(00) 00000-0000' for 11 digits (mobile), '(00) 0000-0000' for up to 10 digits
 * (landline, and while typing); 15 characters at most for a phone with the right digits, any more
 * digits kept after it.
 */
export function maskPhone(value: string | null | undefined): string {
  const all = typedPhoneDigits(value);
  const digits = all.slice(0, 11);
  if (digits.length === 0) return '';
  const ddd = `(${digits.slice(0, 2)}`;
  if (digits.length <= 2) return ddd;
  const rest = digits.slice(2);
  const head = digits.length === 11 ? 5 : 4;
  return `${ddd}) ${applyGroups(rest, [head, 4], ['-'])}${all.slice(11)}`;
}

/** CEP mask '00000-000' (9 characters for the 8 digits; more digits are kept, unformatted). */
export function maskCep(value: string | null | undefined): string {
  return groupsKeepingExtra(onlyDigits(value), 8, [5, 3], ['-']);
}

// --- Money fields (issue 51) -------------------------------------------------------------------
// Every money field of the app is one MoneyInput (web/src/ui/MoneyInput.tsx) over these rules. The
// field's value is the exact amount as a decimal string with 2 places ('89.90'; '' when empty), the
// way the API's Decimal travels; what the field shows is that amount in pt-BR ('R$ 89,90'). Typing is
// cents first, so a typed '8990' can only ever mean R$ 89,90, and the field shows it as it goes.

/** At most 12 digits, as the database keeps an amount (12 digits, 2 after the comma): R$ 9.999.999.999,99. */
export const MONEY_FIELD_MAX_DIGITS = 12;

const FIELD_VALUE_RE = /^\d+(?:\.\d{1,2})?$/;

/** What a money field shows for its value: '89.90' → 'R$ 89,90'; '' (or anything that is not an amount ≥ 0) → ''. */
export function moneyFieldText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return FIELD_VALUE_RE.test(text) ? formatMoney(text) : '';
}

/**
 * Cents-first typing. `text` is what the field holds after a keystroke (the shown text with the
 * key applied), `previous` the value before it; returns the new value. Each digit shifts in from
 * the right ('8' → 0,08, '89' → 0,89, '899' → 8,99, '8990' → 89,90) and backspace drops the last
 * one (89,90 → 8,99); anything but digits is ignored. A '0' typed in an empty field is R$ 0,00,
 * erasing R$ 0,0x or R$ 0,00 empties the field, and a digit past the 12th changes nothing.
 */
export function typedMoney(text: string, previous: string): string {
  const digits = onlyDigits(text);
  if (!digits) return '';
  const significant = digits.replace(/^0+/, '');
  if (significant.length > MONEY_FIELD_MAX_DIGITS) return previous;
  const cents = BigInt(significant || '0');
  if (cents === 0n && digits.length < onlyDigits(moneyFieldText(previous)).length) return '';
  return fromCents(cents);
}

/**
 * A pasted amount, read the way people write it ('89,90', '89.90', 'R$ 89,90', '1.234,56', '89')
 * → the field's value ('89.90'), or null when it is not an amount ≥ 0 the field can hold (then the
 * paste is typed in digit by digit like any other text).
 */
export function pastedMoney(text: string): string | null {
  const amount = parseMoney(text);
  if (amount == null || amount.startsWith('-')) return null;
  return onlyDigits(amount).replace(/^0+/, '').length > MONEY_FIELD_MAX_DIGITS ? null : amount;
}
