import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { useForm } from './useForm';

const required = ({ email }: { email: string; name: string }) => (email ? {} : { email: 'Informe seu email' });

describe('useForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stops at the client rules and sends nothing', async () => {
    const mutate = vi.fn();
    const { result } = renderHook(() => useForm({ email: '', name: '' }, { validate: required }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit(mutate, { failure: 'x' });
    });
    expect(outcome).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ email: 'Informe seu email' });
    // Typing in the field clears its error.
    act(() => result.current.set('email', 'a@b.com'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.values.email).toBe('a@b.com');
  });

  it('puts userErrors on their fields and the rest on the form, without a toast', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { result } = renderHook(() => useForm({ email: 'a@b.com', name: 'Ana' }, { validate: required }));
    await act(async () => {
      await result.current.submit(
        async () => ({ userErrors: [{ field: 'email', code: 'TAKEN', message: 'Email já cadastrado' }, { field: null, code: 'INTERNAL', message: 'Tente de novo' }] }),
        { failure: 'x' },
      );
    });
    expect(result.current.errors).toEqual({ email: 'Email já cadastrado', form: 'Tente de novo' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the current values and toasts the success text', async () => {
    const success = vi.spyOn(notify, 'success');
    const mutate = vi.fn(async () => ({ userErrors: [] }));
    const { result } = renderHook(() => useForm({ email: 'a@b.com', name: 'Ana' }, { validate: required }));
    let ok: boolean | undefined;
    await act(async () => {
      ok = (await result.current.submit(mutate, { failure: 'x', success: 'Salvo!' }))?.ok;
    });
    expect(ok).toBe(true);
    expect(mutate).toHaveBeenCalledWith({ email: 'a@b.com', name: 'Ana' });
    expect(success).toHaveBeenCalledWith('Salvo!');
    expect(result.current.submitting).toBe(false);
  });

  it('shows the failure text in the form when the request fails', async () => {
    const { result } = renderHook(() => useForm({ email: 'a@b.com', name: '' }));
    await act(async () => {
      await result.current.submit(async () => Promise.reject(new Error('down')), { failure: 'Não foi possível salvar' });
    });
    expect(result.current.errors).toEqual({ form: 'Não foi possível salvar' });
  });
});
