// The home carousel's banners (docs/decisions.md, "Banners"): the checks of the admin's form and
// the schedule rule. Pure: the API applies both, the admin screen shows the same messages.

export const BANNER_MESSAGES = {
  titleRequired: 'Informe o título (até 80 caracteres)',
  subtitleTooLong: 'O subtítulo pode ter até 160 caracteres',
  ctaTextTooLong: 'O texto do botão pode ter até 30 caracteres',
  ctaLinkInvalid: "Use um caminho do site (ex.: /explore) ou um endereço https://",
  ctaNeedsLink: 'Informe o link do botão',
  imageRequired: 'Envie a imagem para computador',
  imageInvalid: 'Use uma imagem enviada pelo painel',
  positionInvalid: 'A ordem deve ser um número inteiro de 0 a 999',
  scheduleInvalid: 'O fim deve ser depois do início',
  notFound: 'Banner não encontrado',
  saved: 'Banner salvo',
  deleted: 'Banner excluído',
} as const;

/** A button's link to a page of the site ('/explore'), not to another site: the app opens it itself. */
export function isSiteLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

export interface BannerForm {
  title: string;
  subtitle?: string | null;
  ctaText?: string | null;
  ctaLink?: string | null;
  desktopImageUrl?: string | null;
  mobileImageUrl?: string | null;
  position: number;
  active: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface CheckedBanner {
  title: string;
  subtitle: string | null;
  ctaText: string | null;
  ctaLink: string | null;
  desktopImageUrl: string | null;
  mobileImageUrl: string | null;
  position: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export type BannerCheck = { ok: true; value: CheckedBanner } | { ok: false; errors: { field: keyof BannerForm; message: string }[] };

// The app's own storage: uploads from this screen, and the demo's images.
const BANNER_IMAGE_RE = /^\/uploads\/(banners\/[0-9a-f-]{36}\.webp|seed\/banners\/[a-z0-9-]+\.(svg|webp|png|jpg))$/;
const LINK_RE = /^(\/[^\s]*|https:\/\/[^\s]+)$/;
const text = (value: string | null | undefined) => value?.trim() || null;

export function checkBannerForm(form: BannerForm): BannerCheck {
  const errors: { field: keyof BannerForm; message: string }[] = [];
  const title = form.title.trim();
  const [subtitle, ctaText, ctaLink, desktopImageUrl, mobileImageUrl] = [form.subtitle, form.ctaText, form.ctaLink, form.desktopImageUrl, form.mobileImageUrl].map(text);
  if (!title || title.length > 80) errors.push({ field: 'title', message: BANNER_MESSAGES.titleRequired });
  if (subtitle && subtitle.length > 160) errors.push({ field: 'subtitle', message: BANNER_MESSAGES.subtitleTooLong });
  if (ctaText && ctaText.length > 30) errors.push({ field: 'ctaText', message: BANNER_MESSAGES.ctaTextTooLong });
  if (ctaLink && (!LINK_RE.test(ctaLink) || ctaLink.startsWith('//') || ctaLink.length > 500)) errors.push({ field: 'ctaLink', message: BANNER_MESSAGES.ctaLinkInvalid });
  else if (ctaText && !ctaLink) errors.push({ field: 'ctaLink', message: BANNER_MESSAGES.ctaNeedsLink });
  if (!desktopImageUrl) errors.push({ field: 'desktopImageUrl', message: BANNER_MESSAGES.imageRequired });
  else if (!BANNER_IMAGE_RE.test(desktopImageUrl)) errors.push({ field: 'desktopImageUrl', message: BANNER_MESSAGES.imageInvalid });
  if (mobileImageUrl && !BANNER_IMAGE_RE.test(mobileImageUrl)) errors.push({ field: 'mobileImageUrl', message: BANNER_MESSAGES.imageInvalid });
  if (!Number.isInteger(form.position) || form.position < 0 || form.position > 999) errors.push({ field: 'position', message: BANNER_MESSAGES.positionInvalid });
  const startsAt = form.startsAt ?? null;
  const endsAt = form.endsAt ?? null;
  if ((startsAt && Number.isNaN(startsAt.getTime())) || (endsAt && Number.isNaN(endsAt.getTime())) || (startsAt && endsAt && endsAt <= startsAt)) {
    errors.push({ field: 'endsAt', message: BANNER_MESSAGES.scheduleInvalid });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { title, subtitle, ctaText, ctaLink, desktopImageUrl, mobileImageUrl, position: form.position, active: form.active, startsAt, endsAt } };
}

export type BannerState = 'LIVE' | 'SCHEDULED' | 'ENDED' | 'INACTIVE';

/** Whether the home shows the banner now: active, and inside its window (either end may be open). */
export function bannerState(banner: { active: boolean; startsAt: Date | string | null; endsAt: Date | string | null }, now: Date): BannerState {
  if (!banner.active) return 'INACTIVE';
  if (banner.startsAt && new Date(banner.startsAt) > now) return 'SCHEDULED';
  if (banner.endsAt && new Date(banner.endsAt) <= now) return 'ENDED';
  return 'LIVE';
}

export const BANNER_STATE_LABELS: Record<BannerState, string> = { LIVE: 'No ar', SCHEDULED: 'Agendado', ENDED: 'Encerrado', INACTIVE: 'Inativo' };
