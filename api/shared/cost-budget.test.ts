import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore, takeCost, type BudgetPolicy } from './cost-budget.js';

const policy: BudgetPolicy = { capacity: 1000, restorePerSecond: 50 };

describe('cost budget (leaky bucket)', () => {
  it('starts full and takes each request’s cost', () => {
    const first = takeCost(null, 0, 300, policy);
    expect(first.decision).toEqual({ allowed: true, available: 700, retryAfterMs: 0 });
    const second = takeCost(first.state, 0, 700, policy);
    expect(second.decision).toEqual({ allowed: true, available: 0, retryAfterMs: 0 });
  });

  it('refuses what is not there, says when it will be, and takes nothing', () => {
    const empty = takeCost(null, 0, 1000, policy).state;
    const refused = takeCost(empty, 1000, 100, policy); // 1 s later: 50 points back
    expect(refused.decision).toEqual({ allowed: false, available: 50, retryAfterMs: 1000 });
    const later = takeCost(refused.state, 2000, 100, policy);
    expect(later.decision).toEqual({ allowed: true, available: 0, retryAfterMs: 0 });
  });

  it('never refills past the capacity', () => {
    const used = takeCost(null, 0, 10, policy).state;
    expect(takeCost(used, 3_600_000, 0, policy).decision.available).toBe(1000);
  });

  it('a cost above the capacity is never allowed', () => {
    expect(takeCost(null, 0, 1001, policy).decision.allowed).toBe(false);
  });

  it('the memory store keeps one bucket per key', async () => {
    const store = new MemoryBudgetStore(policy);
    expect((await store.take('a', 900, 0)).available).toBe(100);
    expect((await store.take('a', 200, 0)).allowed).toBe(false);
    expect((await store.take('b', 200, 0)).allowed).toBe(true);
  });
});
