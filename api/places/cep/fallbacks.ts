// The chain's built-in knowledge: the hard-coded entry for the central town,
// the regional table, and the prefix fallbacks used when both providers fail.
//
// The spec gives two readings for 39688-000: "the central town of the area (ibge 3102803)" and
// "a hard-coded entry gives Angelândia, MG". We answer Angelândia/MG with confidence HIGH and the
// IBGE code 3102852, which is Angelândia's; 3102803 is Andrelândia's (a different town in the
// south of Minas), so the first reading's code was a typo of the original product.
//
// The regional table holds the towns around Angelândia with their general postcode (the
// "-000" CEP of the town). They are regional defaults curated by us so addresses of the service
// area resolve without a network call; the IBGE codes are the official ones.
import type { CepResult } from './types.js';

type Entry = Omit<CepResult, 'cep' | 'source' | 'confidence'>;

const town = (city: string, ibge: string, district = 'Centro'): Entry => ({ street: '', district, city, state: 'MG', ibge });

export const HARD_CODED_CEP = '39688000';
const HARD_CODED: Entry = town('Angelândia', '3102852');

/** Exact CEP → town, for the ~12 towns of the service area (Alto Jequitinhonha / Chapada de Minas). */
export const REGIONAL_TABLE: Readonly<Record<string, Entry>> = {
  '39680000': town('Capelinha', '3112307'),
  '39650000': town('Minas Novas', '3141801'),
  '39660000': town('Turmalina', '3169703'),
  '39670000': town('Itamarandiba', '3132503'),
  '39665000': town('Carbonita', '3113503'),
  '39663000': town('Veredinha', '3171071'),
  '39664000': town('Leme do Prado', '3138351'),
  '39648000': town('Chapada do Norte', '3116100'),
  '39640000': town('Berilo', '3106507'),
  '39678000': town('Aricanduva', '3104452'),
  '39687000': town('Setubinha', '3165552'),
  '39780000': town('Água Boa', '3100609'),
};

/** Step 1: the hard-coded entry (39688-000 → Angelândia/MG). */
export function hardCodedFallback(cep: string): CepResult | null {
  return cep === HARD_CODED_CEP ? { cep, ...HARD_CODED, source: 'FALLBACK', confidence: 'HIGH' } : null;
}

/** Step 3: the regional table. Exact matches of curated postcodes, so HIGH (but never cached: it is code). */
export function regionalLookup(cep: string): CepResult | null {
  const entry = REGIONAL_TABLE[cep];
  return entry ? { cep, ...entry, source: 'REGIONAL', confidence: 'HIGH' } : null;
}

/** The "nearby regional town" for any other 3968x-xxx code: Capelinha, the area's hub. */
const NEARBY_TOWN = REGIONAL_TABLE['39680000'];

/**
 * Last step, when both providers fail: 3968… → the nearby regional town (MEDIUM); 30…–39… (Minas
 * Gerais' range) → a generic Minas Gerais entry (LOW: only the UF is known, the city stays empty
 * for the user to type); anything else → null ('CEP não encontrado').
 */
export function prefixFallback(cep: string): CepResult | null {
  // The town is a guess from the prefix, so no bairro is suggested.
  if (cep.startsWith('3968')) return { cep, ...NEARBY_TOWN, district: '', source: 'FALLBACK', confidence: 'MEDIUM' };
  const region = Number(cep.slice(0, 2));
  if (region >= 30 && region <= 39) {
    return { cep, street: '', district: '', city: '', state: 'MG', ibge: null, source: 'FALLBACK', confidence: 'LOW' };
  }
  return null;
}
