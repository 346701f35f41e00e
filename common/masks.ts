// Input masks for the web forms. Each mask takes whatever is in the field
// (possibly already masked, possibly pasted with other punctuation) and re-formats it
// progressively as the user types, never exceeding the mask's length. Only the unmasked value
// (onlyDigits / normalizeCnpj) is sent to the API.

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

/** CPF mask '000.000.000-00' (at most 14 characters). */
export function maskCpf(value: string | null | undefined): string {
  return applyGroups(onlyDigits(value).slice(0, 11), [3, 3, 3, 2], ['.', '.', '-']);
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

/**
 * Phone mask: '(00) 00000-0000' for 11 digits (mobile), '(00) 0000-0000' for up to 10 digits
 * (landline, and while typing); at most 15 characters.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  const ddd = `(${digits.slice(0, 2)}`;
  if (digits.length <= 2) return ddd;
  const rest = digits.slice(2);
  const head = digits.length === 11 ? 5 : 4;
  return `${ddd}) ${applyGroups(rest, [head, 4], ['-'])}`;
}

/** CEP mask '00000-000' (at most 9 characters). */
export function maskCep(value: string | null | undefined): string {
  return applyGroups(onlyDigits(value).slice(0, 8), [5, 3], ['-']);
}
