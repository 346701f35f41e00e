// The rules of a search that forgives (docs/decisions.md, "Busca que perdoa"): words in the form
// the catalogue stores them (no accents, lower case), reduced to the singular, the typo budget of a
// word and the edit distance that measures it. Pure; the API's search (api/catalog/search-plan.ts)
// and its tests use them.
import { removeDiacritics } from './slug';

/** A word of 5+ letters forgives one typo, of 8+ two; shorter words must be typed right. */
export function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Text as the catalogue stores it for search: no accents, lower case, single spaces. */
export function normalizeSearch(text: string): string {
  return removeDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

// Plural endings of Portuguese, longest first, on unaccented words: pães → pao, colchões →
// colchao, animais → animal, papéis → papel, nuvens → nuvem, flores → flor,
// tijolos → tijolo. Words of 3 letters or fewer stay as they are (gás, mas, pés). The search
// looks for the singular inside the stored text, so an over-cut word (lápis → lapi) still finds itself.
const PLURALS: [RegExp, string][] = [
  [/oes$/, 'ao'],
  [/aes$/, 'ao'],
  [/ais$/, 'al'],
  [/eis$/, 'el'],
  [/ois$/, 'ol'],
  [/uis$/, 'ul'],
  [/ns$/, 'm'],
  [/([rz])es$/, '$1'],
  [/([aeiou])s$/, '$1'],
];

/** The singular of a normalized word (tijolos → tijolo, telhas → telha, fraldas → fralda). */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  for (const [ending, replacement] of PLURALS) if (ending.test(word)) return word.replace(ending, replacement);
  return word;
}

/**
 * Edits between two words — a letter wrong, missing, extra, or two neighbours swapped each count 1
 * (optimal string alignment) — or `max + 1` as soon as it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

export const SEARCH_TEXTS = {
  didYouMean: 'Você quis dizer',
  nothingFound: (term: string) => `Nenhum produto encontrado para "${term}".`,
  popularInstead: 'Veja os mais procurados',
} as const;

export const SYNONYM_MESSAGES = {
  tooFew: 'Informe pelo menos dois termos que querem dizer a mesma coisa',
  tooMany: 'Um grupo tem no máximo 10 termos',
  termLength: 'Cada termo deve ter de 2 a 60 letras',
  taken: (term: string) => `"${term}" já está em outro grupo de sinônimos`,
  notFound: 'Grupo de sinônimos não encontrado',
  saved: 'Sinônimos salvos',
  deleted: 'Sinônimos excluídos',
} as const;

/** The group's terms as the search stores them (normalized, no repeats), or the error to show. */
export function checkSynonymTerms(raw: readonly string[]): { ok: true; terms: string[] } | { ok: false; message: string } {
  const terms = [...new Set(raw.map(normalizeSearch).filter(Boolean))];
  if (terms.some((t) => t.length < 2 || t.length > 60)) return { ok: false, message: SYNONYM_MESSAGES.termLength };
  if (terms.length < 2) return { ok: false, message: SYNONYM_MESSAGES.tooFew };
  if (terms.length > 10) return { ok: false, message: SYNONYM_MESSAGES.tooMany };
  return { ok: true, terms };
}
