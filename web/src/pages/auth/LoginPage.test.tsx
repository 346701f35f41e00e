import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toaster } from '../../notify';
import { SignInDocument } from '../../session/documents';
import { POST_LOGIN_ACTION_KEY, POST_LOGIN_MESSAGES } from '../../session/postLoginAction';
import { AddToCartDocument } from '../../cart/documents';
import { makeCart } from '../../cart/testing';
import { makeViewer, silentViewerChanged, switchableViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { LOGIN_MESSAGES } from './LoginPage';

/** How long the server takes to answer a sign-in in the test that shows the busy state. */
const SENDING_MS = 800;

const user = makeViewer();

function signInMock(identifier: string, password: string, result: object, delay = 0) {
  return {
    request: { query: SignInDocument, variables: { input: { identifier, password } } },
    result: { data: { signIn: { __typename: 'SignInPayload', ...result } } },
    delay,
  };
}

const ok = { user, userErrors: [] };

async function fill(identifier: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Email ou CPF/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    act(() => toaster.remove());
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('has the fields, the show/hide toggle and the links of the spec', async () => {
    renderAppAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recuperar-senha');
    expect(screen.getByRole('link', { name: 'Criar uma conta' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Clube Local/ })).toBeInTheDocument();
  });

  it('requires both fields before calling the API', async () => {
    renderAppAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(LOGIN_MESSAGES.identifierRequired);
    fireEvent.change(screen.getByLabelText(/^Email ou CPF/), { target: { value: 'maria@exemplo.com.br' } });
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(LOGIN_MESSAGES.passwordRequired);
    // No SignIn mock exists: had a request gone out, the banner would read 'Erro ao fazer login'.
  });

  it("shows 'Entrando...' while busy and the server's message in the error banner", async () => {
    renderAppAt('/login', {
      mocks: [signInMock('maria@exemplo.com.br', 'errada', { user: null, userErrors: [{ __typename: 'UserError', field: 'identifier', code: 'INVALID_CREDENTIALS', message: 'Email/CPF ou senha incorretos' }] }, SENDING_MS)],
    });
    await fill('maria@exemplo.com.br', 'errada');
    submit();
    // Looked for and checked in one step: on a busy machine the answer may arrive between two lines.
    await waitFor(() => expect(screen.getByText('Entrando...')).toBeInTheDocument());
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Email/CPF ou senha incorretos');
    expect(screen.queryByText('Entrando...')).toBeNull();
  });

  it("shows 'Erro ao fazer login' when the request fails", async () => {
    renderAppAt('/login', {
      mocks: [{ request: { query: SignInDocument, variables: { input: { identifier: '529.982.247-25', password: 'x' } } }, error: new Error('Failed to fetch') }],
    });
    await fill('529.982.247-25', 'x');
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(LOGIN_MESSAGES.failed);
  });

  it("toasts 'Login realizado com sucesso!' and returns to the remembered origin", async () => {
    const viewer = switchableViewer(null);
    const success = vi.spyOn(notify, 'success');
    const { router } = renderAppAt('/profile/orders?pagina=2', {
      mocks: [viewer.mock, ...silentViewerChanged(), signInMock('maria@exemplo.com.br', 'segredo123', ok)],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fill('maria@exemplo.com.br', 'segredo123');
    viewer.answer.current = user;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders'));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(success).toHaveBeenCalledWith(LOGIN_MESSAGES.success);
    expect(await screen.findByText(LOGIN_MESSAGES.success)).toBeInTheDocument();
  });

  it('goes to /home without an origin', async () => {
    const viewer = switchableViewer(null);
    const { router } = renderAppAt('/login', {
      mocks: [viewer.mock, ...silentViewerChanged(), signInMock('maria@exemplo.com.br', 'segredo123', ok)],
    });
    await fill('maria@exemplo.com.br', 'segredo123');
    viewer.answer.current = user;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('adds the saved product to the cart after signing in, toasts and goes to its returnTo', async () => {
    const action = { type: 'add-to-cart', productId: 'UHJvZHVjdDox', quantity: 2, returnTo: '/produto/loja/cimento' };
    localStorage.setItem(POST_LOGIN_ACTION_KEY, JSON.stringify(action));
    const success = vi.spyOn(notify, 'success');
    const viewer = switchableViewer(null);
    const cart = makeCart([{ id: 'Q2FydEl0ZW06MQ==', name: 'Cimento', price: '39.90', quantity: 2 }]);
    const add = vi.fn(() => ({ data: { addToCart: { __typename: 'AddToCartPayload', cart, message: '2 unidade(s) adicionada(s) ao carrinho', userErrors: [] } } }));
    const { router } = renderAppAt('/login', {
      mocks: [
        viewer.mock,
        ...silentViewerChanged(),
        signInMock('maria@exemplo.com.br', 'segredo123', ok),
        { request: { query: AddToCartDocument, variables: { input: { productId: 'UHJvZHVjdDox', quantity: 2 } } }, result: add },
      ],
    });
    await fill('maria@exemplo.com.br', 'segredo123');
    viewer.answer.current = user;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/produto/loja/cimento'));
    expect(add).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith(POST_LOGIN_MESSAGES.added);
    expect(localStorage.getItem(POST_LOGIN_ACTION_KEY)).toBeNull();
  });

  it("toasts 'Não foi possível adicionar ao carrinho.' when the saved product cannot be added", async () => {
    localStorage.setItem(POST_LOGIN_ACTION_KEY, JSON.stringify({ type: 'add-to-cart', productId: 'UHJvZHVjdDox', returnTo: '/explore' }));
    const error = vi.spyOn(notify, 'error');
    const viewer = switchableViewer(null);
    const { router } = renderAppAt('/login', {
      mocks: [
        viewer.mock,
        ...silentViewerChanged(),
        signInMock('maria@exemplo.com.br', 'segredo123', ok),
        {
          request: { query: AddToCartDocument, variables: { input: { productId: 'UHJvZHVjdDox', quantity: 1 } } },
          result: { data: { addToCart: { __typename: 'AddToCartPayload', cart: null, message: null, userErrors: [{ __typename: 'UserError', field: 'quantity', code: 'OUT_OF_STOCK', message: 'Produto sem estoque disponível' }] } } },
        },
      ],
    });
    await fill('maria@exemplo.com.br', 'segredo123');
    viewer.answer.current = user;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expect(error).toHaveBeenCalledWith(POST_LOGIN_MESSAGES.failed);
    expect(localStorage.getItem(POST_LOGIN_ACTION_KEY)).toBeNull();
  });
});
