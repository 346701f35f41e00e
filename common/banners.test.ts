import { describe, expect, it } from 'vitest';
import { BANNER_MESSAGES as M, bannerState, checkBannerForm } from './banners';

const image = '/uploads/banners/3f1c2b9e-0000-4000-8000-000000000001.webp';
const form = { title: ' Feirão de Natal ', ctaText: 'Ver ofertas', ctaLink: '/explore?search=natal', desktopImageUrl: image, position: 1, active: true };

describe('checkBannerForm', () => {
  it('cleans a good form', () => {
    expect(checkBannerForm(form)).toEqual({
      ok: true,
      value: { title: 'Feirão de Natal', subtitle: null, ctaText: 'Ver ofertas', ctaLink: '/explore?search=natal', desktopImageUrl: image, mobileImageUrl: null, position: 1, active: true, startsAt: null, endsAt: null },
    });
    expect(checkBannerForm({ ...form, ctaLink: 'https://clubelocal.dev/promo' }).ok).toBe(true);
  });

  it('names every bad field', () => {
    const result = checkBannerForm({
      title: '',
      subtitle: 'x'.repeat(161),
      ctaText: 'Comprar',
      ctaLink: 'javascript:alert(1)',
      desktopImageUrl: 'http://elsewhere/x.png',
      mobileImageUrl: '/uploads/products/x.webp',
      position: -1,
      active: true,
      startsAt: new Date('2026-12-10'),
      endsAt: new Date('2026-12-01'),
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: M.titleRequired },
        { field: 'subtitle', message: M.subtitleTooLong },
        { field: 'ctaLink', message: M.ctaLinkInvalid },
        { field: 'desktopImageUrl', message: M.imageInvalid },
        { field: 'mobileImageUrl', message: M.imageInvalid },
        { field: 'position', message: M.positionInvalid },
        { field: 'endsAt', message: M.scheduleInvalid },
      ],
    });
    expect(checkBannerForm({ ...form, ctaLink: '//evil.example' })).toMatchObject({ ok: false, errors: [{ field: 'ctaLink' }] });
    expect(checkBannerForm({ ...form, ctaLink: '' })).toMatchObject({ ok: false, errors: [{ field: 'ctaLink', message: M.ctaNeedsLink }] });
    expect(checkBannerForm({ ...form, desktopImageUrl: null })).toMatchObject({ ok: false, errors: [{ field: 'desktopImageUrl', message: M.imageRequired }] });
  });
});

describe('bannerState', () => {
  const now = new Date('2026-12-05T12:00:00Z');
  it('is live inside its window, either end open', () => {
    expect(bannerState({ active: true, startsAt: null, endsAt: null }, now)).toBe('LIVE');
    expect(bannerState({ active: true, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-25T00:00:00Z' }, now)).toBe('LIVE');
    expect(bannerState({ active: true, startsAt: '2026-12-06T00:00:00Z', endsAt: null }, now)).toBe('SCHEDULED');
    expect(bannerState({ active: true, startsAt: null, endsAt: '2026-12-05T12:00:00Z' }, now)).toBe('ENDED');
    expect(bannerState({ active: false, startsAt: null, endsAt: null }, now)).toBe('INACTIVE');
  });
});
