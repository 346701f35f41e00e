import { describe, expect, it } from 'vitest';
import { HOME_FIRST_SCREEN_MEDIA, homeFirstScreen, homePageContent, type HomeFirstScreenData } from './home-first-screen';

const CARLA = { name: 'Carla Consumidora', role: 'CONSUMER', isAdmin: false } as const;
const data = (overrides: Partial<HomeFirstScreenData> = {}): HomeFirstScreenData => ({
  viewer: CARLA,
  unreadNotifications: 0,
  chatUnread: { asCustomer: 0 },
  cart: { count: 0 },
  siteSettings: { siteName: null, logoUrl: '/uploads/logo.svg', updatedAt: '2026-11-29T10:00:00.000Z' },
  banners: [
    { title: 'Segundo', position: 2, backgroundGradient: null },
    { title: 'Primeiro', subtitle: 'Tudo perto', ctaText: 'Ver', ctaLink: 'https://exemplo.com.br/promo', mobileImageUrl: '/m.svg', desktopImageUrl: '/d.svg', position: 1, backgroundGradient: 'linear-gradient(135deg, #0B5CD7 0%, #073A88 100%)' },
  ],
  bannerSettings: { showIndicators: true, showNavigation: true },
  homeRecommendations: [
    {
      name: 'Ovos Caipiras',
      path: '/produto/hortifruti/ovos',
      unit: 'dúzia',
      price: '14.90',
      unitPrice: '10.43',
      images: ['/ovos.svg'],
      points: 1,
      rating: { average: 3.2, count: 6 },
      promotion: { active: true, endsAt: null, discountPercent: 30 },
      store: { name: 'Hortifrúti Verde Vale' },
    },
  ],
  ...overrides,
});
/** The answer for a signed-in shopper: the only one homeFirstScreen draws. */
const shopper = (overrides: Partial<HomeFirstScreenData> = {}) => ({ ...data(overrides), viewer: CARLA });

describe("a signed-in shopper's /home as the server writes it for a phone", () => {
  it('draws the header with the logo and counts, the first banner by position, the shortcuts, the first card and the tabs', () => {
    const html = homeFirstScreen(shopper({ unreadNotifications: 3, cart: { count: 120 }, chatUnread: { asCustomer: 1 } }));
    expect(html).toContain('<a class="fs-si-logo" href="/"><img src="/uploads/logo.svg?v=2026-11-29T10%3A00%3A00.000Z" alt="Clube Local, página inicial" /></a>');
    expect(html).toContain('<span class="fs-si-count">3<span class="fs-sr"> não lidas</span></span>');
    // The banner with the lowest position, its picture for phones, an outside link as the app opens it.
    expect(html).toContain('aria-label="1 de 2: Primeiro" style="background: linear-gradient(135deg, #0B5CD7 0%, #073A88 100%)"');
    expect(html).toContain('<source media="(max-width: 767px)" srcset="/m.svg" /><img src="/d.svg" alt="" />');
    expect(html).toContain('<a class="fs-hm-cta" href="https://exemplo.com.br/promo" rel="noopener noreferrer">Ver ');
    expect(html).toContain('aria-label="Ir para o banner 2: Segundo"><span></span></button>');
    expect(html.match(/<li>/g)).toHaveLength(8 + 6); // shortcuts + tabs
    expect(html).toContain('<div class="fs-ex-badges"><span class="fs-ex-off" aria-label="30% de desconto">-30%</span><span class="fs-ex-free">');
    expect(html).toContain('<img src="/ovos.svg" alt="Ovos Caipiras" loading="eager" decoding="async" fetchpriority="high" />');
    // Badges: 99+ past 99, and what a screen reader says.
    expect(html).toContain('<a href="/cart" aria-label="Carrinho: Meu Carrinho, 120 itens no carrinho"><span class="fs-si-tab-icon">');
    expect(html).toContain('<span class="fs-si-badge" aria-hidden="true" data-count="99+"></span></span><span>Carrinho</span></a>');
    expect(html).toContain('<span>Chat</span><span class="fs-sr">, 1 mensagem não lida</span>');
    expect(html).toContain('<a href="/home" class="fs-si-on" aria-current="page">');
  });

  it("offers a signed-in person their own places, never 'Entre na sua conta' nor a banner's 'Criar conta'", () => {
    const html = homeFirstScreen(shopper({ banners: [{ title: 'Compre e acumule pontos', ctaText: 'Criar conta', ctaLink: '/signup', position: 1, backgroundGradient: null }] }));
    expect(html).toContain('<li><a href="/profile/orders"><span class="fs-hm-disc">');
    expect(html).toContain('<span class="fs-hm-label">Meus pedidos</span>');
    expect(html).toContain('<li><a href="/profile/points-history"><span class="fs-hm-disc">');
    expect(html).toContain('<li><a href="/profile/addresses"><span class="fs-hm-disc">');
    expect(html).toContain('<span class="fs-hm-label">Endereços</span>');
    expect(html).toContain('<a class="fs-hm-cta" href="/profile/points-history">Meus pontos ');
    expect(html).not.toMatch(/Entre na sua conta|Insira sua localização|Criar conta|href="\/signup"|href="\/login"/);
  });

  it('writes the name when the site has no logo, and no arrows or dots for one banner', () => {
    const html = homeFirstScreen(shopper({ siteSettings: null, banners: [data().banners[1]], unreadNotifications: 0 }));
    expect(html).toContain('<a class="fs-sh-logo" href="/">Clube Local</a>');
    expect(html).not.toMatch(/fs-hm-arrow|fs-hm-dots|fs-si-count|fs-si-badge/);
  });

  it("is drawn for shoppers and professionals only, with a banner and a suggestion; the largest picture is asked for first", () => {
    const content = homePageContent({ data: data() as unknown as Record<string, unknown> });
    expect(content).toMatchObject({ title: 'Início · Clube Local', media: HOME_FIRST_SCREEN_MEDIA, signedIn: true });
    expect(content?.headTags).toBe('<link rel="preload" as="image" href="/ovos.svg" fetchpriority="high" media="(max-width: 29.99em)" />');
    const plain = [
      data({ viewer: null }),
      data({ viewer: { name: 'Lojista', role: 'STORE_OWNER', isAdmin: false } }),
      data({ viewer: { name: 'Admin', role: 'CONSUMER', isAdmin: true } }),
      data({ banners: [] }),
      data({ homeRecommendations: [] }),
    ];
    for (const each of plain) expect(homePageContent({ data: each as unknown as Record<string, unknown> })).toBeNull();
    expect(homePageContent({ data: data() as unknown as Record<string, unknown>, errors: [{ message: 'x' }] })).toBeNull();
    expect(homePageContent({ data: data({ viewer: { name: 'Pedro', role: 'PROFESSIONAL', isAdmin: false } }) as unknown as Record<string, unknown> })?.firstScreen).toContain(
      '<a href="/services"><span class="fs-hm-disc">',
    );
  });
});
