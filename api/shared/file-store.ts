// Files (chat audio and documents) uploaded as base64 data URLs into the app's storage
// (UPLOAD_DIR/<folder>, served at /uploads/<folder>/...). Only the listed types, up to a size;
// stored as sent under a random name with the type's extension. Images use image-store.ts instead.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';

const DATA_URL_RE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,/i;

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

export interface FileRules {
  folder: string;
  maxBytes: number;
  /** Accepted mime types (each must have an extension above). */
  types: readonly string[];
  messages: { invalid: string; type: string; tooLarge: string };
}

export async function storeUploadedFile(ctx: Context, dataUrl: string, rules: FileRules): Promise<{ url: string; mime: string; size: number }> {
  const header = DATA_URL_RE.exec(dataUrl ?? '');
  if (!header) return refuse(rules.messages.invalid, 'INVALID', 'attachment');
  const mime = header[1].toLowerCase();
  if (!rules.types.includes(mime) || !EXTENSIONS[mime]) return refuse(rules.messages.type, 'UNSUPPORTED_TYPE', 'attachment');
  const base64 = dataUrl.slice(header[0].length).replace(/\s/g, '');
  if ((base64.length * 3) / 4 > rules.maxBytes + 2) return refuse(rules.messages.tooLarge, 'TOO_LARGE', 'attachment');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return refuse(rules.messages.invalid, 'INVALID', 'attachment');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return refuse(rules.messages.invalid, 'INVALID', 'attachment');
  const dir = path.join(ctx.config.uploadDir, rules.folder);
  const name = `${randomUUID()}.${EXTENSIONS[mime]}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { url: `/uploads/${rules.folder}/${name}`, mime, size: bytes.length };
}
