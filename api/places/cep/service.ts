// lookupCep for the API: rate limit per viewer (else IP), then the chain with the Postgres cache
// (ZipCache) and the configured providers.
import type { UserErrorCode } from '../../schema/user-error.js';
import type { Context } from '../../schema/context.js';
import { logger } from '../../shared/logger.js';
import type { RateLimitPolicy } from '../../shared/rate-limit.js';
import { httpProviders, lookupCepWith, type CepCache } from './chain.js';
import { CEP_MESSAGES, type CepResult } from './types.js';

/** 10 lookups per 60 s per key; blocks of attempts × 1 min, at most 1 h. */
export const CEP_RATE_LIMIT: RateLimitPolicy = {
  name: 'cep',
  limit: 10,
  windowMs: 60_000,
  blockStepMs: 60_000,
  maxBlockMs: 60 * 60_000,
  // The block count starts over after a day without blocks.
  memoryMs: 24 * 60 * 60_000,
};

export function cepRateLimitKey(ctx: Pick<Context, 'viewer' | 'request'>): string {
  return ctx.viewer ? `user:${ctx.viewer.id}` : `ip:${ctx.request.ip ?? 'desconhecido'}`;
}

function prismaCache(ctx: Context): CepCache {
  return {
    async get(cep) {
      const row = await ctx.prisma.zipCache.findUnique({ where: { cep } });
      if (!row) return null;
      return {
        cep: row.cep,
        street: row.street,
        district: row.district,
        city: row.city,
        state: row.state,
        ibge: row.ibge,
        source: 'CACHE',
        confidence: 'HIGH',
      };
    },
    async put(result) {
      await ctx.prisma.zipCache.createMany({
        data: [
          {
            cep: result.cep,
            street: result.street,
            district: result.district,
            city: result.city,
            state: result.state,
            ibge: result.ibge,
            source: result.source.toLowerCase(),
          },
        ],
        skipDuplicates: true,
      });
    },
  };
}

export type LookupCepOutcome =
  | { result: CepResult; error: null; retryAfterSeconds: null }
  | { result: null; error: { code: UserErrorCode; message: string }; retryAfterSeconds: number | null };

export async function lookupCep(ctx: Context, rawCep: string): Promise<LookupCepOutcome> {
  const decision = await ctx.rateLimits.hit(CEP_RATE_LIMIT, cepRateLimitKey(ctx));
  if (!decision.allowed) {
    return {
      result: null,
      error: { code: 'RATE_LIMITED', message: CEP_MESSAGES.rateLimited },
      retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    };
  }
  const lookup = await lookupCepWith(rawCep, {
    cache: prismaCache(ctx),
    ...httpProviders({ viaCepUrl: ctx.config.viaCepUrl, brasilApiUrl: ctx.config.brasilApiUrl, timeoutMs: ctx.config.cepTimeoutMs }),
    onStepFailure: (step, cep, reason) => logger.warn('cep.step_failed', { step, cep, reason }),
  });
  if (!lookup.ok) return { result: null, error: { code: lookup.code, message: lookup.message }, retryAfterSeconds: null };
  return { result: lookup.result, error: null, retryAfterSeconds: null };
}
