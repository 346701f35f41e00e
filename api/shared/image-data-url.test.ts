import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, parseImageDataUrl } from './image-data-url.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const url = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const png = (size = 64) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - 8, 1)]);

describe('parseImageDataUrl', () => {
  it('accepts PNG, JPEG (also image/jpg) and WebP by their magic bytes', () => {
    expect(parseImageDataUrl(url('image/png', png()))).toMatchObject({ ok: true, mime: 'image/png', ext: 'png' });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]);
    expect(parseImageDataUrl(url('image/jpeg', jpeg))).toMatchObject({ ok: true, ext: 'jpg' });
    expect(parseImageDataUrl(url('image/jpg', jpeg))).toMatchObject({ ok: true, mime: 'image/jpeg' });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    expect(parseImageDataUrl(url('image/webp', webp))).toMatchObject({ ok: true, ext: 'webp' });
  });

  it('refuses other types, mismatched contents and malformed URLs', () => {
    expect(parseImageDataUrl(url('image/gif', Buffer.from('GIF89a' + 'x'.repeat(20))))).toMatchObject({ ok: false, code: 'UNSUPPORTED_TYPE' });
    expect(parseImageDataUrl(url('text/html', Buffer.from('<script>')))).toMatchObject({ ok: false, code: 'UNSUPPORTED_TYPE' });
    expect(parseImageDataUrl(url('image/webp', png()))).toEqual({ ok: false, code: 'INVALID', message: 'Imagem inválida' });
    expect(parseImageDataUrl(url('image/png', Buffer.alloc(4)))).toMatchObject({ ok: false, code: 'INVALID' });
    expect(parseImageDataUrl('data:image/png,abc')).toMatchObject({ ok: false, code: 'INVALID' });
    expect(parseImageDataUrl('/uploads/x.png')).toMatchObject({ ok: false, code: 'INVALID' });
    expect(parseImageDataUrl('data:image/png;base64,****')).toMatchObject({ ok: false, code: 'INVALID' });
  });

  it('accepts exactly 2 MB and refuses one byte more, before decoding', () => {
    expect(parseImageDataUrl(url('image/png', png(IMAGE_MAX_BYTES)))).toMatchObject({ ok: true });
    expect(parseImageDataUrl(url('image/png', png(IMAGE_MAX_BYTES + 1)))).toEqual({
      ok: false,
      code: 'TOO_LARGE',
      message: 'Imagem muito grande (máximo 2 MB)',
    });
  });
});
