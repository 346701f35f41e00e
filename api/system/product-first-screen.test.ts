import { describe, expect, it } from 'vitest';
import { scriptJson } from '../shared/html';
import { memberProductPageContent, productDescription, productFirstScreen, productHead, type FirstScreenProduct } from './product-first-screen';
import { SMALL_PHONES } from './first-screen-parts';

const product = (overrides: Partial<FirstScreenProduct> = {}): FirstScreenProduct => ({
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

describe('the product page as the server writes it', () => {
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

  it('draws the top of the page: store, title, rating, price, points and stock', () => {
    const html = productFirstScreen(product({ rating: { average: 4.2, count: 5 } }));
    expect(html).toContain('href="/loja/7"');
    expect(html).toContain('<h1>Cimento CP II 50kg</h1>');
    expect(html).toContain('4,2 (5 avaliações)');
    expect(html.match(/fs-star-on/g)).toHaveLength(4);
    expect(html).toContain('R$ 49,90');
    expect(html).toContain('Ganhe 5 pontos');
    expect(html).toContain('Em estoque (120 disponíveis)');
    expect(productFirstScreen(product({ stock: 3 }))).toContain('Últimas unidades: restam 3 saco 50kg');
  });

  it("stops at the price when an offer's countdown follows it (the clock is the app's)", () => {
    const html = productFirstScreen(product({ unitPrice: '39.90', promotion: { active: true, endsAt: '2026-12-01T00:00:00.000Z', discountPercent: 20 } }));
    expect(html).toContain('<span class="fs-sr">De </span>R$ 49,90');
    expect(html).toContain('-20%');
    expect(html).toContain('R$ 39,90');
    expect(html).not.toContain('Ganhe 5 pontos');
    expect(html).not.toContain('Em estoque');
  });

  it('writes JSON into a script element that nothing inside can close', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });

  it("draws a signed-in shopper's page with their header, the tabs and their favourite; a store owner's is not drawn", () => {
    const frame = { viewer: { name: 'Carla Consumidora', role: 'CONSUMER', isAdmin: false }, unreadNotifications: 2, chatUnread: null, cart: { count: 0 }, siteSettings: null };
    const content = memberProductPageContent([{ data: { productBySlug: product({ isFavorite: true }) } }, { data: frame }], 'https://clube.local/produto/a/b');
    expect(content).toMatchObject({ title: 'Cimento CP II 50kg · Clube Local', media: SMALL_PHONES, signedIn: true });
    expect(content?.firstScreen).toContain('aria-label="Minha conta: Carla Consumidora"');
    expect(content?.firstScreen).toContain('<span class="fs-si-count">2<span class="fs-sr"> não lidas</span></span>');
    expect(content?.firstScreen).toContain('<nav class="fs-si-tabs" aria-label="Navegação do app">');
    expect(content?.firstScreen).toContain('<span class="fs-fav fs-fav-on" aria-hidden="true">');
    expect(content?.firstScreen).not.toContain('href="/login"');
    // A visitor's heart is empty.
    expect(productFirstScreen(product())).toContain('<span class="fs-fav" aria-hidden="true">');
    const owner = { ...frame, viewer: { ...frame.viewer, role: 'STORE_OWNER' } };
    expect(memberProductPageContent([{ data: { productBySlug: product() } }, { data: owner }], 'https://clube.local/produto/a/b')).toBeNull();
    expect(memberProductPageContent([{ data: { productBySlug: null } }, { data: frame }], 'https://clube.local/produto/a/b')).toBeNull();
  });
});
