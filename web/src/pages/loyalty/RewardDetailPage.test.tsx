import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../notify';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { RedeemRewardDocument, RewardDetailDocument } from './documents';

const REWARD_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const REWARD_ID = btoa(`Reward:${REWARD_UUID}`);

const reward = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Reward',
  id: REWARD_ID,
  databaseId: REWARD_UUID,
  name: 'Caneca do Clube',
  description: 'Caneca de cerâmica',
  points: 800,
  imageUrl: 'data:image/svg+xml,<svg/>',
  category: 'Produto',
  stock: 3,
  available: true,
  status: 'ACTIVE',
  deliveryTime: '7-10 dias úteis',
  ...overrides,
});

const detailMock = (balance: number, overrides: Record<string, unknown> = {}) => ({
  request: { query: RewardDetailDocument, variables: { id: REWARD_ID } },
  result: { data: { reward: reward(overrides), viewer: { __typename: 'User', id: 'VXNlcjox', pointsBalance: balance } } },
  maxUsageCount: 10,
});

describe('RewardDetailPage', () => {
  it('disables Resgatar with the reason when points are insufficient', async () => {
    renderAppAt(`/rewards/detail/${REWARD_UUID}`, { viewer: makeViewer(), mocks: [detailMock(500)] });
    expect(await screen.findByTestId('reward-name')).toHaveTextContent('Caneca do Clube');
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    expect(screen.getByTestId('redeem-block-reason')).toHaveTextContent('Pontos insuficientes para este resgate (faltam 300 pontos)');
  });

  it('disables Resgatar when the reward is out of stock', async () => {
    renderAppAt(`/resgate/${REWARD_UUID}`, { viewer: makeViewer(), mocks: [detailMock(5000, { stock: 0 })] });
    expect(await screen.findByTestId('redeem-block-reason')).toHaveTextContent('Recompensa esgotada');
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('confirms, shows the API error and retries with the same idempotency key', async () => {
    const failed = vi.spyOn(notify, 'error');
    const keys: string[] = [];
    const failing = {
      request: {
        query: RedeemRewardDocument,
        variables: (v: { input: { idempotencyKey: string; rewardId: string } }) => {
          keys.push(v.input.idempotencyKey);
          return v.input.rewardId === REWARD_ID;
        },
      },
      result: {
        data: {
          redeemReward: { __typename: 'RedeemRewardPayload', message: null, replayed: false, userErrors: [{ __typename: 'UserError', message: 'Recompensa esgotada', code: 'OUT_OF_STOCK', field: null }], redemption: null, reward: null, viewer: null },
        },
      },
      maxUsageCount: 2,
    };
    renderAppAt(`/rewards/detail/${REWARD_UUID}`, { viewer: makeViewer(), mocks: [detailMock(1000), failing] });
    fireEvent.click(await screen.findByRole('button', { name: 'Resgatar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recompensa esgotada');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(new Set(keys.filter(Boolean)).size).toBe(1));
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(2));
    expect(keys[0]).toMatch(/^redeem:/);
    // The retry is answered before the test ends (no state update after the page is gone).
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(2));
  });
});
