// Step 0 of the chain: keep the digits; anything but 8 of them is 'CEP inválido: {cep}'.
import { CEP_LENGTH } from '../../../common/validation.js';
import { onlyDigits } from '../../../common/masks.js';
import { CEP_MESSAGES, type CepResult } from './types.js';

export type NormalizedCep = { ok: true; cep: string } | { ok: false; message: string };

export function normalizeCep(raw: string | null | undefined): NormalizedCep {
  const cep = onlyDigits(raw);
  if (cep.length !== CEP_LENGTH) return { ok: false, message: CEP_MESSAGES.invalid((raw ?? '').trim()) };
  return { ok: true, cep };
}

/** Spec: "a result is valid with localidade and uf". */
export function isUsableResult(result: Pick<CepResult, 'city' | 'state'> | null | undefined): boolean {
  return !!result && result.city.trim() !== '' && /^[A-Z]{2}$/.test(result.state);
}
