import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, renderWithProviders } from '../../test/render';
import { makeViewer } from '../../session/testing';
import { MyAddressesDocument, ToggleFavoriteDocument } from './documents';
import { FavoriteButton } from './FavoriteButton';
import { PROFESSIONAL_SECTION, PROFILE_SECTIONS } from './ProfileHubPage';

const viewer = makeViewer({
  mainAddress: {
    __typename: 'MainAddress',
    street: 'Rua Principal',
    number: '10',
    complement: null,
    district: 'Centro',
    city: 'Angelândia',
    state: 'MG',
    postalCode: '39688000',
  },
});

const address = (over: Record<string, unknown>) => ({
  __typename: 'Address',
  label: null,
  complement: null,
  district: 'Centro',
  state: 'MG',
  postalCode: '39688000',
  createdAt: '2026-11-22T00:00:00.000Z',
  ...over,
});

function addressesMock(addresses: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: MyAddressesDocument },
    result: { data: { viewer: { __typename: 'User', id: viewer.id, addresses } } },
    maxUsageCount: 10,
  };
}

describe('ProfileHubPage', () => {
  it('shows the user, the main address and links to every profile route plus rewards', async () => {
    renderAppAt('/profile', { viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Maria da Silva');
    expect(screen.getByTestId('profile-main-address')).toHaveTextContent('Rua Principal, 10, Centro, Angelândia - MG, 39688-000');
    const hrefs = PROFILE_SECTIONS.flatMap((s) => s.links.map((l) => l.to));
    for (const route of [
      '/profile/orders',
      '/profile/addresses',
      '/profile/physical-purchases',
      '/profile/points-history',
      '/profile/referrals',
      '/profile/favorites',
      '/profile/settings',
      '/profile/user-data',
      '/profile/reviews',
      '/rewards',
      '/resgates',
      '/compras',
      '/meus-cupons',
      '/escanear',
      '/convite',
      '/auth/profile-selection',
    ]) {
      expect(hrefs).toContain(route);
    }
    for (const section of PROFILE_SECTIONS) {
      const nav = screen.getByRole('navigation', { name: section.title });
      for (const link of section.links) expect(within(nav).getByRole('link', { name: new RegExp(`^${link.label}`) })).toHaveAttribute('href', link.to);
    }
    expect(screen.queryByRole('navigation', { name: PROFESSIONAL_SECTION.title })).toBeNull();
  });

  it("puts a professional's own screens first", async () => {
    renderAppAt('/profile', { viewer: { ...viewer, role: 'PROFESSIONAL', canShareCarts: true } });
    const first = await screen.findByRole('navigation', { name: PROFESSIONAL_SECTION.title });
    const purchases = screen.getByRole('navigation', { name: PROFILE_SECTIONS[0]!.title });
    expect(first.compareDocumentPosition(purchases) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first).getByRole('link', { name: /^Meu espaço profissional/ })).toHaveAttribute('href', '/services');
    expect(within(first).getByRole('link', { name: /^Cartão profissional/ })).toHaveAttribute('href', '/auth/professional-profile');
  });
});

describe('AddressesPage', () => {
  it('shows the empty state with the add button', async () => {
    renderAppAt('/profile/addresses', { viewer, mocks: [addressesMock([])] });
    expect(await screen.findByText('Nenhum endereço cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Adicionar endereço/ })).toHaveAttribute('href', '/profile/address/add');
  });

  it('lists the principal first with its badge; the others can become principal; delete asks first', async () => {
    renderAppAt('/profile/addresses', {
      viewer,
      mocks: [
        addressesMock([
          address({ id: 'QWRkcmVzczox', street: 'Rua Principal', number: '10', city: 'Angelândia', principal: true }),
          address({ id: 'QWRkcmVzczoy', street: 'Avenida JK', number: '200', city: 'Capelinha', principal: false, label: 'Trabalho' }),
        ]),
      ],
    });
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Principal')).toBeInTheDocument();
    expect(within(cards[0]).queryByRole('button', { name: 'Tornar principal' })).toBeNull();
    expect(within(cards[1]).getByRole('button', { name: 'Tornar principal' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Trabalho')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: /Editar/ })).toHaveAttribute('href', '/profile/address/add?id=QWRkcmVzczoy');

    fireEvent.click(within(cards[1]).getByRole('button', { name: /Excluir/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Excluir endereço?' })).toBeInTheDocument();
    expect(screen.getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
  });
});

describe('FavoriteButton', () => {
  it('sends a visitor to /login', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/produto/loja/cimento']}>
        <Routes>
          <Route path="/produto/:vendor/:slug" element={<FavoriteButton productId="UHJvZHVjdDox" productName="Cimento" />} />
          <Route path="/login" element={<p>Tela de login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar aos favoritos: Cimento' }));
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
  });

  it('favourites at once (optimistic) and reports the confirmed state', async () => {
    const onChange = vi.fn();
    const result = vi.fn(() => ({
      data: {
        toggleFavorite: {
          __typename: 'ToggleFavoritePayload',
          favorited: true,
          product: { __typename: 'Product', id: 'UHJvZHVjdDox', isFavorite: true },
          userErrors: [],
        },
      },
    }));
    // A signed-in session: the SessionProvider lives in the app layout, so render through the app.
    const { SessionProvider } = await import('../../session/SessionProvider');
    renderWithProviders(
      <MemoryRouter>
        <SessionProvider>
          <FavoriteButton productId="UHJvZHVjdDox" onChange={onChange} />
        </SessionProvider>
      </MemoryRouter>,
      { viewer, mocks: [{ request: { query: ToggleFavoriteDocument, variables: { input: { productId: 'UHJvZHVjdDox', favorite: true } } }, result }] },
    );
    // Wait for the session to know the viewer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const button = screen.getByRole('button', { name: 'Adicionar aos favoritos' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(result).toHaveBeenCalledTimes(1);
  });
});
