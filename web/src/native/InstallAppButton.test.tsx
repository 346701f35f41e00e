import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { InstallAppButton } from './InstallAppButton';
import { listenForInstallPrompt } from './installPrompt';

describe("'Instalar app'", () => {
  it('appears only once the browser offers to install, and asks it when pressed', async () => {
    listenForInstallPrompt();
    renderWithProviders(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Instalar app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // Used once: the entry goes away (the browser decides whether to offer again).
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull());
  });
});
