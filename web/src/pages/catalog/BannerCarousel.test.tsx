import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { BannerCarousel, DEFAULT_BANNER_SETTINGS, wrapIndex, type BannerData, type BannerSettingsData } from './BannerCarousel';

function banner(n: number): BannerData {
  return {
    __typename: 'Banner',
    id: `b${n}`,
    title: `Banner ${n}`,
    subtitle: `Subtítulo ${n}`,
    ctaText: 'Ver produtos',
    ctaLink: '/explore',
    desktopImageUrl: `/uploads/b${n}.svg`,
    mobileImageUrl: null,
    backgroundGradient: null,
    position: n,
  };
}

const three = [banner(1), banner(2), banner(3)];

function activeTitle() {
  const active = screen.getAllByTestId('banner-slide').find((el) => el.getAttribute('data-active') === 'true');
  return active?.querySelector('h2')?.textContent;
}

function renderCarousel(banners: BannerData[], settings?: Partial<BannerSettingsData> | null) {
  return renderWithProviders(
    <MemoryRouter>
      <BannerCarousel banners={banners} settings={settings === null ? null : { ...DEFAULT_BANNER_SETTINGS, ...settings }} />
    </MemoryRouter>,
  );
}

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wrapIndex wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 0)).toBe(0);
  });

  it('auto-advances every transitionMs and wraps from the last banner to the first', () => {
    renderCarousel(three, { transitionMs: 4000 });
    expect(activeTitle()).toBe('Banner 1');
    act(() => vi.advanceTimersByTime(3999));
    expect(activeTitle()).toBe('Banner 1');
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe('Banner 2');
    act(() => vi.advanceTimersByTime(4000));
    expect(activeTitle()).toBe('Banner 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(activeTitle()).toBe('Banner 1');
  });

  it('heads every slide with an h2, so the headings stay in order whichever slide shows', () => {
    renderCarousel(three, { transitionMs: 4000 });
    act(() => vi.advanceTimersByTime(4000));
    expect(activeTitle()).toBe('Banner 2');
    // The other slides are hidden from assistive tech: the one heading read is the shown one's.
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([['H2', 'Banner 2']]);
  });

  it('navigation arrows wrap around both ways; indicators jump', () => {
    renderCarousel(three, { autoplayEnabled: false });
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(activeTitle()).toBe('Banner 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(activeTitle()).toBe('Banner 1');
    fireEvent.click(screen.getByRole('button', { name: /Ir para o banner 2/ }));
    expect(activeTitle()).toBe('Banner 2');
    expect(screen.getByRole('button', { name: /Ir para o banner 2/ })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered and resumes on leave', () => {
    renderCarousel(three, { transitionMs: 5000 });
    const carousel = screen.getByTestId('banner-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeTitle()).toBe('Banner 1');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('Banner 2');
  });

  it('autoplay only with more than one banner and when enabled', () => {
    const { unmount } = renderCarousel([banner(1)]);
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Próximo banner' })).toBeNull();
    unmount();
    renderCarousel(three, { autoplayEnabled: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeTitle()).toBe('Banner 1');
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'false');
  });

  it('hides indicators and arrows when the settings say so', () => {
    renderCarousel(three, { showIndicators: false, showNavigation: false });
    expect(screen.queryByRole('button', { name: /Ir para o banner/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Banner anterior' })).toBeNull();
  });

  it('without settings uses the defaults (autoplay 5000 ms, indicators, navigation)', () => {
    renderCarousel(three, null);
    expect(screen.getAllByRole('button', { name: /Ir para o banner/ })).toHaveLength(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('Banner 2');
  });

  it('shows the default hero when there is no banner', () => {
    renderCarousel([]);
    expect(screen.getByTestId('default-hero')).toHaveTextContent('Tudo do seu bairro em um clique');
  });
});
