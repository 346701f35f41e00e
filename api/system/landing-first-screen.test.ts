import { describe, expect, it } from 'vitest';
import { BENEFITS, FOOTER_COLUMNS, STEPS, TESTIMONIALS } from '../../common/landing';
import { landingFirstScreen, landingPageContent } from './landing-first-screen';
import { PHONES } from './first-screen-parts';

const segments = Array.from({ length: 7 }, (_, i) => ({ name: `Segmento ${i + 1}`, slug: `segmento-${i + 1}` }));

describe('the landing as the server writes it for a phone', () => {
  it("draws every section from the app's texts, the categories and the footer", () => {
    const html = landingFirstScreen(segments, 2031);
    for (const { title } of [...BENEFITS, ...STEPS]) expect(html).toContain(title);
    STEPS.forEach(({ title }, i) => expect(html).toContain(`<h3><span class="fs-sr">Passo ${i + 1}: </span>${title}</h3>`));
    for (const { name } of TESTIMONIALS) expect(html).toContain(`<strong>${name}</strong>`);
    for (const { links } of FOOTER_COLUMNS) for (const { label, to } of links) expect(html).toContain(`<a href="${to}">${label}</a>`);
    // Every segment in the section; the first five and 'Todas as categorias' in the footer.
    expect(html.match(/<li><a href="\/explore\?categoria=segmento-\d"><span class="fs-ld-category">/g)).toHaveLength(7);
    const footerCategories = /<nav aria-label="Categorias">(.*?)<\/nav>/.exec(html)![1];
    expect([...footerCategories.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Segmento 1', 'Segmento 2', 'Segmento 3', 'Segmento 4', 'Segmento 5', 'Todas as categorias']);
    expect(html).toContain('<p>© 2031 Clube Local. Todos os direitos reservados.</p>');
    // The icons are the app's, hidden from screen readers.
    expect(html).not.toMatch(/<svg(?![^>]*aria-hidden="true")/);
  });

  it('escapes what an admin names a segment', () => {
    const html = landingFirstScreen([{ name: '<img src=x onerror=alert(1)>', slug: 'a"b' }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/explore?categoria=a%22b"');
  });

  it("is the phone's whole page, with the app on use, from the active segments only", () => {
    const content = landingPageContent([{ data: { segments: [...segments.slice(0, 2), { name: 'Padrão', slug: 'padrao', isFallback: true }] } }]);
    expect(content).toMatchObject({ media: PHONES, appOnUse: true });
    expect(content).not.toHaveProperty('title');
    expect(content!.firstScreen).toContain('Segmento 2');
    expect(content!.firstScreen).not.toContain('Padrão');
  });

  it('is the plain page when the club has no segment of its own (the app keeps its own list)', () => {
    expect(landingPageContent([{ data: { segments: [{ name: 'Padrão', slug: 'padrao', isFallback: true }] } }])).toBeNull();
    expect(landingPageContent([{ data: { segments: [] } }])).toBeNull();
    expect(landingPageContent([{ data: null }])).toBeNull();
  });
});
