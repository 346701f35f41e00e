// Images sent inside a GraphQL mutation as a base64 data URL (profile photos, product photos,
// store logos): PNG, JPEG and WebP up to 2 MB, recognised by their magic bytes (the declared type
// must match the content). The HTTP body limit (1 MB) is smaller, so the web app shrinks photos in
// the browser first; 2 MB is what the API itself accepts (e.g. over WebSocket).

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  invalid: 'Imagem inválida',
  type: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.',
  tooBig: 'Imagem muito grande (máximo 2 MB)',
} as const;

const TYPES = {
  'image/png': { ext: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: 'webp',
    matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;

export type ImageMime = keyof typeof TYPES;

export type ParsedImage =
  | { ok: true; mime: ImageMime; ext: string; bytes: Buffer }
  | { ok: false; code: 'INVALID' | 'UNSUPPORTED_TYPE' | 'TOO_LARGE'; message: string };

const DATA_URL_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;

/** Pure: validates a `data:image/...;base64,...` URL (type, size, magic bytes) and decodes it. */
export function parseImageDataUrl(dataUrl: string): ParsedImage {
  const header = DATA_URL_RE.exec(dataUrl ?? '');
  if (!header) return { ok: false, code: 'INVALID', message: IMAGE_MESSAGES.invalid };
  const mime = header[1].toLowerCase() === 'image/jpg' ? 'image/jpeg' : header[1].toLowerCase();
  if (!(mime in TYPES)) return { ok: false, code: 'UNSUPPORTED_TYPE', message: IMAGE_MESSAGES.type };
  const base64 = dataUrl.slice(header[0].length).replace(/\s/g, '');
  // Size check before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > IMAGE_MAX_BYTES) {
    return { ok: false, code: 'TOO_LARGE', message: IMAGE_MESSAGES.tooBig };
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return { ok: false, code: 'INVALID', message: IMAGE_MESSAGES.invalid };
  const bytes = Buffer.from(base64, 'base64');
  const type = TYPES[mime as ImageMime];
  if (bytes.length < 12 || !type.matches(bytes)) return { ok: false, code: 'INVALID', message: IMAGE_MESSAGES.invalid };
  return { ok: true, mime: mime as ImageMime, ext: type.ext, bytes };
}
