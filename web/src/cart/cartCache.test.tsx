// The tab bar's cart badge follows the cart mutations through Apollo's normalized cache alone:
// MockedProvider with a real InMemoryCache (the app's type policies); the CartBadge query is
// answered once, and after addToCart / removeCartItem the badge shows the Cart the mutation
// returned — no refetch of the cart.
import { ChakraProvider } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '../components/TabBar';
import { notify, toaster } from '../notify';
import { SessionProvider } from '../session/SessionProvider';
import { makeViewer, sessionMocks } from '../session/testing';
import { appSystem } from '../theme';
import { createAppCache } from '../cache';
import { AddToCartDocument, CartBadgeDocument, RemoveCartItemDocument } from './documents';
import { makeCart } from './testing';
import { addToCartRequest, useCartActions } from './useCart';

const viewer = makeViewer();
const cement = { id: 'Q2FydEl0ZW06MQ==', name: 'Cimento CP II 50kg', price: '39.90', quantity: 1 };
const sand = { id: 'Q2FydEl0ZW06Mg==', name: 'Areia média', price: '5.00', quantity: 4, storeId: 'U3RvcmU6Mg==', storeName: 'Depósito Central' };

function Buttons() {
  const client = useApolloClient();
  const { remove } = useCartActions();
  return (
    <>
      <button type="button" onClick={() => void addToCartRequest(client, 'UHJvZHVjdDox', 2)}>
        adicionar
      </button>
      <button type="button" onClick={() => void remove({ id: sand.id })}>
        remover
      </button>
    </>
  );
}

function renderWithCache(mocks: ReadonlyArray<MockLink.MockedResponse<any, any>>) {
  const cache = createAppCache();
  render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider cache={cache} mocks={[...mocks, ...sessionMocks(viewer)]}>
        <MemoryRouter initialEntries={['/home']}>
          <SessionProvider>
            <TabBar />
            <Buttons />
          </SessionProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return cache;
}

describe('cart badge (normalized cache)', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
  });

  it('shows the cart count and follows addToCart without refetching the cart', async () => {
    const badgeQuery = vi.fn(() => ({ data: { cart: makeCart([cement]) } }));
    const add = vi.fn(() => ({
      data: {
        addToCart: {
          __typename: 'AddToCartPayload',
          cart: makeCart([{ ...cement, quantity: 3 }], { updatedAt: '2026-03-05T13:01:00.000Z' }),
          message: '2 unidade(s) adicionada(s) ao carrinho',
          userErrors: [],
        },
      },
    }));
    renderWithCache([
      { request: { query: CartBadgeDocument }, result: badgeQuery, maxUsageCount: 10 },
      { request: { query: AddToCartDocument, variables: { input: { productId: 'UHJvZHVjdDox', quantity: 2 } } }, result: add },
    ]);

    const badge = await screen.findByTestId('tab-badge-cartCount');
    expect(badge).toHaveAttribute('data-count', '1');
    expect(screen.getByRole('link', { name: 'Carrinho: Meu Carrinho, 1 item no carrinho' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'adicionar' }));
    await waitFor(() => expect(screen.getByTestId('tab-badge-cartCount')).toHaveAttribute('data-count', '3'));
    expect(add).toHaveBeenCalledTimes(1);
    expect(badgeQuery).toHaveBeenCalledTimes(1);
  });

  it('drops the removed item and lowers the badge from the mutation result', async () => {
    const badgeQuery = vi.fn(() => ({ data: { cart: makeCart([cement, sand]) } }));
    const removal = vi.fn(() => ({
      data: {
        removeCartItem: {
          __typename: 'RemoveCartItemPayload',
          cart: makeCart([cement], { updatedAt: '2026-03-05T13:02:00.000Z' }),
          removedItemId: sand.id,
          message: 'Item removido do carrinho',
          userErrors: [],
        },
      },
    }));
    const cache = renderWithCache([
      { request: { query: CartBadgeDocument }, result: badgeQuery, maxUsageCount: 10 },
      { request: { query: RemoveCartItemDocument, variables: { input: { itemId: sand.id } } }, result: removal },
    ]);
    expect(await screen.findByTestId('tab-badge-cartCount')).toHaveAttribute('data-count', '5');

    const success = vi.spyOn(notify, 'success');
    fireEvent.click(screen.getByRole('button', { name: 'remover' }));
    await waitFor(() => expect(screen.getByTestId('tab-badge-cartCount')).toHaveAttribute('data-count', '1'));
    expect(success).toHaveBeenCalledWith('Item removido do carrinho');
    expect(badgeQuery).toHaveBeenCalledTimes(1);
    // The removed item left the cache, too.
    expect(cache.extract()[`CartItem:${sand.id}`]).toBeUndefined();
  });

  it('hides the badge when the cart is empty', async () => {
    renderWithCache([{ request: { query: CartBadgeDocument }, result: { data: { cart: makeCart([]) } }, maxUsageCount: 10 }]);
    await screen.findByRole('link', { name: 'Carrinho: Meu Carrinho' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('tab-badge-cartCount')).toBeNull();
  });
});
