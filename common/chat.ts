// Chat rules both sides use: the message text (trimmed, sanitised, at most 1000 characters, the
// default by attachment when empty), the attachments accepted and every text people read.
import { sanitizeText } from './sanitize';

export const CHAT_MAX_LENGTH = 1000;
/**
 * Audio and files up to 700 KB: sent inside the request, whose body is capped at 1 MB (base64 adds a
 * third). Images go through the image pipeline (shrunk in the browser, re-encoded on the server).
 */
export const CHAT_FILE_MAX_BYTES = 700 * 1024;

export type ChatAttachmentKind = 'IMAGE' | 'AUDIO' | 'OTHER';

/** Accepted attachment types and their kind. */
export const CHAT_ATTACHMENT_TYPES: Record<string, ChatAttachmentKind> = {
  'image/jpeg': 'IMAGE',
  'image/png': 'IMAGE',
  'image/webp': 'IMAGE',
  'audio/webm': 'AUDIO',
  'audio/ogg': 'AUDIO',
  'audio/mpeg': 'AUDIO',
  'audio/mp4': 'AUDIO',
  'audio/wav': 'AUDIO',
  'application/pdf': 'OTHER',
  'text/plain': 'OTHER',
};

export const CHAT_TEXTS = {
  unauthenticated: 'Usuário não autenticado',
  noVendor: 'Vendedor não encontrado para o usuário atual',
  notFound: 'Conversa não encontrada',
  storeNotFound: 'Loja não encontrada',
  tooLong: `A mensagem pode ter no máximo ${CHAT_MAX_LENGTH} caracteres`,
  rateLimited: 'Você enviou muitas mensagens em pouco tempo. Aguarde um instante e tente de novo.',
  quota: 'Você atingiu o limite de anexos de hoje. Tente de novo amanhã.',
  unsupportedType: 'Tipo de arquivo não aceito. Envie imagem (JPG, PNG, WebP), áudio (WebM, OGG, MP3, MP4, WAV), PDF ou texto.',
  tooLarge: 'Arquivo grande demais: áudios e arquivos até 700 KB.',
  invalidFile: 'Arquivo inválido',
  sendError: 'Não foi possível enviar a mensagem',
  loadError: 'Não foi possível carregar as conversas',
  ownStore: 'Você não pode abrir uma conversa com a sua própria loja',
} as const;

/** 'Imagem', 'Áudio', 'Arquivo' or 'Mensagem' when the text is empty. */
export function defaultMessageText(attachment: ChatAttachmentKind | null | undefined): string {
  if (attachment === 'IMAGE') return 'Imagem';
  if (attachment === 'AUDIO') return 'Áudio';
  if (attachment === 'OTHER') return 'Arquivo';
  return 'Mensagem';
}

/** The text as stored: sanitised and trimmed, the default when empty; null when it is too long. */
export function messageText(raw: string | null | undefined, attachment: ChatAttachmentKind | null | undefined): string | null {
  const text = sanitizeText(raw ?? '').trim();
  if (text.length > CHAT_MAX_LENGTH) return null;
  return text || defaultMessageText(attachment);
}

/** The audio duration, kept only when it is a finite number ≥ 0. */
export function audioDuration(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** '1:05' for 65 seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
