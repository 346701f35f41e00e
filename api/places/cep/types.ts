// The postal-code (CEP) lookup result of docs/decisions.md: cep, logradouro, bairro, localidade, uf,
// ibge, source and confidence. Field names in English (docs/decisions.md "Mapa de campos").

/**
 * Where a result came from. The spec's sources are fallback | cache | viacep | brasilapi; REGIONAL
 * is the spec's regional table (one of its fallbacks), kept apart so a client can tell "a curated
 * town of the region" from "a prefix guess".
 */
export type CepSource = 'FALLBACK' | 'CACHE' | 'REGIONAL' | 'VIACEP' | 'BRASILAPI';
export type CepConfidence = 'HIGH' | 'MEDIUM' | 'LOW';

export interface CepResult {
  /** 8 digits. */
  cep: string;
  /** logradouro ('' when the CEP covers a whole town). */
  street: string;
  /** bairro. */
  district: string;
  /** localidade ('' only for the low-confidence "somewhere in Minas Gerais" fallback). */
  city: string;
  /** uf, 2 upper-case letters. */
  state: string;
  /** IBGE municipality code, when known. */
  ibge: string | null;
  source: CepSource;
  confidence: CepConfidence;
}

export const CEP_MESSAGES = {
  invalid: (cep: string) => `CEP inválido: ${cep}`,
  notFound: 'CEP não encontrado',
  rateLimited: 'Rate limit excedido para consulta de CEP',
} as const;
