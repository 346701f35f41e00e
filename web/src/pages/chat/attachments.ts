// What the chat's composer attaches (ChatThreadPage.tsx): a photo (made smaller), an audio with its
// length, or a file of an accepted type and size, as a data URL for the outbox.
import { CHAT_FILE_MAX_BYTES, CHAT_TEXTS } from '@common/chat';
import type { OutboxAttachment } from '../../chat/outbox';
import { prepareImage, PRODUCT_PHOTO_MAX_SIDE } from '../../ui/image-file';

type Attachment = OutboxAttachment;

export const FILE_ACCEPT = 'image/png,image/jpeg,image/webp,audio/webm,audio/ogg,audio/mpeg,audio/mp4,audio/wav,application/pdf,text/plain';

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(CHAT_TEXTS.invalidFile));
    reader.readAsDataURL(file);
  });
}

function audioLength(dataUrl: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => resolve(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => resolve(null);
    audio.src = dataUrl;
  });
}

export async function attachmentFrom(file: File): Promise<Attachment> {
  if (file.type.startsWith('image/')) return { dataUrl: await prepareImage(file, PRODUCT_PHOTO_MAX_SIDE), name: file.name, kind: 'IMAGE' };
  if (!FILE_ACCEPT.split(',').includes(file.type)) throw new Error(CHAT_TEXTS.unsupportedType);
  if (file.size > CHAT_FILE_MAX_BYTES) throw new Error(CHAT_TEXTS.tooLarge);
  const dataUrl = await readDataUrl(file);
  const kind = file.type.startsWith('audio/') ? 'AUDIO' : 'OTHER';
  return { dataUrl, name: file.name, kind, durationSeconds: kind === 'AUDIO' ? await audioLength(dataUrl) : null };
}
