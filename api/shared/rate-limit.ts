// Rate limits with growing blocks (docs/decisions.md: CEP lookups, 10 per 60 s per key, then blocked for
// attempts × 1 minute, capped at 1 hour). One pure rule (`applyHit`) and two stores behind a small
// interface: Redis when REDIS_URL is set (one Lua script = atomic across every API instance) and an
// in-process Map otherwise. Other features (login, chat...) reuse it with their own policy.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { logger } from './logger.js';

export interface RateLimitPolicy {
  /** Namespace of the counters ('cep', 'login'...). */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** Each block lasts blocks × blockStepMs (blocks = how many times the key has been blocked)... */
  blockStepMs: number;
  /** ...capped here. */
  maxBlockMs: number;
  /** How long the block count is remembered after the last block ends (then it starts over at 1). */
  memoryMs: number;
}

/** What is stored per key. */
export interface RateLimitState {
  windowStart: number;
  count: number;
  blockedUntil: number;
  blocks: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When not allowed: how long until the key may try again. */
  retryAfterMs: number;
  /** Hits left in the current window (0 when blocked). */
  remaining: number;
}

const EMPTY: RateLimitState = { windowStart: 0, count: 0, blockedUntil: 0, blocks: 0 };

/** Block length after the `blocks`-th block: blocks × step, capped. */
export function blockDurationMs(blocks: number, policy: Pick<RateLimitPolicy, 'blockStepMs' | 'maxBlockMs'>): number {
  return Math.min(Math.max(1, blocks) * policy.blockStepMs, policy.maxBlockMs);
}

/**
 * The rule, pure. A hit while blocked is refused and not counted. Otherwise it counts in a fixed
 * window of `windowMs` (a new window starts at the first hit after the previous one ended); the hit
 * that goes over `limit` is refused and blocks the key for blockDurationMs(blocks + 1). When a
 * block ends the key starts a fresh window. Returns the new state and how long to keep it.
 */
export function applyHit(
  previous: RateLimitState | null | undefined,
  now: number,
  policy: RateLimitPolicy,
): { state: RateLimitState; decision: RateLimitDecision; ttlMs: number } {
  const state = { ...EMPTY, ...previous };
  const ttl = (s: RateLimitState) =>
    s.blocks > 0 ? Math.max(s.blockedUntil - now, 0) + policy.memoryMs : Math.max(s.windowStart + policy.windowMs - now, 1);

  if (state.blockedUntil > now) {
    return { state, decision: { allowed: false, retryAfterMs: state.blockedUntil - now, remaining: 0 }, ttlMs: ttl(state) };
  }
  if (now - state.windowStart >= policy.windowMs) {
    state.windowStart = now;
    state.count = 0;
  }
  state.count += 1;
  if (state.count > policy.limit) {
    state.blocks += 1;
    const block = blockDurationMs(state.blocks, policy);
    state.blockedUntil = now + block;
    // The next window starts after the block.
    state.windowStart = 0;
    state.count = 0;
    return { state, decision: { allowed: false, retryAfterMs: block, remaining: 0 }, ttlMs: ttl(state) };
  }
  return { state, decision: { allowed: true, retryAfterMs: 0, remaining: policy.limit - state.count }, ttlMs: ttl(state) };
}

export interface RateLimitStore {
  /** Counts one attempt of `key` under `policy` and says whether it may proceed. */
  hit(policy: RateLimitPolicy, key: string, now?: number): Promise<RateLimitDecision>;
  /** Forgets a key (e.g. after a successful login). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

/** In-process store: one Map per API process (used when REDIS_URL is not set). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { state: RateLimitState; expiresAt: number }>();
  private hits = 0;

  async hit(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitDecision> {
    const id = `${policy.name}:${key}`;
    const entry = this.entries.get(id);
    const previous = entry && entry.expiresAt > now ? entry.state : null;
    const { state, decision, ttlMs } = applyHit(previous, now, policy);
    this.entries.set(id, { state, expiresAt: now + ttlMs });
    if (++this.hits % 1000 === 0) this.sweep(now);
    return decision;
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    this.entries.delete(`${policy.name}:${key}`);
  }

  /** Drops expired keys so the Map does not grow forever. */
  sweep(now = Date.now()) {
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }

  get size() {
    return this.entries.size;
  }
}

// The same rule as applyHit, run inside Redis so concurrent hits from any number of API
// instances are applied one at a time. Numbers are formatted with %.0f (Lua's default %.14g
// would be fine for today's epoch ms, but not forever).
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local stepMs = tonumber(ARGV[4])
local maxBlockMs = tonumber(ARGV[5])
local memoryMs = tonumber(ARGV[6])
local s = redis.call('HMGET', KEYS[1], 'ws', 'c', 'bu', 'b')
local ws = tonumber(s[1]) or 0
local c = tonumber(s[2]) or 0
local bu = tonumber(s[3]) or 0
local b = tonumber(s[4]) or 0
if bu > now then
  return {0, bu - now, 0}
end
if now - ws >= windowMs then
  ws = now
  c = 0
end
c = c + 1
local allowed = 1
local retry = 0
if c > limit then
  b = b + 1
  local block = math.min(math.max(1, b) * stepMs, maxBlockMs)
  bu = now + block
  ws = 0
  c = 0
  allowed = 0
  retry = block
end
local ttl
if b > 0 then
  ttl = math.max(bu - now, 0) + memoryMs
else
  ttl = math.max(ws + windowMs - now, 1)
end
local f = function(n) return string.format('%.0f', n) end
redis.call('HSET', KEYS[1], 'ws', f(ws), 'c', f(c), 'bu', f(bu), 'b', f(b))
redis.call('PEXPIRE', KEYS[1], f(ttl))
if allowed == 1 then
  return {1, 0, limit - c}
end
return {0, retry, 0}
`;

/** Redis store: shared by every API instance using the same Redis (and the same key prefix). */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    /** Namespaces the keys (e.g. per database, so staging and production never mix). */
    private readonly prefix = 'rl:',
  ) {}

  key(policy: RateLimitPolicy, key: string) {
    return `${this.prefix}${policy.name}:${key}`;
  }

  /** While Redis is unreachable the limits hold per instance, in memory, rather than failing requests. */
  private readonly fallback = new MemoryRateLimitStore();
  private warned = false;

  private unreachable(error: unknown) {
    if (this.warned) return;
    this.warned = true;
    logger.warn('rate_limit.redis_unreachable', { error: error instanceof Error ? error.message : String(error) });
  }

  async hit(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitDecision> {
    try {
      const decision = await this.hitInRedis(policy, key, now);
      this.warned = false;
      return decision;
    } catch (error) {
      this.unreachable(error);
      return this.fallback.hit(policy, key, now);
    }
  }

  private async hitInRedis(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitDecision> {
    const [allowed, retryAfterMs, remaining] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.key(policy, key),
      now,
      policy.limit,
      policy.windowMs,
      policy.blockStepMs,
      policy.maxBlockMs,
      policy.memoryMs,
    )) as [number, number, number];
    return { allowed: allowed === 1, retryAfterMs, remaining };
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.fallback.reset(policy, key);
    await this.redis.del(this.key(policy, key)).catch((error: unknown) => this.unreachable(error));
  }
}

/**
 * The store of one API instance, made by api/main.ts: Redis when the instance runs with REDIS_URL
 * (it borrows the pub/sub publisher connection, so nothing extra to open or close), otherwise
 * in-process. Keys are namespaced by the database, so apps (or parallel test databases) sharing
 * one Redis never mix.
 */
export function createRateLimitStore(redis: Redis | null, databaseUrl: string | undefined): RateLimitStore {
  if (!redis) return new MemoryRateLimitStore();
  return new RedisRateLimitStore(redis, `rl:${redisNamespace(databaseUrl)}:`);
}

/** A short name of the database, so apps (or parallel test databases) sharing one Redis never mix keys. */
export function redisNamespace(databaseUrl: string | undefined): string {
  return createHash('sha256').update(databaseUrl ?? 'local').digest('hex').slice(0, 12);
}
