import { describe, expect, it } from 'vitest';
import { normalizeImages, parsePostgresArray } from './images';

const A = 'https://cdn.exemplo.com/a.png';
const B = '/uploads/seed/b.svg';
const DATA = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('normalizeImages: every shape an image list arrives in', () => {
  it('a list of URLs', () => {
    expect(normalizeImages([A, B])).toEqual([A, B]);
  });

  it('a text-encoded list (Postgres array literal), quoted or not', () => {
    expect(normalizeImages(`{${A},${B}}`)).toEqual([A, B]);
    expect(normalizeImages(`{"${A}","/uploads/com espaço.png"}`)).toEqual([A, '/uploads/com espaço.png']);
    expect(normalizeImages('{}')).toEqual([]);
    expect(normalizeImages(`{NULL,${A}}`)).toEqual([A]);
  });

  it('a JSON string of a list, of one URL, or double-encoded', () => {
    expect(normalizeImages(JSON.stringify([A, B]))).toEqual([A, B]);
    expect(normalizeImages(JSON.stringify(A))).toEqual([A]);
    expect(normalizeImages(JSON.stringify(JSON.stringify([A])))).toEqual([A]);
  });

  it('a plain URL string', () => {
    expect(normalizeImages(`  ${A}  `)).toEqual([A]);
    expect(normalizeImages(DATA)).toEqual([DATA]);
    expect(normalizeImages('blob:http://localhost/123')).toEqual(['blob:http://localhost/123']);
  });

  it('objects with url, path, src, imageUrl or imagemUrl', () => {
    expect(normalizeImages([{ url: A }, { path: B }, { src: DATA }, { imageUrl: '/x.png' }, { imagemUrl: 'http://y/z.jpg' }])).toEqual([
      A,
      B,
      DATA,
      '/x.png',
      'http://y/z.jpg',
    ]);
    expect(normalizeImages({ url: A })).toEqual([A]);
    expect(normalizeImages(JSON.stringify([{ url: A }, { imagemUrl: B }]))).toEqual([A, B]);
  });

  it('one object is one image: the first key with an accepted URL wins', () => {
    expect(normalizeImages({ path: 'produtos/a.png', url: A })).toEqual([A]);
    expect(normalizeImages({ url: 'ftp://x', path: B })).toEqual([B]);
    expect(normalizeImages({ url: { src: A } })).toEqual([A]);
  });

  it('nested mixtures', () => {
    const mixed = [A, [`{${B}}`, { url: A }], JSON.stringify({ src: DATA }), null, 42, { nothing: A }];
    expect(normalizeImages(mixed)).toEqual([A, B, DATA]);
  });

  it('drops values that are not accepted images (validateImage rules) and duplicates', () => {
    expect(normalizeImages(['javascript:alert(1)', 'foto.png', 'ftp://x/y.png', '', '   ', A, ` ${A} `, 'data:text/html,x'])).toEqual([A]);
  });

  it('anything unreadable gives an empty list, never an error', () => {
    for (const value of [null, undefined, '', 0, true, {}, [], '[1, 2', '{"a":', '{"unterminated}', Symbol('x'), () => A]) {
      expect(normalizeImages(value)).toEqual([]);
    }
  });

  it('stops at absurd nesting', () => {
    let deep: unknown = A;
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(normalizeImages(deep)).toEqual([]);
    const cyclic: Record<string, unknown> = {};
    cyclic.url = cyclic;
    expect(normalizeImages(cyclic)).toEqual([]);
  });
});

describe('parsePostgresArray', () => {
  it('reads quoted elements with escapes', () => {
    expect(parsePostgresArray('{"a\\"b","c,d",e}')).toEqual(['a"b', 'c,d', 'e']);
    expect(parsePostgresArray('{{a,b},{c}}')).toEqual(['a', 'b', 'c']);
  });

  it('returns null for text that is not an array literal', () => {
    expect(parsePostgresArray('a,b')).toBeNull();
    expect(parsePostgresArray('{"open}')).toBeNull();
  });
});

