// Address-book form rules (user_addresses validation), shared by the web form and
// the API: CEP 8 digits, required logradouro/número/bairro/cidade, a real UF, sanitised texts.
// Every failing field is reported (not only the first), so the form can mark them all at once.
import { validateCep, validateText } from './validation';

/** The 27 federative units of Brazil. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export type Uf = (typeof UFS)[number];

export function isUf(value: unknown): value is Uf {
  return typeof value === 'string' && (UFS as readonly string[]).includes(value);
}

export const ADDRESS_MESSAGES = {
  cep: 'CEP deve conter 8 dígitos',
  streetRequired: 'Logradouro é obrigatório',
  numberRequired: 'Número é obrigatório',
  districtRequired: 'Bairro é obrigatório',
  cityRequired: 'Cidade é obrigatória',
  stateRequired: 'UF é obrigatória',
  stateInvalid: 'UF inválida',
} as const;

export type AddressField = 'postalCode' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state' | 'label';

export interface AddressForm {
  postalCode?: string | null;
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  label?: string | null;
}

export interface AddressValues {
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: Uf;
  label: string | null;
}

export interface AddressError {
  field: AddressField;
  code: 'REQUIRED' | 'INVALID';
  message: string;
}

export type AddressValidation = { ok: true; value: AddressValues } | { ok: false; errors: AddressError[] };

/**
 * Checks the whole form. Texts are sanitised (script/iframe/javascript: stripped) and trimmed; the
 * CEP keeps only its 8 digits; the UF is upper-cased; an empty complemento or label becomes null.
 * Errors come in form order: CEP, logradouro, número, complemento, bairro, cidade, UF, label.
 */
export function validateAddress(form: AddressForm): AddressValidation {
  const errors: AddressError[] = [];
  const text = (field: AddressField, value: string | null | undefined, required: string | null): string => {
    const result = validateText(value ?? '');
    if (!result.ok) {
      errors.push({ field, code: 'INVALID', message: result.message });
      return '';
    }
    if (required && !result.value) errors.push({ field, code: 'REQUIRED', message: required });
    return result.value;
  };

  const cep = validateCep(form.postalCode ?? '');
  if (!cep.ok) errors.push({ field: 'postalCode', code: 'INVALID', message: ADDRESS_MESSAGES.cep });
  const street = text('street', form.street, ADDRESS_MESSAGES.streetRequired);
  const number = text('number', form.number, ADDRESS_MESSAGES.numberRequired);
  const complement = text('complement', form.complement, null);
  const district = text('district', form.district, ADDRESS_MESSAGES.districtRequired);
  const city = text('city', form.city, ADDRESS_MESSAGES.cityRequired);
  const state = (form.state ?? '').trim().toUpperCase();
  if (!state) errors.push({ field: 'state', code: 'REQUIRED', message: ADDRESS_MESSAGES.stateRequired });
  else if (!isUf(state)) errors.push({ field: 'state', code: 'INVALID', message: ADDRESS_MESSAGES.stateInvalid });
  const label = text('label', form.label, null);

  if (errors.length || !cep.ok || !isUf(state)) return { ok: false, errors };
  return {
    ok: true,
    value: { postalCode: cep.value, street, number, complement: complement || null, district, city, state, label: label || null },
  };
}

/** One-line rendering: 'Rua A, 10 - Apto 2, Centro, Angelândia - MG, 39688-000'. */
export function formatAddress(a: {
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  state: string;
  postalCode: string;
}): string {
  const cep = a.postalCode.length === 8 ? `${a.postalCode.slice(0, 5)}-${a.postalCode.slice(5)}` : a.postalCode;
  const first = [a.street, a.number].filter(Boolean).join(', ') + (a.complement ? ` - ${a.complement}` : '');
  return [first, a.district, `${a.city} - ${a.state}`, cep].filter(Boolean).join(', ');
}
