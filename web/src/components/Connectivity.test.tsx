import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Connectivity, resetOfflineContinue, OFFLINE_BANNER_TEXT, OFFLINE_CONTINUE_LABEL, OFFLINE_SCREEN_TITLE } from './Connectivity';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('Connectivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetOfflineContinue();
  });

  it('shows nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<Connectivity />);
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
    expect(screen.queryByTestId('offline-screen')).toBeNull();
  });

  it('shows the banner at once and the offline screen after 3 s, both gone on reconnection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<Connectivity />);

    setOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão - Modo offline');
    expect(screen.queryByTestId('offline-screen')).toBeNull();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByTestId('offline-screen')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: OFFLINE_SCREEN_TITLE })).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('offline-screen')).toBeNull();
  });

  it('restarts the 3 s wait when the connection flaps', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<Connectivity />);

    setOnline(false);
    act(() => vi.advanceTimersByTime(2000));
    setOnline(true);
    setOnline(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('offline-screen')).toBeNull();
    expect(screen.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('offline-screen')).toBeInTheDocument();
  });

  it('shows the offline screen 3 s after starting offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<Connectivity />);
    expect(screen.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('offline-screen')).toBeInTheDocument();
  });

  it("'Continuar offline' closes the screen for the rest of the visit; the banner stays and comes back on later drops", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<Connectivity />);
    act(() => vi.advanceTimersByTime(3000));
    act(() => screen.getByRole('button', { name: OFFLINE_CONTINUE_LABEL }).click());
    expect(screen.queryByTestId('offline-screen')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('offline-screen')).toBeNull();
    expect(screen.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).toBeNull();
    setOnline(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('offline-screen')).toBeNull();
  });
});
