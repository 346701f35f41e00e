import { describe, expect, it } from 'vitest';
import { isNegativeBalanceError } from './ledger';

describe('isNegativeBalanceError', () => {
  it('recognises the balance CHECK constraint however the driver wraps it', () => {
    expect(isNegativeBalanceError(new Error('new row for relation "User" violates check constraint "User_pointsBalance_nonnegative"'))).toBe(true);
    expect(isNegativeBalanceError({ meta: { driverAdapterError: { cause: { constraint: 'User_pointsBalance_nonnegative' } } } })).toBe(true);
    expect(isNegativeBalanceError({ cause: { code: '23514', message: 'violates check constraint on pointsBalance' } })).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isNegativeBalanceError(new Error('Reward_stock_nonnegative'))).toBe(false);
    expect(isNegativeBalanceError(null)).toBe(false);
    expect(isNegativeBalanceError('boom')).toBe(false);
  });
});
