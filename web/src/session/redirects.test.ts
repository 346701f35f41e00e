import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPostLoginAction,
  POST_LOGIN_ACTION_KEY,
  POST_LOGIN_MESSAGES,
  readPostLoginAction,
  runPostLoginAction,
  savePostLoginAction,
} from './postLoginAction';
import { loginRedirectState, rememberedOrigin, safeInternalPath, SIGNUP_DESTINATIONS } from './redirects';

describe('redirects', () => {
  it('accepts only in-app paths (no open redirect) and never the auth screens', () => {
    expect(safeInternalPath('/profile?x=1#a')).toBe('/profile?x=1#a');
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'profile', '', null, 42, '/login', '/signup?x', '/splash']) {
      expect(safeInternalPath(bad)).toBeNull();
    }
  });

  it('reads the origin from state.from (string or location object) or ?redirect=', () => {
    expect(rememberedOrigin(loginRedirectState({ pathname: '/cart', search: '?a=1', hash: '' }))).toBe('/cart?a=1');
    expect(rememberedOrigin({ from: { pathname: '/chat/9', search: '?m=1' } })).toBe('/chat/9?m=1');
    expect(rememberedOrigin(null, '?redirect=%2Fcompartilhados%3Ftoken%3Dabc')).toBe('/compartilhados?token=abc');
    expect(rememberedOrigin({ from: 'https://evil.example' })).toBeNull();
    expect(rememberedOrigin(undefined, '')).toBeNull();
  });

  it('sends each new account to its area', () => {
    expect(SIGNUP_DESTINATIONS).toEqual({ STORE_OWNER: '/vendor', PROFESSIONAL: '/services', CONSUMER: '/onboarding' });
  });
});

describe('postLoginAction', () => {
  afterEach(() => clearPostLoginAction());

  it('saves and reads the add-to-cart intent with quantity defaulting to 1', () => {
    savePostLoginAction({ type: 'add-to-cart', productId: 'p1', returnTo: '/produto/loja/x' });
    expect(readPostLoginAction()).toEqual({ type: 'add-to-cart', productId: 'p1', quantity: 1, returnTo: '/produto/loja/x' });
    localStorage.setItem(POST_LOGIN_ACTION_KEY, JSON.stringify({ type: 'add-to-cart', productId: 'p1', quantity: 3, returnTo: 'https://evil.example' }));
    expect(readPostLoginAction()).toEqual({ type: 'add-to-cart', productId: 'p1', quantity: 3, returnTo: undefined });
    localStorage.setItem(POST_LOGIN_ACTION_KEY, '{oops');
    expect(readPostLoginAction()).toBeNull();
  });

  it('keeps the action while there is no cart API', async () => {
    savePostLoginAction({ type: 'add-to-cart', productId: 'p1' });
    const outcome = await runPostLoginAction(readPostLoginAction()!);
    expect(outcome).toEqual({ status: 'pending', navigateTo: undefined });
    expect(readPostLoginAction()).not.toBeNull();
  });

  it('adds, toasts and clears once the cart passes its mutation', async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    savePostLoginAction({ type: 'add-to-cart', productId: 'p1', quantity: 2, returnTo: '/explore' });
    const addToCart = vi.fn(async () => true);
    await expect(runPostLoginAction(readPostLoginAction()!, { addToCart, notify })).resolves.toEqual({ status: 'done', navigateTo: '/explore' });
    expect(addToCart).toHaveBeenCalledWith('p1', 2);
    expect(notify.success).toHaveBeenCalledWith(POST_LOGIN_MESSAGES.added);
    expect(readPostLoginAction()).toBeNull();

    savePostLoginAction({ type: 'add-to-cart', productId: 'p2' });
    await expect(runPostLoginAction(readPostLoginAction()!, { addToCart: async () => { throw new Error('x'); }, notify })).resolves.toMatchObject({ status: 'failed' });
    expect(notify.error).toHaveBeenCalledWith('Não foi possível adicionar ao carrinho.');
    expect(readPostLoginAction()).toBeNull();
  });
});
