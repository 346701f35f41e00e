import { describe, expect, it } from 'vitest';
import { initials, professionalsFirstScreen, professionalsPageContent, type FirstScreenProfessional } from './professionals-first-screen';
import { PHONES } from './first-screen-parts';

const professional = (overrides: Partial<FirstScreenProfessional> = {}): FirstScreenProfessional => ({
  name: 'Paulo Pedreiro',
  avatarUrl: null,
  trades: ['Pedreiro', 'Azulejista'],
  towns: ['Angelândia', 'Capelinha'],
  bio: 'Pedreiro há 15 anos.',
  whatsapp: '33999990000',
  path: '/profissionais/abc',
  ...overrides,
});

describe('/profissionais as the server writes it for a phone', () => {
  it('draws the filters and the first six cards as the app does', () => {
    const html = professionalsFirstScreen(
      Array.from({ length: 8 }, (_, i) => professional({ name: `Pro ${i + 1}` })),
      ['Angelândia', 'Capelinha'],
    );
    expect(html).toContain('<h1>Profissionais</h1>');
    expect(html).toContain('<select id="fs-pro-oficio" name="oficio"><option value="">Todos os ofícios</option><option value="Pedreiro">Pedreiro</option>');
    expect(html).toContain('<select id="fs-pro-cidade" name="cidade"><option value="">Todas as cidades</option><option value="Angelândia">Angelândia</option><option value="Capelinha">Capelinha</option></select>');
    expect(html.match(/<li class="fs-pro-card">/g)).toHaveLength(6);
    expect(html).not.toContain('Pro 7');
    expect(html).toContain('<div class="fs-pro-trades"><span>Pedreiro</span><span>Azulejista</span></div><p class="fs-pro-towns">Atende em Angelândia, Capelinha</p>');
    expect(html).toContain('href="https://wa.me/5533999990000?text=Ol%C3%A1%2C%20Pro%201!%20Encontrei%20voc%C3%AA%20no%20Clube%20Local." target="_blank" rel="noopener noreferrer" aria-label="WhatsApp de Pro 1: (33) 99999-0000"');
    expect(html).toContain('<a class="fs-btn fs-btn-outline fs-pro-small" href="/profissionais/abc">Ver cartão</a>');
  });

  it("shows a photo over the initials, no bio paragraph without one, and escapes what a professional writes", () => {
    const html = professionalsFirstScreen([professional({ name: '<b>Zé</b> "Obras"', avatarUrl: '/uploads/ze.png', bio: null, trades: ['<i>Pintor</i>'] })], ['<Capelinha>']);
    expect(html).toContain('<span class="fs-pro-avatar"><span>&lt;&quot;</span><img src="/uploads/ze.png" alt="" /></span>');
    expect(html).toContain('<p class="fs-pro-name">&lt;b&gt;Zé&lt;/b&gt; &quot;Obras&quot;</p>');
    expect(html).toContain('<span>&lt;i&gt;Pintor&lt;/i&gt;</span>');
    expect(html).toContain('<option value="&lt;Capelinha&gt;">&lt;Capelinha&gt;</option>');
    expect(html).not.toContain('fs-pro-bio');
    expect(html).not.toMatch(/<b>|<i>/);
  });

  it("takes the initials as Chakra's avatar does: the first letters of the first and last words", () => {
    expect(initials('Paulo Pedreiro')).toBe('PP');
    expect(initials(' Maria da Silva ')).toBe('MS');
    expect(initials('Cher')).toBe('C');
  });

  it('is the page for phones from the Professionals answer, and the plain page with no one to list', () => {
    const content = professionalsPageContent([{ data: { professionals: { edges: [{ node: professional() }] }, professionalTowns: ['Capelinha'] } }]);
    expect(content).toMatchObject({ title: 'Profissionais · Clube Local', media: PHONES });
    expect(content!.firstScreen).toContain('Paulo Pedreiro');
    expect(professionalsPageContent([{ data: { professionals: { edges: [] }, professionalTowns: [] } }])).toBeNull();
    expect(professionalsPageContent([{ data: null }])).toBeNull();
  });
});
