// Small pt-BR display helpers of the catalogue (pure): the screens and the server-rendered first screens
// of the product page and /explore (api/system/product-first-screen.ts, explore-first-screen.ts) print
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
