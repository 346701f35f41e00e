import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartBadgeFieldsFragment } from '../gql/graphql';
import { makeCart } from '../cart/testing';
import { appSystem } from '../theme';
import { CartPopupController, isCartPopupSuppressed } from './CartPopup';

const twoItems = makeCart([{ id: 'Q2FydEl0ZW06MQ==', name: 'Cimento', price: '39.90', quantity: 2, points: 5 }]);

function ui(cart: CartBadgeFieldsFragment | null, { loading = false, pathname = '/home' } = {}) {
  return (
    <ChakraProvider value={appSystem()}>
      <MemoryRouter>
        <CartPopupController cart={cart} loading={loading} pathname={pathname} />
      </MemoryRouter>
    </ChakraProvider>
  );
}

describe('cart pop-up (shows with items, hides after 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears when the cart has items and hides itself after 5 seconds', () => {
    render(ui(twoItems));
    const popup = screen.getByTestId('cart-popup');
    expect(popup).toHaveTextContent('2 itens no carrinho');
    expect(popup).toHaveTextContent('Subtotal: R$ 79,80');
    expect(popup).toHaveTextContent('Você ganhará 10 pontos');
    expect(screen.getByRole('link', { name: 'Ver carrinho' })).toHaveAttribute('href', '/cart');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('cart-popup')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
  });

  it('shows again for 5 s when the cart changes, not for the same cart', () => {
    const { rerender } = render(ui(twoItems));
    act(() => vi.advanceTimersByTime(5000));
    rerender(ui({ ...twoItems }));
    expect(screen.queryByTestId('cart-popup')).toBeNull();

    const changed = { ...twoItems, count: 3, updatedAt: '2026-03-05T13:05:00.000Z' };
    rerender(ui(changed));
    expect(screen.getByTestId('cart-popup')).toHaveTextContent('3 itens no carrinho');
    act(() => vi.advanceTimersByTime(3000));
    // A new change restarts the 5 s.
    rerender(ui({ ...changed, count: 4, updatedAt: '2026-03-05T13:06:00.000Z' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('cart-popup')).toHaveTextContent('4 itens no carrinho');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
  });

  it('stays hidden while loading, for an empty cart, and on the cart screens', () => {
    const { rerender } = render(ui(twoItems, { loading: true }));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
    rerender(ui(makeCart([])));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
    rerender(ui(twoItems, { pathname: '/cart' }));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
    // Seen on /cart: leaving it does not announce the same cart.
    rerender(ui(twoItems, { pathname: '/home' }));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
    expect(isCartPopupSuppressed('/checkout')).toBe(true);
    expect(isCartPopupSuppressed('/order-confirmation/abc')).toBe(true);
    expect(isCartPopupSuppressed('/admin/coupons')).toBe(true);
    expect(isCartPopupSuppressed('/explore')).toBe(false);
  });

  it('closes on the close button', () => {
    render(ui(twoItems));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar resumo do carrinho' }));
    expect(screen.queryByTestId('cart-popup')).toBeNull();
  });
});
