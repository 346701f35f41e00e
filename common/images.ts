// Product images arrive in many shapes: a list of URLs, a text-encoded list
// ('{a,b}', the Postgres array literal), a JSON string of a list or of one URL, objects with a url,
// path, src, imageUrl or imagemUrl field, and mixtures of these. normalizeImages turns any of them
// into one clean list. The API calls it when a product is WRITTEN (seed, vendor forms, imports),
// so every read returns a clean list and clients never parse images again.
import { isAcceptedImageValue } from './validation';

/** Object keys that may hold an image, in the order they are tried. */
export const IMAGE_OBJECT_KEYS = ['url', 'imageUrl', 'imagemUrl', 'src', 'path'] as const;

/** Deeper nesting than this is ignored (protects against pathological or cyclic input). */
const MAX_DEPTH = 8;

/**
 * Reads a Postgres array literal ('{a,b}', '{"a b","c\\"d"}', '{}') into its elements, or null when
 * the text is not one. NULL elements are dropped; nested arrays are flattened.
 */
export function parsePostgresArray(text: string): string[] | null {
  const source = text.trim();
  if (!source.startsWith('{') || !source.endsWith('}')) return null;
  const out: string[] = [];
  let i = 1;
  const end = source.length - 1;
  while (i < end) {
    const ch = source[i];
    if (ch === ',' || ch === ' ' || ch === '{' || ch === '}') {
      i++;
      continue;
    }
    if (ch === '"') {
      let value = '';
      i++;
      while (i < end && source[i] !== '"') {
        if (source[i] === '\\' && i + 1 < end) i++;
        value += source[i++];
      }
      if (source[i] !== '"') return null; // unterminated quote
      i++;
      out.push(value);
    } else {
      let value = '';
      while (i < end && source[i] !== ',' && source[i] !== '}') value += source[i++];
      value = value.trim();
      if (value !== '' && value.toUpperCase() !== 'NULL') out.push(value);
    }
  }
  return out;
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function collect(value: unknown, depth: number, out: string[]): void {
  if (value == null || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return;
    const first = text[0];
    if (first === '[' || first === '{' || first === '"') {
      const parsed = tryJson(text);
      if (parsed.ok) {
        collect(parsed.value, depth + 1, out);
        return;
      }
      if (first === '{') {
        const elements = parsePostgresArray(text);
        if (elements) {
          for (const element of elements) collect(element, depth + 1, out);
          return;
        }
      }
    }
    if (isAcceptedImageValue(text)) out.push(text);
    return;
  }
  if (Array.isArray(value)) {
    for (const element of value) collect(element, depth + 1, out);
    return;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // One object describes one image: the first key that yields an accepted URL wins
    // ({ path: 'produtos/a.png', url: 'https://…/a.png' } gives only the URL).
    for (const key of IMAGE_OBJECT_KEYS) {
      const found: string[] = [];
      collect(record[key], depth + 1, found);
      if (found.length) {
        out.push(...found);
        return;
      }
    }
  }
  // numbers, booleans, functions: not images
}

/**
 * A clean list of image URLs from any accepted shape: trimmed, only values accepted by
 * validateImage (http(s)://, blob:, data:image/ or a /path), duplicates removed (first one kept),
 * order preserved. Never throws; anything unreadable gives [].
 */
export function normalizeImages(value: unknown): string[] {
  const found: string[] = [];
  collect(value, 0, found);
  return [...new Set(found)];
}

