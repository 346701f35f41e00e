import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { toaster } from '../../notify';
import { POST_LOGIN_ACTION_KEY } from '../../session/postLoginAction';
import { makeViewer } from '../../session/testing';
import { SessionProvider, type Viewer } from '../../session/SessionProvider';
import { renderWithProviders } from '../../test/render';
import { Toaster } from '../../components/Toaster';
import { ProductCard, type CardProduct } from './ProductCard';
import { makeProduct } from './testing';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderCard(product: CardProduct, { viewer = null, freeShipping = false }: { viewer?: Viewer | null; freeShipping?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Toaster />
            <Where />
            <ProductCard product={product} freeShipping={freeShipping} />
          </SessionProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/explore?search=cimento'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { viewer });
  return router;
}

const promo = makeProduct({
  name: 'Cimento CP II 50kg',
  path: '/produto/deposito-central/cimento-cp-ii-50kg',
  price: '49.90',
  unitPrice: '39.90',
  unit: 'saco 50kg',
  points: 5,
  addToCartQuantity: 10,
  rating: { __typename: 'Rating', average: 4.25, count: 12 },
  promotion: { __typename: 'Promotion', state: 'ACTIVE', active: true, endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), discountPercent: 20 },
});

describe('ProductCard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => act(() => toaster.remove()));

  it('shows the promotion: struck normal price, discount badge, unit price, points, unit, rating and countdown', () => {
    renderCard(promo, { freeShipping: true });
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Cimento CP II 50kg' })).toHaveAttribute('href', '/produto/deposito-central/cimento-cp-ii-50kg');
    expect(within(card).getByRole('img', { name: 'Cimento CP II 50kg' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Depósito Central');
    const struck = within(card).getByText('R$ 49,90');
    expect(struck).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(card).getByText('-20%')).toBeInTheDocument();
    expect(card).toHaveTextContent('R$ 39,90');
    expect(card).toHaveTextContent('/ saco 50kg');
    expect(card).toHaveTextContent('Ganhe 5 pontos');
    expect(card).toHaveTextContent('4,3');
    expect(card).toHaveTextContent('Frete grátis');
    expect(within(card).getByRole('timer')).toBeInTheDocument();
  });

  it('without an active promotion shows only the normal price', () => {
    renderCard(makeProduct({ price: '12.00', unitPrice: '12.00', promotion: { __typename: 'Promotion', state: 'EXPIRED', active: false, endsAt: null, discountPercent: 10 } }));
    const card = screen.getByTestId('product-card');
    expect(card).toHaveTextContent('R$ 12,00');
    expect(card).not.toHaveTextContent('-10%');
    expect(card).not.toHaveTextContent('Frete grátis');
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(card).toHaveTextContent('Sem avaliações');
  });

  it('shows the placeholder when the image fails', () => {
    renderCard(promo);
    fireEvent.error(screen.getByRole('img', { name: 'Cimento CP II 50kg' }));
    expect(screen.getByRole('img', { name: 'Cimento CP II 50kg: Imagem não disponível' })).toBeInTheDocument();
  });

  it('a visitor saves the add-to-cart intent and is sent to /login', async () => {
    const router = renderCard(promo);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: /Adicionar Cimento CP II 50kg/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(localStorage.getItem(POST_LOGIN_ACTION_KEY)!)).toEqual({
      type: 'add-to-cart',
      productId: promo.id,
      quantity: 10,
      returnTo: '/explore?search=cimento',
    });
    expect(router.state.location.state).toEqual({ from: '/explore?search=cimento' });
  });

  it('a signed-in user does not leave the page: the outcome is a toast', async () => {
    const router = renderCard(promo, { viewer: makeViewer() });
    await screen.findByTestId('product-card');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    fireEvent.click(screen.getByRole('button', { name: /Adicionar Cimento CP II 50kg/ }));
    expect(await screen.findByText('Não foi possível adicionar ao carrinho.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/explore');
    expect(localStorage.getItem(POST_LOGIN_ACTION_KEY)).toBeNull();
  });
});
