// Generic input checks of docs/decisions.md, with the product's exact messages. Each rule is a
// plain function returning a result (the web shows the message, the API turns it into a
// userError), and each also has a zod 4 schema built on that same function so the API's input
// validation can never drift from the web's.
import { z } from 'zod';
import { sanitizeText } from './sanitize';
import { isPhoneNumber, onlyDigits } from './masks';
import { TEXT_MAX_LENGTH } from './limits';

export { onlyDigits, isPhoneNumber, maskCpf, maskCnpj, maskPhone, maskCep } from './masks';
export { TEXT_MAX_LENGTH };
export const CEP_LENGTH = 8;

export const VALIDATION_MESSAGES = {
  required: 'Valor é obrigatório',
  email: 'Email inválido',
  cep: 'CEP deve conter 8 dígitos',
  phone: 'Telefone inválido',
  text: 'Valor deve ser texto',
  textTooLong: 'Texto muito longo (máximo 1000 caracteres)',
  number: 'Valor deve ser um número',
  // Not in the spec (it only says which image values are accepted); kept short and in the same style.
  image: 'Imagem inválida',
} as const;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): ValidationResult<T> => ({ ok: true, value });
const fail = (message: string): ValidationResult<never> => ({ ok: false, message });

// "Looks like an e-mail": something@something.something, no spaces. Deliberately simple, as in the spec.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email: trimmed and lower-cased, must look like an address ('Email inválido'). */
export function validateEmail(value: unknown): ValidationResult<string> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  if (typeof value !== 'string') return fail(VALIDATION_MESSAGES.email);
  const email = value.trim().toLowerCase();
  return EMAIL_RE.test(email) ? ok(email) : fail(VALIDATION_MESSAGES.email);
}

/** Whether the text looks like an e-mail address (same pattern as validateEmail, after trimming). */
export function isEmail(value: string | null | undefined): boolean {
  return validateEmail(value).ok;
}

/** CEP: non-digits stripped, must leave exactly 8 digits; the value is those 8 digits. */
export function validateCep(value: unknown): ValidationResult<string> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  if (typeof value !== 'string') return fail(VALIDATION_MESSAGES.cep);
  const cep = onlyDigits(value);
  return cep.length === CEP_LENGTH ? ok(cep) : fail(VALIDATION_MESSAGES.cep);
}

/**
 * Phone: non-digits stripped, 10 (landline) or 11 (mobile) digits (common/masks.ts isPhoneNumber); the value is those digits, never fewer or more than were typed.
 */
export function validatePhone(value: unknown): ValidationResult<string> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  if (typeof value !== 'string') return fail(VALIDATION_MESSAGES.phone);
  return isPhoneNumber(value) ? ok(onlyDigits(value)) : fail(VALIDATION_MESSAGES.phone);
}

/**
 * Free text: must be a string of at most 1000 characters as typed (checked before sanitising, so
 * the limit is the one the user sees and an oversized payload is rejected without further work);
 * the value is the sanitised text (script/iframe tags and 'javascript:' stripped, trimmed).
 */
export function validateText(value: unknown): ValidationResult<string> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  if (typeof value !== 'string') return fail(VALIDATION_MESSAGES.text);
  if (value.length > TEXT_MAX_LENGTH) return fail(VALIDATION_MESSAGES.textTooLong);
  return ok(sanitizeText(value));
}

const NUMERIC_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Number: a finite number, or a string holding a plain decimal number ('12', '-3.5', '1e3');
 * the value is the number. Booleans, '', 'abc', '0x10', NaN and Infinity are rejected.
 */
export function validateNumber(value: unknown): ValidationResult<number> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : fail(VALIDATION_MESSAGES.number);
  if (typeof value === 'string' && NUMERIC_RE.test(value.trim())) {
    const n = Number(value.trim());
    if (Number.isFinite(n)) return ok(n);
  }
  return fail(VALIDATION_MESSAGES.number);
}

const IMAGE_PREFIX_RE = /^(?:https?:\/\/|blob:|data:image\/|\/)/i;

/** Whether an image value is acceptable: starts with http(s)://, blob:, data:image/ or /. */
export function isAcceptedImageValue(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_PREFIX_RE.test(value.trim());
}

/** Image value (URL or path), trimmed; see isAcceptedImageValue. */
export function validateImage(value: unknown): ValidationResult<string> {
  if (value == null) return fail(VALIDATION_MESSAGES.required);
  return isAcceptedImageValue(value) ? ok(value.trim()) : fail(VALIDATION_MESSAGES.image);
}

/**
 * A zod schema running one of the validators above: same messages, same output value. The input
 * is `unknown` so null/undefined reach the validator ('Valor é obrigatório'); `.optional()` and
 * `.nullable()` still let undefined/null through when a field is optional.
 */
export function schemaFrom<T>(validate: (value: unknown) => ValidationResult<T>) {
  return z.unknown().transform((value, ctx): T => {
    const result = validate(value);
    if (!result.ok) {
      ctx.issues.push({ code: 'custom', message: result.message, input: value });
      return z.NEVER;
    }
    return result.value;
  });
}

export const emailSchema = schemaFrom(validateEmail);
export const cepSchema = schemaFrom(validateCep);
export const phoneSchema = schemaFrom(validatePhone);
export const textSchema = schemaFrom(validateText);
export const numberSchema = schemaFrom(validateNumber);
export const imageSchema = schemaFrom(validateImage);
