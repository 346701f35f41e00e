import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, applyHit, blockDurationMs, type RateLimitPolicy, type RateLimitState } from './rate-limit.js';

const MIN = 60_000;
const policy: RateLimitPolicy = { name: 't', limit: 10, windowMs: MIN, blockStepMs: MIN, maxBlockMs: 60 * MIN, memoryMs: 24 * 60 * MIN };

/** Hits `n` times at `now`, threading the state; returns the last decision and state. */
function hits(state: RateLimitState | null, n: number, now: number) {
  let out = applyHit(state, now, policy);
  for (let i = 1; i < n; i++) out = applyHit(out.state, now, policy);
  return out;
}

describe('rate-limit rule', () => {
  it('allows 10 hits in a window and refuses the 11th with a 1-minute block', () => {
    const ten = hits(null, 10, 0);
    expect(ten.decision).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 });
    const eleventh = applyHit(ten.state, 1000, policy);
    expect(eleventh.decision).toEqual({ allowed: false, retryAfterMs: MIN, remaining: 0 });
    expect(eleventh.state.blocks).toBe(1);
  });

  it('counts in fixed windows of 60 s', () => {
    const nine = hits(null, 9, 0);
    expect(nine.decision.remaining).toBe(1);
    const nextWindow = hits(nine.state, 10, MIN);
    expect(nextWindow.decision.allowed).toBe(true);
  });

  it('refuses (without counting) while blocked, then starts a fresh window', () => {
    const blocked = hits(null, 11, 0).state;
    const during = applyHit(blocked, 30_000, policy);
    expect(during.decision).toEqual({ allowed: false, retryAfterMs: 30_000, remaining: 0 });
    expect(during.state).toEqual(blocked);
    const after = hits(blocked, 10, MIN);
    expect(after.decision.allowed).toBe(true);
    expect(after.state.blocks).toBe(1);
  });

  it('grows the block by one minute per block: attempts × 1 min', () => {
    let state: RateLimitState | null = null;
    let now = 0;
    const lengths: number[] = [];
    for (let i = 0; i < 5; i++) {
      const out = hits(state, 11, now);
      lengths.push(out.decision.retryAfterMs);
      state = out.state;
      now = state.blockedUntil;
    }
    expect(lengths).toEqual([1, 2, 3, 4, 5].map((m) => m * MIN));
  });

  it('caps the block at 1 hour', () => {
    expect(blockDurationMs(59, policy)).toBe(59 * MIN);
    expect(blockDurationMs(60, policy)).toBe(60 * MIN);
    expect(blockDurationMs(61, policy)).toBe(60 * MIN);
    expect(blockDurationMs(500, policy)).toBe(60 * MIN);
    const state: RateLimitState = { windowStart: 0, count: 0, blockedUntil: 0, blocks: 99 };
    expect(hits(state, 11, 0).decision.retryAfterMs).toBe(60 * MIN);
  });

  it('keeps a blocked key for a day after the block, an unblocked one only for its window', () => {
    expect(applyHit(null, 0, policy).ttlMs).toBe(MIN);
    expect(applyHit(null, 0, policy).ttlMs).toBeLessThanOrEqual(MIN);
    expect(hits(null, 11, 0).ttlMs).toBe(MIN + 24 * 60 * MIN);
  });
});

describe('MemoryRateLimitStore', () => {
  it('keeps keys apart and forgets expired ones', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 10; i++) expect((await store.hit(policy, 'a', 0)).allowed).toBe(true);
    expect((await store.hit(policy, 'a', 0)).allowed).toBe(false);
    expect((await store.hit(policy, 'b', 0)).allowed).toBe(true);
    store.sweep(2 * MIN);
    expect(store.size).toBe(1); // 'a' is remembered (blocked), 'b' expired
    await store.reset(policy, 'a');
    expect((await store.hit(policy, 'a', 0)).allowed).toBe(true);
  });
});
