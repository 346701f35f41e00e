// The marketplace's segments as the admins edit them (/admin/categories, docs/decisions.md
// "Categorias"): the form's checks. The public list shows the active ones by order, then name, and
// the default list of segments when none is active (api/catalog/fallback-segments.ts).

/** /explore filtered by a segment: the address every category link on the site points to. */
export function exploreCategoryHref(slug: string): string {
  return `/explore?categoria=${encodeURIComponent(slug)}`;
}

export const SEGMENT_MESSAGES = {
  nameRequired: 'Informe o nome (de 2 a 60 caracteres)',
  nameTaken: 'Já existe um segmento com esse nome',
  imageInvalid: 'Use uma imagem enviada pelo painel',
  positionInvalid: 'A ordem deve ser um número inteiro de 0 a 999',
  notFound: 'Segmento não encontrado',
  saved: 'Segmento salvo',
  deleted: 'Segmento excluído',
} as const;

export interface SegmentForm {
  name: string;
  imageUrl?: string | null;
  position: number;
  active: boolean;
}

export interface CheckedSegment {
  name: string;
  imageUrl: string | null;
  position: number;
  active: boolean;
}

// The app's own storage: uploads from the panel, and the demo's images.
const SEGMENT_IMAGE_RE = /^\/uploads\/(segments\/[0-9a-f-]{36}\.webp|seed\/[a-z0-9/-]+\.(svg|webp|png|jpg))$/;

export function checkSegmentForm(form: SegmentForm): { ok: true; value: CheckedSegment } | { ok: false; errors: { field: keyof SegmentForm; message: string }[] } {
  const errors: { field: keyof SegmentForm; message: string }[] = [];
  const name = form.name.trim().replace(/\s+/g, ' ');
  const imageUrl = form.imageUrl?.trim() || null;
  if (name.length < 2 || name.length > 60) errors.push({ field: 'name', message: SEGMENT_MESSAGES.nameRequired });
  if (imageUrl && !SEGMENT_IMAGE_RE.test(imageUrl)) errors.push({ field: 'imageUrl', message: SEGMENT_MESSAGES.imageInvalid });
  if (!Number.isInteger(form.position) || form.position < 0 || form.position > 999) errors.push({ field: 'position', message: SEGMENT_MESSAGES.positionInvalid });
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { name, imageUrl, position: form.position, active: form.active } };
}
