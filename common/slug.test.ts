import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_SLUG,
  DEFAULT_VENDOR_SLUG,
  SLUG_CANDIDATE_LIMIT,
  SLUG_MIN_WORD_LENGTH,
  SLUG_SIMILARITY_THRESHOLD,
  bestNameMatch,
  canonicalPath,
  isUuid,
  nameFromSlug,
  productSlug,
  removeDiacritics,
  seoRedirect,
  significantWords,
  slugify,
  vendorSlug,
  wordOverlapScore,
} from './slug';

describe('constants', () => {
  it('are the documented values', () => {
    expect(SLUG_SIMILARITY_THRESHOLD).toBe(0.5);
    expect(SLUG_MIN_WORD_LENGTH).toBe(3);
    expect(SLUG_CANDIDATE_LIMIT).toBe(50);
    expect(DEFAULT_VENDOR_SLUG).toBe('loja');
    expect(DEFAULT_PRODUCT_SLUG).toBe('produto');
  });
});

describe('removeDiacritics', () => {
  it('strips Portuguese accents and the cedilla', () => {
    expect(removeDiacritics('Ação Pão Órgão Às Ü ê í ú')).toBe('Acao Pao Orgao As U e i u');
  });
});

describe('slugify', () => {
  it.each([
    ['Cimento CP-II 50kg', 'cimento-cp-ii-50kg'],
    ['Pão Francês', 'pao-frances'],
    ['Construção & Cia', 'construcao-cia'],
    ['Tinta_Acrílica  Branca', 'tinta-acrilica-branca'],
    ['  Loja do João!  ', 'loja-do-joao'],
    ['Açougue São José', 'acougue-sao-jose'],
    ['--Areia--Média--', 'areia-media'],
    ['Tijolo 8 furos (milheiro)', 'tijolo-8-furos-milheiro'],
    ['Nº 10/20', 'n-1020'],
    ['a\tb\nc', 'a-b-c'],
    ['ABC', 'abc'],
    ['100%', '100'],
    ['a - b', 'a-b'],
    ['snake_case__name', 'snake-case-name'],
  ])('slugifies %j as %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('日本')).toBe('');
    expect(slugify(null)).toBe('');
    expect(slugify(undefined)).toBe('');
  });

  it('is idempotent', () => {
    const once = slugify('Tinta Látex PVA 18L — Branco Neve');
    expect(once).toBe('tinta-latex-pva-18l-branco-neve');
    expect(slugify(once)).toBe(once);
  });
});

describe('vendorSlug / productSlug', () => {
  it('slugify the name', () => {
    expect(vendorSlug('Depósito Bom Preço')).toBe('deposito-bom-preco');
    expect(productSlug('Argamassa AC-III')).toBe('argamassa-ac-iii');
  });

  it("default to 'loja' and 'produto' when the name yields nothing", () => {
    expect(vendorSlug('')).toBe('loja');
    expect(vendorSlug('***')).toBe('loja');
    expect(vendorSlug(null)).toBe('loja');
    expect(productSlug('')).toBe('produto');
    expect(productSlug('---')).toBe('produto');
    expect(productSlug(undefined)).toBe('produto');
  });
});

describe('isUuid', () => {
  it('accepts UUIDs in either case', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUuid('cimento-cp-ii')).toBe(false);
    expect(isUuid('3f2504e04f8911d39a0c0305e82c3301')).toBe(false);
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c330')).toBe(false);
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301x')).toBe(false);
    expect(isUuid(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
    expect(isUuid('gf2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('seoRedirect', () => {
  it.each([
    ['/en/products/cimento', '/produto/cimento'],
    ['/en/products/loja-x/cimento', '/produto/loja-x/cimento'],
    ['/en/explore', '/explore'],
    ['/en/', '/'],
    ['/en/login', '/login'],
    ['/product/abc', '/produto/abc'],
    ['/products/abc', '/produto/abc'],
    ['/products/loja/item', '/produto/loja/item'],
    ['/en/product/abc', '/produto/abc'],
    ['/en/en/products/abc', '/produto/abc'],
  ])('redirects %j to %j', (from, to) => {
    expect(seoRedirect(from)).toBe(to);
  });

  it.each([
    ['/'],
    ['/produto/abc'],
    ['/produto/loja/abc'],
    ['/explore'],
    ['/en'],
    ['/english/abc'],
    ['/productsx/abc'],
    ['/product'],
    ['/product/'],
    ['/products/'],
    ['/home/en/abc'],
    ['/vendor/products/new'],
  ])('does not redirect %j', (path) => {
    expect(seoRedirect(path)).toBeNull();
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/en/products/cimento', '/produto/cimento'],
    ['/en/product/cimento', '/produto/cimento'],
    ['/products/cimento', '/produto/cimento'],
    ['/product/cimento', '/produto/cimento'],
    ['/en/cimento', '/produto/cimento'],
    ['/produto/loja/cimento', '/produto/loja/cimento'],
    ['/explore', '/explore'],
    ['/', '/'],
    ['/vendor/products/new', '/vendor/products/new'],
  ])('maps %j to %j', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });
});

describe('nameFromSlug', () => {
  it('decodes and turns separators into spaces', () => {
    expect(nameFromSlug('cimento-cp-ii')).toBe('cimento cp ii');
    expect(nameFromSlug('P%C3%A3o%20de%20Queijo')).toBe('Pão de Queijo');
    expect(nameFromSlug('tinta__branca--')).toBe('tinta branca');
  });

  it('keeps malformed escapes instead of throwing', () => {
    expect(nameFromSlug('100%-algodao')).toBe('100% algodao');
  });
});

describe('significantWords', () => {
  it('keeps distinct words of 3+ characters, without case or accents', () => {
    expect(significantWords('Cimento CP-II de 50kg Cimento')).toEqual(['cimento', '50kg']);
    expect(significantWords('Pão Francês')).toEqual(['pao', 'frances']);
    expect(significantWords('a de em')).toEqual([]);
  });
});

describe('wordOverlapScore', () => {
  it('is matched query words over query words', () => {
    expect(wordOverlapScore('cimento votoran 50kg', 'Cimento Votoran CP-II 50kg')).toBe(1);
    expect(wordOverlapScore('cimento votoran 50kg', 'Cimento Itaú 50kg')).toBeCloseTo(2 / 3, 10);
    expect(wordOverlapScore('cimento votoran', 'Cimento Itaú')).toBe(0.5);
    expect(wordOverlapScore('areia fina', 'Brita 1')).toBe(0);
  });

  it('ignores case, accents and short words', () => {
    expect(wordOverlapScore('pao de queijo', 'PÃO DE QUEIJO MINEIRO')).toBe(1);
    // 'cp' and 'ii' are too short, so only 'argamassa' counts
    expect(wordOverlapScore('argamassa cp ii', 'Argamassa Colante')).toBe(1);
  });

  it('counts repeated query words once', () => {
    expect(wordOverlapScore('tinta tinta branca', 'Tinta Azul')).toBe(0.5);
  });

  it('is not lowered by extra words in the candidate', () => {
    expect(wordOverlapScore('tijolo', 'Tijolo cerâmico 8 furos milheiro')).toBe(1);
  });

  it('is 0 when the query has no significant word', () => {
    expect(wordOverlapScore('a b', 'a b')).toBe(0);
    expect(wordOverlapScore('', 'Cimento')).toBe(0);
  });
});

describe('bestNameMatch', () => {
  const candidates = [
    { id: '1', name: 'Cimento Itaú 50kg' },
    { id: '2', name: 'Cimento Votoran CP-II 50kg' },
    { id: '3', name: 'Areia Média' },
    { id: '4', name: 'Pão de Queijo' },
  ];

  it('prefers an exact case-insensitive name', () => {
    expect(bestNameMatch('areia média', candidates)?.id).toBe('3');
    expect(bestNameMatch('  PÃO DE QUEIJO ', candidates)?.id).toBe('4');
  });

  it('prefers the exact name even when another candidate scores the same by words', () => {
    const list = [
      { id: 'a', name: 'Areia Média Lavada' },
      { id: 'b', name: 'Areia Média' },
    ];
    expect(bestNameMatch('Areia Média', list)?.id).toBe('b');
  });

  it('falls back to the highest word overlap above 0.5', () => {
    expect(bestNameMatch('cimento votoran 50kg', candidates)?.id).toBe('2');
    expect(bestNameMatch('pao queijo', candidates)?.id).toBe('4');
  });

  it('requires a score strictly above 0.5', () => {
    // 'cimento' matches, 'tupi' does not: 1/2 is not enough
    expect(bestNameMatch('cimento tupi', candidates)).toBeNull();
  });

  it('gives ties to the earlier candidate', () => {
    expect(bestNameMatch('cimento 50kg', candidates)?.id).toBe('1');
  });

  it('returns null when nothing matches, for empty queries and for no candidates', () => {
    expect(bestNameMatch('furadeira', candidates)).toBeNull();
    expect(bestNameMatch('', candidates)).toBeNull();
    expect(bestNameMatch('   ', candidates)).toBeNull();
    expect(bestNameMatch('cimento', [])).toBeNull();
  });

  it('only scores the first 50 candidates', () => {
    const filler = Array.from({ length: 50 }, (_, i) => ({ id: `f${i}`, name: `Produto ${i}` }));
    const late = { id: 'late', name: 'Furadeira de Impacto' };
    expect(bestNameMatch('furadeira impacto', [...filler, late])).toBeNull();
    expect(bestNameMatch('furadeira impacto', [...filler.slice(1), late])?.id).toBe('late');
    // an exact name still wins wherever it is
    expect(bestNameMatch('Furadeira de Impacto', [...filler, late])?.id).toBe('late');
  });

  it('keeps the candidate type', () => {
    const typed = [{ id: 'x', name: 'Brita 1', price: '10.00' }];
    expect(bestNameMatch('brita 1', typed)?.price).toBe('10.00');
  });
});
