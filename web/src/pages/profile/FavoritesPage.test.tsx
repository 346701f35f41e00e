import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { MyFavoritesDocument, ToggleFavoriteDocument } from './documents';
import { FAVORITES_PAGE_SIZE } from './FavoritesPage';

// /profile/favorites: pages with 'Carregar mais'; unmarking a product takes its card out at once and
// keeps the pages already loaded (no refetch back to the first page).

const viewer = makeViewer();

const favorite = (n: number, name: string) => ({
  __typename: 'Favorite' as const,
  cursor: `f${n}`,
  node: {
    __typename: 'Favorite' as const,
    createdAt: '2026-11-20T15:00:00.000Z',
    product: {
      __typename: 'Product' as const,
      id: `UHJvZHVjdDo${n}`,
      name,
      images: [] as string[],
      unitPrice: '39.90',
      price: '39.90',
      path: `/produto/deposito-central/produto-${n}`,
      isFavorite: true,
      store: { __typename: 'Store' as const, id: 'U3RvcmU6MQ==', name: 'Depósito Central' },
    },
  },
});

function page(edges: ReturnType<typeof favorite>[], hasNextPage: boolean, after?: string): MockLink.MockedResponse {
  return {
    request: { query: MyFavoritesDocument, variables: after ? { first: FAVORITES_PAGE_SIZE, after } : { first: FAVORITES_PAGE_SIZE } },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: viewer.id,
          favorites: {
            __typename: 'UserFavoritesConnection',
            totalCount: 2,
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
            edges: edges.map((edge) => ({ ...edge, __typename: 'UserFavoritesConnectionEdge' })),
          },
        },
      },
    },
    delay: 0,
    // A refetch would answer the first page again.
    maxUsageCount: 5,
  };
}

describe('/profile/favorites', () => {
  it('pages with Carregar mais, and an unmarked product leaves while the loaded pages stay', async () => {
    renderAppAt('/profile/favorites', {
      viewer,
      mocks: [
        page([favorite(1, 'Cimento CP-II')], true),
        page([favorite(2, 'Areia lavada')], false, 'f1'),
        {
          request: { query: ToggleFavoriteDocument, variables: { input: { productId: 'UHJvZHVjdDo1', favorite: false } } },
          result: { data: { toggleFavorite: { __typename: 'ToggleFavoritePayload', favorited: false, product: { __typename: 'Product', id: 'UHJvZHVjdDo1', isFavorite: false }, userErrors: [] } } },
        },
      ],
    });
    await screen.findByText('Cimento CP-II');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Areia lavada');

    fireEvent.click(screen.getByRole('button', { name: 'Remover dos favoritos: Cimento CP-II' }));
    await waitFor(() => expect(screen.queryByText('Cimento CP-II')).toBeNull());
    expect(screen.getByText('Areia lavada')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
