// Prepares a photo in the browser before upload (profile photo, product photos): checks the type,
// then shrinks it (512 px for avatars, 1600 px for products) and re-encodes it (WebP, or JPEG where
// WebP encoding is missing). A phone photo of several MB becomes a few dozen or hundred kB, under
// the API's limits (2 MB image, 1 MB request); the server re-encodes it again.

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const AVATAR_MAX_SIDE = 512;
export const PRODUCT_PHOTO_MAX_SIDE = 1600;

export const IMAGE_UI_MESSAGES = {
  type: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.',
  unreadable: 'Não foi possível ler a imagem. Tente outra foto.',
} as const;

export function isAcceptedImageType(type: string): boolean {
  return IMAGE_ACCEPT.split(',').includes(type);
}

/** The size to draw at: the longest side at most `max`, never enlarged. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_UI_MESSAGES.unreadable));
    };
    image.src = url;
  });
}

/** File → data URL of at most `maxSide` px, ready for the upload mutations. Throws with a pt-BR message. */
export async function prepareImage(file: File, maxSide: number): Promise<string> {
  if (!isAcceptedImageType(file.type)) throw new Error(IMAGE_UI_MESSAGES.type);
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_UI_MESSAGES.unreadable);
  context.drawImage(image, 0, 0, width, height);
  const webp = canvas.toDataURL('image/webp', 0.85);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.85);
}
