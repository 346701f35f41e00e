import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { PointsHistoryDocument } from './documents';
import { POINTS_HISTORY_PAGE_SIZE } from './PointsHistoryPage';

// /profile/points-history: the ledger grows with 'Carregar mais' (through the app's cache policies).

const viewer = makeViewer();

const entry = (n: number, points: number, reason: string) => ({
  __typename: 'PointsEntry' as const,
  id: `UG9pbnRzRW50cnk6${n}`,
  points,
  kind: 'EARNED',
  kindLabel: 'Compra na loja',
  reason,
  createdAt: '2026-11-20T15:00:00.000Z',
  orderId: null,
  orderNumber: null,
  redemption: null,
});

function page(entries: ReturnType<typeof entry>[], hasNextPage: boolean, endCursor: string, after?: string): MockLink.MockedResponse {
  return {
    request: { query: PointsHistoryDocument, variables: after ? { first: POINTS_HISTORY_PAGE_SIZE, after } : { first: POINTS_HISTORY_PAGE_SIZE } },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: viewer.id,
          pointsBalance: 300,
          pointsEntries: {
            __typename: 'PointsEntryConnection',
            totalCount: 2,
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
            edges: entries.map((node) => ({ __typename: 'PointsEntryEdge', node })),
          },
        },
      },
    },
    delay: 0,
  };
}

describe('/profile/points-history', () => {
  it('appends the next page under the first with Carregar mais, then the button goes', async () => {
    renderAppAt('/profile/points-history', {
      viewer,
      mocks: [page([entry(1, 100, 'Compra na loja — cupom fiscal 1222')], true, 'c1'), page([entry(2, 200, 'Compra na loja — cupom fiscal 1185')], false, 'c2', 'c1')],
    });
    const list = within(await screen.findByRole('list', { name: 'Movimentações de pontos' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await list.findByText('Compra na loja — cupom fiscal 1185')).toBeInTheDocument();
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('cupom fiscal 1222'), expect.stringContaining('cupom fiscal 1185')]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
