// Small pt-BR display helpers of the catalogue (pure): the screens and the server-rendered first screen
// of the product page (api/system/product-first-screen.ts) print the same texts.
import { formatMoney } from './money';

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

/** '-30%' */
export function discountLabel(percent: number): string {
  return `-${percent}%`;
}
