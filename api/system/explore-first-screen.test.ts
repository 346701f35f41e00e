import { describe, expect, it } from 'vitest';
import { explorePageContent, exploreFirstScreen, EXPLORE_FIRST_SCREEN_MEDIA, memberExplorePageContent, type FirstScreenCard } from './explore-first-screen';
import { SMALL_PHONES } from './first-screen-parts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const card = (overrides: Partial<FirstScreenCard> = {}): FirstScreenCard => ({
  name: 'Cimento CP II 50kg',
  path: '/produto/deposito-central/cimento-cp-ii-50kg',
  unit: 'saco 50kg',
  price: '49.90',
  unitPrice: '49.90',
  images: ['/uploads/cimento.png'],
  points: 5,
  rating: { average: 0, count: 0 },
  promotion: { active: false, endsAt: null, discountPercent: null },
  store: { name: 'Depósito Central' },
  ...overrides,
});
const segments = [{ name: 'Elétrica', slug: 'eletrica' }];

describe('/explore as the server writes it for a phone', () => {
  it('draws the title, count, chips and the first eight cards, the first four loading at once', () => {
    const html = exploreFirstScreen(Array.from({ length: 10 }, (_, i) => card({ name: `Produto ${i + 1}` })), 190, segments, NOW);
    expect(html).toContain('<h1>Explorar</h1><p class="fs-ex-count">190 produtos</p>');
    expect(html).toContain('<a class="fs-ex-chip fs-ex-chip-on" href="/explore" aria-current="true">Todos</a>');
    expect(html).toContain('<a class="fs-ex-chip" href="/explore?categoria=eletrica">Elétrica</a>');
    expect(html.match(/<h3>/g)).toHaveLength(8);
    expect(html).not.toContain('Produto 9');
    expect(html.match(/loading="eager"/g)).toHaveLength(4);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toContain('<p class="fs-ex-muted">Sem avaliações</p>');
    expect(html).toContain('<p class="fs-ex-points">Ganhe 5 pontos</p>');
    expect(html).toContain('aria-label="Adicionar Produto 1 ao carrinho"');
  });

  it('shows an offer with its badge, struck price, red price and running clock; a rating with its stars', () => {
    const endsAt = new Date(NOW + (26 * 3600 + 30) * 1000).toISOString();
    const html = exploreFirstScreen([card({ unitPrice: '39.90', promotion: { active: true, endsAt, discountPercent: 20 }, rating: { average: 4.24, count: 5 } })], 1, [], NOW);
    expect(html).toContain('<span class="fs-ex-off" aria-label="20% de desconto">-20%</span>');
    expect(html).toMatch(/<p class="fs-ex-was"><span class="fs-sr">De <\/span>R\$\s49,90<\/p>/);
    expect(html).toMatch(/<p class="fs-sale"><span class="fs-sr">Por <\/span>R\$\s39,90<\/p>/);
    expect(html).toContain(`data-ends-at="${Date.parse(endsAt)}"`);
    expect(html).toContain('<span>1d 02h 00m 30s</span>');
    expect(html).toContain('role="img" aria-label="Nota 4,2 de 5, 5 avaliações"');
    expect(html).toContain('1 produto</p>');
  });

  it('escapes what a shop writes, and a product without photo says so', () => {
    const html = exploreFirstScreen([card({ name: '<img src=x onerror=alert(1)>', store: { name: '"Loja" & cia' }, path: '/produto/a"b/c', images: [] })], 1, [{ name: '<b>', slug: 'a b&c' }], NOW);
    expect(html).not.toMatch(/<img src=x|<b>/);
    expect(html).toContain('<h3>&lt;img src=x onerror=alert(1)&gt;</h3>');
    expect(html).toContain('&quot;Loja&quot; &amp; cia');
    expect(html).toContain('href="/produto/a&quot;b/c"');
    expect(html).toContain('href="/explore?categoria=a%20b%26c">&lt;b&gt;</a>');
    expect(html).toContain('aria-label="&lt;img src=x onerror=alert(1)&gt;: Imagem não disponível"');
  });

  it('is for phones, and the plain page when the catalogue or the chips are empty or an answer failed', () => {
    const products = { data: { products: { totalCount: 1, edges: [{ node: card() }] } } };
    const chips = { data: { segments } };
    const content = explorePageContent([products, chips]);
    expect(content).toMatchObject({ title: 'Explorar · Clube Local', media: EXPLORE_FIRST_SCREEN_MEDIA });
    expect(content?.description).toMatch(/^1 produto das lojas parceiras/);
    expect(explorePageContent([{ data: { products: { totalCount: 0, edges: [] } } }, chips])).toBeNull();
    expect(explorePageContent([products, { data: { segments: [] } }])).toBeNull();
    expect(explorePageContent([products, { data: null }])).toBeNull();
  });

  it("is drawn for a signed-in shopper on a small phone with their header and tabs; the plain page for a store owner's or an admin's", () => {
    const products = { data: { products: { totalCount: 1, edges: [{ node: card() }] } } };
    const chips = { data: { segments } };
    const frame = { viewer: { name: 'Paulo Pedreiro', role: 'PROFESSIONAL', isAdmin: false }, unreadNotifications: 0, chatUnread: { asCustomer: 1 }, cart: { count: 3 }, siteSettings: null };
    const content = memberExplorePageContent([products, chips, { data: frame }]);
    expect(content).toMatchObject({ title: 'Explorar · Clube Local', media: SMALL_PHONES, signedIn: true });
    expect(content?.firstScreen).toMatch(/^<div class="fs fs-si">/);
    expect(content?.firstScreen).toContain('aria-label="Minha conta: Paulo Pedreiro"');
    expect(content?.firstScreen).toContain('aria-label="Carrinho: Meu Carrinho, 3 itens no carrinho"');
    expect(content?.firstScreen).not.toContain('href="/login"');
    expect(memberExplorePageContent([products, chips, { data: { ...frame, viewer: { ...frame.viewer, role: 'STORE_OWNER' } } }])).toBeNull();
    expect(memberExplorePageContent([products, chips, { data: { ...frame, viewer: { ...frame.viewer, isAdmin: true } } }])).toBeNull();
    expect(memberExplorePageContent([products, chips, { data: { ...frame, viewer: null } }])).toBeNull();
    expect(memberExplorePageContent([products, chips, { errors: ['x'] }])).toBeNull();
  });
});
