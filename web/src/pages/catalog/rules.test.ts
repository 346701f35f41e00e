import { describe, expect, it } from 'vitest';
import { hasFilters, priceInput, readExploreParams, toProductFilter, toProductSort, writeExploreParams } from './exploreParams';
import { discountLabel, formatRating, pointsLabel, reviewsLabel, unitLabel } from '@common/catalog-format';
import { clampQuantity, maxQuantity, quantityStep } from '@common/quantity';
import { versionedUrl } from '@common/urls';

describe('explore URL parameters', () => {
  it('reads search, categoria and the filters into the API filter and sort', () => {
    const state = readExploreParams(new URLSearchParams('search=%20cimento%20&categoria=materiais-construcao&promocoes=1&min=10,5&max=1.234,00&loja=3f2504e0-4f89-41d3-9a0c-0305e82c3301&ordem=menor-preco'));
    expect(state).toMatchObject({ search: 'cimento', categoria: 'materiais-construcao', onlyPromotions: true, min: '10.50', max: '1234.00', loja: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', ordem: 'menor-preco' });
    expect(toProductFilter(state)).toEqual({ search: 'cimento', segmentSlug: 'materiais-construcao', onlyPromotions: true, minPrice: '10.50', maxPrice: '1234.00', storeId: btoa('Store:3f2504e0-4f89-41d3-9a0c-0305e82c3301') });
    expect(toProductFilter(readExploreParams(new URLSearchParams('loja=abc')))).toEqual({}); // not a store id: ignored
    expect(toProductSort(state.ordem)).toBe('PRICE_ASC');
    expect(writeExploreParams(state).toString()).toBe('search=cimento&categoria=materiais-construcao&promocoes=1&min=10.50&max=1234.00&loja=3f2504e0-4f89-41d3-9a0c-0305e82c3301&ordem=menor-preco');
  });

  it('ignores bad values and leaves defaults out of the URL', () => {
    const state = readExploreParams(new URLSearchParams('min=abc&ordem=qualquer&search=a'));
    expect(state.min).toBe('');
    expect(state.ordem).toBe('recentes');
    expect(toProductFilter(state)).toEqual({}); // 1-character search is not sent
    expect(writeExploreParams(state).toString()).toBe('search=a');
    expect(hasFilters(readExploreParams(new URLSearchParams('ordem=avaliados')))).toBe(false);
    expect(toProductSort('maior-desconto')).toBe('BIGGEST_DISCOUNT');
    expect(toProductSort('avaliados')).toBe('BEST_RATED');
    expect(priceInput('12,5')).toBe('12.50');
    expect(priceInput('-3')).toBeNull();
    expect(priceInput('')).toBe('');
  });
});

describe('quantity in multiples', () => {
  const multiple = { quantityControl: 'MULTIPLE' as const, conversionValue: 6, stock: 40 };
  it('steps by conversionValue up to the stock rounded down', () => {
    expect(quantityStep(multiple)).toBe(6);
    expect(maxQuantity(multiple)).toBe(36);
    expect(clampQuantity(multiple, 1)).toBe(6);
    expect(clampQuantity(multiple, 14)).toBe(12);
    expect(clampQuantity(multiple, 100)).toBe(36);
    expect(quantityStep({ quantityControl: 'UNIT', conversionValue: 6 })).toBe(1);
    expect(quantityStep({ quantityControl: 'MULTIPLE', conversionValue: 0 })).toBe(1);
    expect(maxQuantity({ ...multiple, stock: 5 })).toBe(0);
  });
});

describe('display helpers', () => {
  it('formats in pt-BR', () => {
    expect(formatRating(4.25)).toBe('4,3');
    expect(reviewsLabel(1)).toBe('1 avaliação');
    expect(reviewsLabel(3)).toBe('3 avaliações');
    expect(pointsLabel(1)).toBe('Ganhe 1 ponto');
    expect(pointsLabel(12)).toBe('Ganhe 12 pontos');
    expect(unitLabel('')).toBe('/ un');
    expect(discountLabel(30)).toBe('-30%');
    expect(versionedUrl('/uploads/f.png', '2026-11-22T10:00:00.000Z')).toBe('/uploads/f.png?v=2026-11-22T10%3A00%3A00.000Z');
    expect(versionedUrl('/f.png?a=1', 'x')).toBe('/f.png?a=1&v=x');
  });
});

describe('carousel cards per view', () => {
  it('is 1, 2, 3 or 4 by width', async () => {
    const { cardsPerView } = await import('./ProductCarousel');
    expect([320, 479, 480, 767, 768, 1023, 1024, 1920].map(cardsPerView)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
