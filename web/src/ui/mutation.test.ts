import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { refusalOf, submitMutation } from './mutation';
import { OFFLINE_ACTION_TEXT } from '../offline/actions';

describe('submitMutation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the server success message, else the screen text', async () => {
    const success = vi.spyOn(notify, 'success');
    expect((await submitMutation(async () => ({ userErrors: [], message: 'Salvo!' }), { failure: 'x', success: 'ok' })).ok).toBe(true);
    await submitMutation(async () => ({ userErrors: [] }), { failure: 'x', success: 'Cupom criado' });
    expect(success.mock.calls.map((c) => c[0])).toEqual(['Salvo!', 'Cupom criado']);
  });

  it('with quiet, success toasts nothing and the payload is the caller\'s', async () => {
    const success = vi.spyOn(notify, 'success');
    const result = await submitMutation(async () => ({ userErrors: [], message: '2 unidades adicionadas' }), { failure: 'x', success: 'ok', quiet: true });
    expect(result).toMatchObject({ ok: true, payload: { message: '2 unidades adicionadas' } });
    expect(success).not.toHaveBeenCalled();
  });

  it('sends field errors to the form and toasts the rest', async () => {
    const error = vi.spyOn(notify, 'error');
    const result = await submitMutation(
      async () => ({ userErrors: [{ field: 'code', code: 'TAKEN', message: 'Já existe' }, { field: null, code: 'INTERNAL', message: 'Falhou' }] }),
      { failure: 'x', fields: ['code'] },
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { code: 'Já existe' } });
    expect(error).toHaveBeenCalledWith('Falhou');
  });

  it('toasts the screen failure text when the request fails', async () => {
    const error = vi.spyOn(notify, 'error');
    const result = await submitMutation(async () => Promise.reject(new Error('offline')), { failure: 'Não foi possível salvar' });
    expect(result.ok).toBe(false);
    expect(error).toHaveBeenCalledWith('Não foi possível salvar');
  });

  it('says there is no connection when the device is offline (the form keeps its values)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = vi.spyOn(notify, 'error');
    const result = await submitMutation(async () => Promise.reject(new TypeError('Failed to fetch')), { failure: 'Não foi possível salvar', inline: true });
    expect(result).toMatchObject({ ok: false, formError: OFFLINE_ACTION_TEXT, fieldErrors: {} });
    expect(error).not.toHaveBeenCalled();
  });

  it('with titled, toasts the screen text as the title and the server reason under it', async () => {
    const error = vi.spyOn(notify, 'error');
    await submitMutation(async () => ({ userErrors: [{ field: null, code: 'NOT_FOUND', message: 'raw' }] }), {
      failure: 'Não foi possível cancelar o envio',
      titled: true,
      describe: (message) => `motivo: ${message}`,
    });
    await submitMutation(async () => null, { failure: 'Não foi possível cancelar o envio', titled: true });
    await submitMutation(async () => null, { failure: 'Erro ao finalizar', titled: true, failureReason: 'Não foi possível validar' });
    expect(error.mock.calls).toEqual([['Não foi possível cancelar o envio', 'motivo: raw'], ['Não foi possível cancelar o envio'], ['Erro ao finalizar', 'Não foi possível validar']]);
  });

  it('with toastFields, a field error is toasted too and the first error comes back with its code', async () => {
    const error = vi.spyOn(notify, 'error');
    const result = await submitMutation(async () => ({ userErrors: [{ field: 'reason', code: 'REQUIRED', message: 'Informe o motivo' }] }), {
      failure: 'x',
      fields: ['reason'],
      toastFields: true,
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { reason: 'Informe o motivo' }, error: { code: 'REQUIRED' } });
    expect(error).toHaveBeenCalledWith('Informe o motivo');
  });

  it('with retried, a request with no answer toasts nothing; handles keeps a refusal the screen shows itself', async () => {
    const error = vi.spyOn(notify, 'error');
    const unanswered = await submitMutation(async () => null, { failure: 'Não foi possível enviar', retried: true });
    expect(unanswered).toMatchObject({ ok: false, payload: null });
    const issues = { userErrors: [{ field: 'items', code: 'OUT_OF_STOCK', message: 'Sem estoque' }], issues: [1] };
    const handled = await submitMutation(async () => issues, { failure: 'x', handles: (p) => p.issues.length > 0 });
    expect(handled).toMatchObject({ ok: false, payload: issues, formError: null });
    expect(error).not.toHaveBeenCalled();
  });

  it('refusalOf reads the first refusal, or the first on a field', () => {
    const payload = { userErrors: [{ field: 'addressId', message: 'Endereço fora da área' }, { field: 'couponCode', message: 'Cupom expirado' }] };
    expect(refusalOf(payload)).toBe('Endereço fora da área');
    expect(refusalOf(payload, 'couponCode')).toBe('Cupom expirado');
    expect(refusalOf(payload, 'changeFor')).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});
