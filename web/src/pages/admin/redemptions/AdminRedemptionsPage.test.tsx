import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../../session/testing';
import { renderAppAt } from '../../../test/render';
import { AdminRedemptionUpdatedDocument, AdminRedemptionsDocument } from './documents';

const row = (id: string, status: string, name: string) => ({
  __typename: 'Redemption',
  id,
  databaseId: id,
  rewardName: name,
  rewardImageUrl: 'data:image/svg+xml,<svg/>',
  points: 300,
  status,
  statusLabel: status.toLowerCase(),
  statusColor: 'YELLOW',
  refusalReason: null,
  deliveryTime: '7-10 dias úteis',
  createdAt: '2026-11-10T15:30:00.000Z',
  decidedAt: null,
  deliveredAt: null,
  allowedActions: [],
  customerName: 'Maria S.',
  customerPhone: '33988887777',
  deliveryAddress: 'Rua A, 10, Centro, Angelândia - MG, 39688-000',
});

const mocks = [
  {
    request: { query: AdminRedemptionsDocument, variables: { status: null, first: 30 } },
    result: {
      data: {
        adminRedemptions: {
          __typename: 'AdminRedemptionConnection',
          totalCount: 3,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: [
            { __typename: 'AdminRedemptionEdge', node: row('a', 'PENDING', 'Caneca') },
            { __typename: 'AdminRedemptionEdge', node: row('b', 'APPROVED', 'Vale') },
            { __typename: 'AdminRedemptionEdge', node: row('c', 'REFUSED', 'Camiseta') },
          ],
        },
      },
    },
    maxUsageCount: 5,
  },
  { request: { query: AdminRedemptionUpdatedDocument }, delay: Infinity, maxUsageCount: 5 },
];

describe('AdminRedemptionsPage', () => {
  it('shows the table with badges and the actions of each status; refusal needs a reason', async () => {
    renderAppAt('/admin/redemptions', { viewer: makeViewer({ isAdmin: true, role: 'ADMIN' as never }), mocks });
    const rows = await screen.findAllByTestId('admin-redemption-row');
    expect(rows).toHaveLength(3);
    const [pending, approved, refused] = rows;
    expect(within(pending).getByTestId('redemption-status')).toHaveTextContent('Pendente');
    expect(within(pending).getByTestId('redemption-status').dataset.color).toBe('yellow');
    expect(within(pending).getByText('Maria S.')).toBeInTheDocument();
    expect(within(pending).getByText('10/11/2026 12:30')).toBeInTheDocument();
    expect(within(pending).getByTestId('redemption-delivery')).toHaveTextContent('Rua A, 10, Centro, Angelândia - MG, 39688-000Telefone: (33) 98888-7777');
    expect(within(pending).getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(within(approved).getByTestId('redemption-status').dataset.color).toBe('green');
    expect(within(approved).getByRole('button', { name: 'Marcar como entregue' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(within(refused).getByTestId('redemption-status').dataset.color).toBe('red');
    expect(within(refused).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(within(pending).getByRole('button', { name: 'Recusar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar resgate' }));
    expect(await screen.findByText('Informe o motivo da recusa')).toBeInTheDocument();
  });
});
