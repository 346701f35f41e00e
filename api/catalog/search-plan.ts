// What a search term asks the catalogue for (docs/decisions.md, "Busca que perdoa"). Each word
// becomes a list of alternatives, any of which may occur in the product's search text: the word in
// the singular, its synonyms, and — for a word of 5+ letters that occurs nowhere in the catalogue —
// the catalogue's words within its typo budget. The catalogue's vocabulary (the words of public
// products, with how many products use each) and the synonym groups are read from the database and
// kept per API instance for a minute; an admin's change to synonyms is seen at once here.
import type { PrismaClient } from '../generated/prisma/client.js';
import { editDistance, normalizeSearch, singular, typoBudget } from '../../common/search.js';
import { PUBLIC_PRODUCT_SQL } from './access.js';

export const MAX_SEARCH_WORDS = 6;
/** How many corrections of one word are tried (the most used words first). */
const MAX_CORRECTIONS = 3;
const REFRESH_MS = 60_000;

export interface SearchPlan {
  /** Every word must match one of its alternatives (substrings of the normalized search text). */
  words: string[][];
  /** The term with each mistyped word replaced by its best correction, when one was made. */
  corrected: string | null;
}

interface Lexicon {
  /** Vocabulary words, sorted (prefix lookups by binary search). */
  sorted: string[];
  uses: Map<string, number>;
  /** Synonym groups by each of their terms. */
  synonyms: Map<string, string[]>;
  loadedAt: number;
}

const lexicons = new WeakMap<PrismaClient, { current?: Lexicon; loading?: Promise<Lexicon> }>();

async function loadLexicon(prisma: PrismaClient): Promise<Lexicon> {
  const [words, groups] = await Promise.all([
    prisma.$queryRaw<{ word: string; n: number }[]>`
      SELECT w AS word, count(*)::int AS n
      FROM "Product" p JOIN "Store" s ON s."id" = p."storeId",
           regexp_split_to_table(p."searchText", '[^a-z0-9]+') AS w
      WHERE ${PUBLIC_PRODUCT_SQL} AND char_length(w) >= 3
      GROUP BY w`,
    prisma.searchSynonym.findMany({ select: { terms: true } }),
  ]);
  const synonyms = new Map<string, string[]>();
  for (const { terms } of groups) for (const term of terms) synonyms.set(term, [...new Set([...(synonyms.get(term) ?? []), ...terms])]);
  return { sorted: words.map((w) => w.word).sort(), uses: new Map(words.map((w) => [w.word, w.n])), synonyms, loadedAt: Date.now() };
}

/** The lexicon, loaded once and then refreshed in the background every minute. */
async function lexiconOf(prisma: PrismaClient): Promise<Lexicon> {
  let entry = lexicons.get(prisma);
  if (!entry) lexicons.set(prisma, (entry = {}));
  const stale = !entry.current || Date.now() - entry.current.loadedAt > REFRESH_MS;
  if (stale && !entry.loading) {
    const slot = entry;
    slot.loading = loadLexicon(prisma).then(
      (lexicon) => ((slot.current = lexicon), (slot.loading = undefined), lexicon),
      (error: unknown) => {
        slot.loading = undefined;
        throw error;
      },
    );
  }
  return entry.current ?? entry.loading!;
}

/** Forgets the lexicon (after a synonym is saved, and in tests that change the catalogue). */
export function forgetSearchLexicon(prisma: PrismaClient): void {
  lexicons.delete(prisma);
}

/** Whether some catalogue word starts with `prefix` (a word being typed counts as known). */
function isKnownPrefix(lexicon: Lexicon, prefix: string): boolean {
  let low = 0;
  let high = lexicon.sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lexicon.sorted[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  return low < lexicon.sorted.length && lexicon.sorted[low].startsWith(prefix);
}

/** The catalogue words within the word's typo budget: closest first, then the most used. */
export function corrections(lexicon: Pick<Lexicon, 'sorted' | 'uses'>, word: string): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  const found: { word: string; distance: number; uses: number }[] = [];
  for (const candidate of lexicon.sorted) {
    if (Math.abs(candidate.length - word.length) > budget) continue;
    const distance = editDistance(word, candidate, budget);
    if (distance <= budget) found.push({ word: candidate, distance, uses: lexicon.uses.get(candidate) ?? 0 });
  }
  found.sort((a, b) => a.distance - b.distance || b.uses - a.uses || a.word.localeCompare(b.word));
  return found.slice(0, MAX_CORRECTIONS).map((f) => f.word);
}

/** The plan of a term: null when it has no word to look for. */
export async function planSearch(prisma: PrismaClient, term: string, options: { forgiveTypos: boolean }): Promise<SearchPlan | null> {
  const text = normalizeSearch(term);
  if (!text) return null;
  const lexicon = await lexiconOf(prisma);
  // A synonym of the whole term (a phrase: "ferro de construcao") stands for all its words.
  const whole = lexicon.synonyms.get(text);
  if (whole && text.includes(' ')) return { words: [whole], corrected: null };
  const typed = [...new Set(text.split(' ').filter((w) => w.length >= 2))].slice(0, MAX_SEARCH_WORDS);
  const words = typed.length ? typed : [text];
  let corrected = false;
  const replaced: string[] = [];
  const plan = words.map((word) => {
    const one = singular(word);
    const alternatives = new Set([one, ...(lexicon.synonyms.get(word) ?? []), ...(lexicon.synonyms.get(one) ?? [])]);
    let best = word;
    if (options.forgiveTypos && !isKnownPrefix(lexicon, one)) {
      const fixes = corrections(lexicon, one);
      for (const fix of fixes) alternatives.add(fix);
      if (fixes[0]) {
        best = fixes[0];
        corrected = true;
      }
    }
    replaced.push(best);
    return [...alternatives];
  });
  return { words: plan, corrected: corrected ? replaced.join(' ') : null };
}
