// The cost budget of an integrator's API key (docs/api.md): a leaky bucket like Shopify's. Each key holds up to
// `capacity` points and regains `restorePerSecond` points per second; a request takes its query's
// cost. One pure rule (`takeCost`) and two stores: Redis when configured (a Lua script, so every
// API instance draws from the same bucket) and an in-process Map otherwise (also the fallback while
// Redis is unreachable, like api/shared/rate-limit.ts).
import type { Redis } from 'ioredis';
import { logger } from './logger.js';

export interface BudgetPolicy {
  capacity: number;
  restorePerSecond: number;
}

export const KEY_BUDGET: BudgetPolicy = { capacity: 1000, restorePerSecond: 50 };

export interface BucketState {
  available: number;
  updatedAt: number;
}

export interface BudgetDecision {
  allowed: boolean;
  /** Points left after this request (or now, when refused). */
  available: number;
  /** When refused: how long until the bucket holds `cost` points. */
  retryAfterMs: number;
}

/** The rule, pure: refill since the last request, then take `cost` if it is there. */
export function takeCost(previous: BucketState | null | undefined, now: number, cost: number, policy: BudgetPolicy) {
  const refilled = previous
    ? Math.min(policy.capacity, previous.available + (Math.max(0, now - previous.updatedAt) / 1000) * policy.restorePerSecond)
    : policy.capacity;
  if (cost <= refilled) {
    const state = { available: refilled - cost, updatedAt: now };
    return { state, decision: { allowed: true, available: Math.floor(state.available), retryAfterMs: 0 } };
  }
  const retryAfterMs = Math.ceil(((cost - refilled) / policy.restorePerSecond) * 1000);
  return { state: { available: refilled, updatedAt: now }, decision: { allowed: false, available: Math.floor(refilled), retryAfterMs } };
}

export interface BudgetStore {
  take(key: string, cost: number, now?: number): Promise<BudgetDecision>;
}

export class MemoryBudgetStore implements BudgetStore {
  private readonly buckets = new Map<string, BucketState>();
  constructor(private readonly policy: BudgetPolicy = KEY_BUDGET) {}

  async take(key: string, cost: number, now = Date.now()): Promise<BudgetDecision> {
    const { state, decision } = takeCost(this.buckets.get(key), now, cost, this.policy);
    // A full bucket is the default: no need to remember it.
    if (state.available >= this.policy.capacity) this.buckets.delete(key);
    else this.buckets.set(key, state);
    return decision;
  }
}

// takeCost in Lua. The key expires when the bucket would be full again.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local cost = tonumber(ARGV[2])
local capacity = tonumber(ARGV[3])
local rate = tonumber(ARGV[4])
local s = redis.call('HMGET', KEYS[1], 'a', 't')
local available = capacity
if s[1] then
  available = math.min(capacity, tonumber(s[1]) + math.max(0, now - tonumber(s[2])) / 1000 * rate)
end
local allowed = 0
local retry = 0
if cost <= available then
  available = available - cost
  allowed = 1
else
  retry = math.ceil((cost - available) / rate * 1000)
end
redis.call('HSET', KEYS[1], 'a', tostring(available), 't', string.format('%.0f', now))
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.ceil((capacity - available) / rate * 1000) + 1000))
return {allowed, math.floor(available), retry}
`;

export class RedisBudgetStore implements BudgetStore {
  private readonly fallback: MemoryBudgetStore;
  private warned = false;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: BudgetPolicy = KEY_BUDGET,
  ) {
    this.fallback = new MemoryBudgetStore(policy);
  }

  async take(key: string, cost: number, now = Date.now()): Promise<BudgetDecision> {
    try {
      const [allowed, available, retryAfterMs] = (await this.redis.eval(TAKE_SCRIPT, 1, this.prefix + key, now, cost, this.policy.capacity, this.policy.restorePerSecond)) as [number, number, number];
      this.warned = false;
      return { allowed: allowed === 1, available, retryAfterMs };
    } catch (error) {
      if (!this.warned) logger.warn('cost_budget.redis_unreachable', { error: error instanceof Error ? error.message : String(error) });
      this.warned = true;
      return this.fallback.take(key, cost, now);
    }
  }
}

export function createBudgetStore(redis: Redis | null, namespace: string): BudgetStore {
  return redis ? new RedisBudgetStore(redis, `budget:${namespace}:`) : new MemoryBudgetStore();
}
