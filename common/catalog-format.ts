// Small pt-BR display helpers of the catalogue (pure): the screens and the server-rendered first screens
// of the product page and /explore (api/system/product-head.ts, explore-first-screen.ts) print
// the same texts.
import { formatMoney, groupThousands } from './money';

export { formatMoney };

/** '4,5' (one decimal, decimal comma). */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}

/** '1 avaliação' / '12 avaliações'. */
export function reviewsLabel(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}

/** 'Ganhe 12 pontos' / 'Ganhe 1 ponto'. */
export function pointsLabel(points: number): string {
  return `Ganhe ${points} ${points === 1 ? 'ponto' : 'pontos'}`;
}

/** '/ un', '/ saco 50kg' (shown after the price). */
export function unitLabel(unit: string | null | undefined): string {
  return `/ ${unit?.trim() || 'un'}`;
}

// Units written as abbreviations or symbols never take a plural ('3 kg', '2 m²', '5 un').
const UNIT_SYMBOLS = new Set(['un', 'und', 'unid', 'kg', 'g', 'mg', 'm', 'm2', 'm²', 'm3', 'm³', 'cm', 'mm', 'km', 'l', 'ml', 'lt', 'cx', 'pç', 'pc', 'pct', 'gl', 'sc', 'dz', 't', 'ton']);

/** A unit's first word in the plural, by pt-BR's regular rules ('rolo' → 'rolos', 'galão' → 'galões', 'par' → 'pares'). */
function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNIT_SYMBOLS.has(lower) || /[\d.]/.test(word) || /s$/i.test(word)) return word;
  if (/ão$/i.test(word)) return `${word.slice(0, -2)}ões`;
  if (/[aeiouáéíóúâêô]$/i.test(word)) return `${word}s`;
  if (/[rz]$/i.test(word)) return `${word}es`;
  return word;
}

/** '1 rolo 50m', '2 rolos 50m', '3 kg', '2 sacos 50kg': the quantity with its unit in agreement. */
export function quantityWithUnit(quantity: number, unit: string | null | undefined): string {
  const [first = 'un', ...rest] = (unit?.trim() || 'un').split(/\s+/);
  const word = Math.abs(quantity) === 1 ? first : pluralWord(first);
  return [`${quantity}`, word, ...rest].join(' ');
}

/** '-30%' */
export function discountLabel(percent: number): string {
  return `-${percent}%`;
}

/**
 * '1 produto' / '1.234 produtos' (the count above /explore's grid), without `toLocaleString`: it would
 * load the browser's pt-BR locale data (~12 ms of CPU) on /explore's start.
 */
export function productCountLabel(total: number): string {
  return total === 1 ? '1 produto' : `${groupThousands(String(total))} produtos`;
}

/** '2d 05h 09m 03s' / '05h 09m 03s': the time left of an offer on a product card. */
export function compactTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  return `${days > 0 ? `${days}d ` : ''}${pad(Math.floor((total % 86_400) / 3600))}h ${pad(Math.floor((total % 3600) / 60))}m ${pad(total % 60)}s`;
}
