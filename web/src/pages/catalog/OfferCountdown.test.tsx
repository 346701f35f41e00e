import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FLASH_SALE_LABEL, OfferCountdown, countdownParts, countdownSpeech } from './OfferCountdown';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR = 3_600_000;

describe('countdown rules', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 60 * 60 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownSpeech({ days: 1, hours: 2, minutes: 1, seconds: 30 })).toBe('Termina em 1 dia, 2 horas, 1 minuto e 30 segundos');
    expect(countdownSpeech({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe('Termina em 0 horas, 0 minutos e 1 segundo');
  });
});

describe('OfferCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('compact: shows days, hours, minutes and seconds and ticks every second', () => {
    const endsAt = new Date(NOW.getTime() + 2 * 24 * HOUR + 3 * HOUR + 4 * 60_000 + 5000).toISOString();
    renderWithProviders(<OfferCountdown endsAt={endsAt} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2d 03h 04m 05s');
    expect(timer).toHaveAttribute('aria-label', 'Termina em 2 dias, 3 horas, 4 minutos e 5 segundos');
    expect(timer).toHaveAttribute('data-pulse', 'false');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('2d 03h 04m 04s');
  });

  it('pulses only when under 6 hours remain', () => {
    const { unmount } = renderWithProviders(<OfferCountdown endsAt={new Date(NOW.getTime() + 6 * HOUR + 1000).toISOString()} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-pulse', 'false');
    act(() => vi.advanceTimersByTime(1000)); // exactly 6 h left: not under 6 h yet
    expect(screen.getByRole('timer')).toHaveAttribute('data-pulse', 'false');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAttribute('data-pulse', 'true');
    unmount();

    renderWithProviders(<OfferCountdown endsAt={new Date(NOW.getTime() + 2 * HOUR).toISOString()} variant="full" />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-pulse', 'true');
  });

  it('full variant is labelled OFERTA RELÂMPAGO with its unit labels', () => {
    renderWithProviders(<OfferCountdown endsAt={new Date(NOW.getTime() + 30 * HOUR).toISOString()} variant="full" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(FLASH_SALE_LABEL);
    expect(FLASH_SALE_LABEL).toBe('OFERTA RELÂMPAGO');
    for (const label of ['Dias', 'Horas', 'Min', 'Seg']) expect(timer).toHaveTextContent(label);
    expect(timer).toHaveAttribute('aria-label', expect.stringContaining('OFERTA RELÂMPAGO. Termina em 1 dia, 6 horas'));
  });

  it('says the offer ended and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    renderWithProviders(<OfferCountdown endsAt={new Date(NOW.getTime() + 2000).toISOString()} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Oferta encerrada')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
