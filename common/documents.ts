// Brazilian taxpayer numbers: CPF (people, 11 digits) and CNPJ (companies, 14 characters).
// From July 2026 the Receita Federal also issues alphanumeric CNPJs: 12 characters that may be
// letters or digits followed by 2 numeric check digits. The classic mod-11 algorithm still applies,
// with each character worth its ASCII code minus 48 ('0'–'9' → 0–9, 'A' → 17 … 'Z' → 42), so one
// implementation covers both the old and the new format.

/** Strips the usual separators ('.', '/', '-', whitespace) and upper-cases. Other characters stay. */
function stripSeparators(value: string | null | undefined): string {
  return (value ?? '').replace(/[.\/\-\s]/g, '').toUpperCase();
}

/** CPF without mask: '529.982.247-25' → '52998224725'. Non-digit characters other than separators are kept (and make it invalid). */
export function normalizeCpf(value: string | null | undefined): string {
  return stripSeparators(value);
}

/** CNPJ without mask, upper-cased: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function normalizeCnpj(value: string | null | undefined): string {
  return stripSeparators(value);
}

/** Mod-11 check digit over `chars` with `weights`: remainder < 2 gives 0, otherwise 11 − remainder. */
function mod11Digit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two CPF check digits for a 9-digit base ('529982247' → '25'). Throws on a malformed base. */
export function computeCpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A base do CPF deve ter 9 dígitos');
  const d1 = mod11Digit(base, CPF_WEIGHTS_1);
  const d2 = mod11Digit(base + d1, CPF_WEIGHTS_2);
  return `${d1}${d2}`;
}

/**
 * The two CNPJ check digits for a 12-character base of digits or upper-case letters
 * ('12ABC34501DE' → '35'). Throws on a malformed base.
 */
export function computeCnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A base do CNPJ deve ter 12 caracteres alfanuméricos');
  const d1 = mod11Digit(base, CNPJ_WEIGHTS_1);
  const d2 = mod11Digit(base + d1, CNPJ_WEIGHTS_2);
  return `${d1}${d2}`;
}

/** Every character the same ('111.111.111-11', '00000000000000') passes mod-11 but is not a real number. */
const allSame = (s: string) => /^(.)\1*$/.test(s);

/** Whether the CPF (masked or not) has 11 digits, not all equal, with correct check digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  return computeCpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/**
 * Whether the CNPJ (masked or not, any case) is valid: 12 letters-or-digits plus 2 numeric check
 * digits, not all characters equal, with correct check digits. Accepts both the classic numeric
 * CNPJ and the alphanumeric one.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  return computeCnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}
