import { describe, expect, it } from 'vitest';
import { scriptJson } from '../shared/html';
import { productDescription, productHead, type HeadProduct } from './product-head';

const product = (overrides: Partial<HeadProduct> = {}): HeadProduct => ({
  name: 'Cimento CP II 50kg',
  description: 'Cimento Portland composto.',
  unit: 'saco 50kg',
  price: '49.90',
  unitPrice: '49.90',
  images: ['/uploads/cimento.png'],
  points: 5,
  stock: 120,
  rating: { average: 0, count: 0 },
  promotion: { active: false, endsAt: null, discountPercent: null },
  segment: { name: 'Material de Construção', slug: 'material-de-construcao' },
  store: { databaseId: 7, name: 'Depósito Central', city: 'Capelinha' },
  ...overrides,
});

describe("a product page's head as the server writes it", () => {
  it('describes the product with its price, unit and store, and cuts a long text at a word', () => {
    expect(productDescription(product())).toBe('R$ 49,90 / saco 50kg na Depósito Central (Capelinha). Cimento Portland composto.');
    expect(productDescription(product({ description: null, unit: null, store: { databaseId: 7, name: 'Depósito Central' } }))).toBe(
      'R$ 49,90 / un na Depósito Central. Pague só na entrega e ganhe pontos no Clube Local.',
    );
    const long = productDescription(product({ description: 'palavra '.repeat(40) }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/ palavra…$/);
  });

  it('gives link previews an absolute image and the offer, and schema.org the rating only when there is one', () => {
    const { title, headTags: tags } = productHead(product(), 'https://clube.example/produto/deposito-central/cimento');
    expect(title).toBe('Cimento CP II 50kg · Clube Local');
    expect(tags).toContain('<meta property="og:image" content="https://clube.example/uploads/cimento.png" />');
    expect(tags).toContain('<meta property="product:price:amount" content="49.90" />');
    expect(tags).not.toContain('aggregateRating');
    expect(productHead(product({ rating: { average: 4.2, count: 5 } }), 'https://clube.example/p').headTags).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.2,"reviewCount":5}');
    expect(productHead(product({ images: [] }), 'https://clube.example/p').headTags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('writes JSON into a script element that nothing inside can close', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });

});
