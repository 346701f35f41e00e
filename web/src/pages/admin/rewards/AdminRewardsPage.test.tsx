import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../../session/testing';
import { renderAppAt } from '../../../test/render';
import { AdminRewardsDocument, SetRewardStatusDocument } from './documents';

const reward = (id: string, name: string, status: 'ACTIVE' | 'INACTIVE' | 'PENDING') => ({
  __typename: 'Reward',
  id,
  databaseId: id,
  name,
  description: name,
  points: 300,
  imageUrl: 'data:image/svg+xml,<svg/>',
  hasCustomImage: false,
  category: 'Resgate',
  stock: 4,
  status,
  statusLabel: status === 'ACTIVE' ? 'ativo' : status === 'INACTIVE' ? 'inativo' : 'pendente',
  deliveryTime: '7-10 dias úteis',
  redemptionCount: 0,
  createdAt: '2026-11-10T15:30:00.000Z',
});

const list = {
  request: { query: AdminRewardsDocument, variables: { first: 50 } },
  result: {
    data: {
      rewardCategories: ['Resgate'],
      adminRewards: {
        __typename: 'AdminRewardConnection',
        totalCount: 3,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: [
          { __typename: 'AdminRewardEdge', node: reward('a', 'Caneca', 'ACTIVE') },
          { __typename: 'AdminRewardEdge', node: reward('b', 'Vale', 'INACTIVE') },
          { __typename: 'AdminRewardEdge', node: reward('c', 'Camiseta', 'PENDING') },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const deactivate = {
  request: { query: SetRewardStatusDocument, variables: { input: { id: 'a', status: 'INACTIVE' } } },
  result: { data: { setRewardStatus: { __typename: 'RewardPayload', message: 'Recompensa desativada com sucesso', userErrors: [], reward: reward('a', 'Caneca', 'INACTIVE') } } },
};

describe('AdminRewardsPage', () => {
  it('shows one status per reward, capitalized, with the one control that changes it', async () => {
    renderAppAt('/admin/rewards', { viewer: makeViewer({ isAdmin: true, role: 'ADMIN' as never }), mocks: [list, deactivate] });
    const rows = await screen.findAllByTestId('admin-reward-row');
    expect(rows).toHaveLength(3);
    const [active, inactive, pending] = rows;
    for (const [row, label, action] of [
      [active, 'Ativo', 'Desativar'],
      [inactive, 'Inativo', 'Ativar'],
      [pending, 'Pendente', 'Ativar'],
    ] as const) {
      expect(within(row!).getAllByTestId('reward-status').map((b) => b.textContent)).toEqual([label]);
      expect(within(row!).queryByRole('switch')).toBeNull();
      expect(within(row!).queryByRole('checkbox')).toBeNull();
      expect(row!.textContent).not.toMatch(/\b(ativo|inativo|pendente)\b/);
      expect(within(row!).getByRole('button', { name: new RegExp(`^${action} `) })).toBeInTheDocument();
    }
    // No separate 'Ativo' column next to the status.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Ativo');

    fireEvent.click(within(active!).getByRole('button', { name: 'Desativar Caneca' }));
    expect(await within(active!).findByText('Inativo')).toBeInTheDocument();
    expect(within(active!).getByRole('button', { name: 'Ativar Caneca' })).toBeInTheDocument();
  });
});
