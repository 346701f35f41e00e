import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toaster } from '../../notify';
import { PasswordResetTokenValidDocument, RequestPasswordResetDocument, ResetPasswordDocument } from '../../session/documents';
import { renderAppAt } from '../../test/render';
import { RECOVERY_MESSAGES } from './RecoverPasswordPage';
import { RESET_MESSAGES } from '@common/password-reset';
import { validateNewPassword } from './ResetPasswordPage';

const requestMock = (email: string, result: object | Error) => ({
  request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
  ...(result instanceof Error ? { error: result } : { result: { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', ...result } } } }),
});

const tokenMock = (token: string, valid: boolean) => ({
  request: { query: PasswordResetTokenValidDocument, variables: { token } },
  result: { data: { passwordResetTokenValid: valid } },
});

describe('/recuperar-senha', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
  });

  async function open(mocks: object[] = []) {
    const result = renderAppAt('/recuperar-senha', { mocks: mocks as never });
    await screen.findByRole('button', { name: 'Enviar link de recuperação' });
    return result;
  }
  const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText(/^Email/), { target: { value } });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));

  it('validates the e-mail (required, then format)', async () => {
    const error = vi.spyOn(notify, 'error');
    await open();
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/login');
    send();
    expect(error).toHaveBeenLastCalledWith(RECOVERY_MESSAGES.emailRequired);
    typeEmail('   ');
    send();
    expect(error).toHaveBeenLastCalledWith(RECOVERY_MESSAGES.emailRequired);
    typeEmail('maria@exemplo');
    send();
    expect(error).toHaveBeenLastCalledWith(RECOVERY_MESSAGES.emailInvalid);
    expect(within(screen.getByRole('main')).getByText(RECOVERY_MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('sends the trimmed e-mail and shows the success state', async () => {
    const success = vi.spyOn(notify, 'success');
    await open([requestMock('maria@exemplo.com.br', { ok: true, userErrors: [] })]);
    typeEmail('  maria@exemplo.com.br ');
    send();
    expect(await screen.findByText(RECOVERY_MESSAGES.sentTitle)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(RECOVERY_MESSAGES.sent);
    expect(screen.getByText(/pasta de spam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('reports userErrors and exceptions with the spec messages', async () => {
    const error = vi.spyOn(notify, 'error');
    await open([
      requestMock('a@b.co', { ok: false, userErrors: [{ __typename: 'UserError', field: 'email', code: 'X', message: 'x' }] }),
      requestMock('c@d.co', new Error('Failed to fetch')),
    ]);
    typeEmail('a@b.co');
    send();
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(RECOVERY_MESSAGES.failed));
    typeEmail('c@d.co');
    send();
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(RECOVERY_MESSAGES.unexpected));
    expect(screen.queryByText(RECOVERY_MESSAGES.sentTitle)).toBeNull();
  });
});

describe('/reset-password', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
  });

  it('applies the sign-up password rules in order', () => {
    expect(validateNewPassword('', '')?.message).toBe('Senha é obrigatória');
    expect(validateNewPassword('12345', '12345')?.message).toBe('Senha deve ter pelo menos 6 caracteres');
    expect(validateNewPassword('123456', '1234567')).toEqual({ field: 'confirmPassword', message: 'Senhas não coincidem' });
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });

  it('explains an invalid or missing link, with a way to ask for a new one', async () => {
    renderAppAt('/reset-password?token=velho', { mocks: [tokenMock('velho', false)] });
    expect(await screen.findByText(RESET_MESSAGES.invalidTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESET_MESSAGES.requestNew })).toHaveAttribute('href', '/recuperar-senha');
  });

  it('treats a URL without token as an invalid link', async () => {
    renderAppAt('/reset-password');
    expect(await screen.findByText(RESET_MESSAGES.invalidTitle)).toBeInTheDocument();
  });

  it('sets the new password and goes to /login', async () => {
    const success = vi.spyOn(notify, 'success');
    const { router } = renderAppAt('/reset-password?token=bom', {
      mocks: [
        tokenMock('bom', true),
        {
          request: { query: ResetPasswordDocument, variables: { input: { token: 'bom', password: 'novasenha', confirmPassword: 'novasenha' } } },
          result: { data: { resetPassword: { __typename: 'ResetPasswordPayload', ok: true, userErrors: [] } } },
        },
      ],
    });
    const password = await screen.findByLabelText(/^Nova senha/);
    expect(screen.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2);
    fireEvent.change(password, { target: { value: 'novasenha' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nova senha/), { target: { value: 'novasenha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(success).toHaveBeenCalledWith(RESET_MESSAGES.success);
  });

  it('switches to the invalid-link state when the token was used meanwhile', async () => {
    renderAppAt('/reset-password?token=usado', {
      mocks: [
        tokenMock('usado', true),
        {
          request: { query: ResetPasswordDocument, variables: () => true },
          result: {
            data: {
              resetPassword: {
                __typename: 'ResetPasswordPayload',
                ok: false,
                userErrors: [{ __typename: 'UserError', field: 'token', code: 'INVALID_TOKEN', message: 'Link de recuperação inválido ou expirado. Solicite um novo.' }],
              },
            },
          },
        },
      ],
    });
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'novasenha' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nova senha/), { target: { value: 'novasenha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(RESET_MESSAGES.invalidTitle)).toBeInTheDocument();
  });
});
