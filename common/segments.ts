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
  moved: 'Ordem salva',
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

/** Names sorted the pt-BR way ('Açougues' before 'Aluguel de Equipamentos'; accents and case do not count first). */
export const ptBrCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Segments by their order, then by name in pt-BR: the order of every segment list. */
export function compareSegments(a: { position: number; name: string }, b: { position: number; name: string }): number {
  return a.position - b.position || ptBrCollator.compare(a.name, b.name);
}

export type SegmentMove = 'UP' | 'DOWN';

/**
 * Moving one segment a step up or down: the whole list gets distinct orders 1..n in its current
 * order (compareSegments) with that segment swapped with its neighbour. Returns the new position of
 * each segment whose position changes; null when the segment is not there; nothing when it is
 * already first (UP) or last (DOWN).
 */
export function moveSegment<T extends { id: string; position: number; name: string }>(segments: readonly T[], id: string, move: SegmentMove): { id: string; position: number }[] | null {
  const ordered = [...segments].sort(compareSegments);
  const index = ordered.findIndex((s) => s.id === id);
  if (index < 0) return null;
  const other = move === 'UP' ? index - 1 : index + 1;
  if (other >= 0 && other < ordered.length) [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
  return ordered.flatMap((s, i) => (s.position === i + 1 ? [] : [{ id: s.id, position: i + 1 }]));
}
