import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_MAX_VISIBLE, notify, toastPlacement, toaster } from '../notify';
import { renderWithProviders } from '../test/render';
import { Toaster } from './Toaster';

describe('notify', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows success, error and info toasts with their message', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      notify.success('Login realizado com sucesso!');
      notify.error('Erro ao fazer login');
    });
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Erro ao fazer login')).toBeInTheDocument();
    act(() => {
      notify.info('Código de referência removido');
    });
    expect(await screen.findByText('Código de referência removido')).toBeInTheDocument();
  });

  it("mounts Chakra's toaster only from the first toast on", async () => {
    renderWithProviders(<Toaster />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => {
      notify.success('Endereço salvo!');
    });
    expect(await screen.findByText('Endereço salvo!')).toBeInTheDocument();
    expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull();
  });

  it('keeps at most 3 visible, defaulting to 4000 ms', () => {
    expect(TOAST_MAX_VISIBLE).toBe(3);
    act(() => {
      for (let i = 1; i <= 5; i++) notify.info(`Aviso ${i}`);
    });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(3);
    for (const toast of visible) expect(toast.duration).toBe(4000);
  });

  it('puts toasts at the top on phones, away from the submit buttons, and bottom-right elsewhere', () => {
    expect(toastPlacement(true)).toBe('top');
    expect(toastPlacement(false)).toBe('bottom-end');
  });
});
