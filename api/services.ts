// The services every request's context carries, made once per API process (api/main.ts) — and by
// the tests, benches and seed the same way. Redis, when configured, carries the pub/sub and the
// shared rate limits over the one publisher connection.
import type { PrismaClient } from './generated/prisma/client.js';
import type { AppConfig } from './config.js';
import type { Services } from './schema/context.js';
import { createPubSub } from './shared/pubsub.js';
import { createMailer } from './shared/mailer.js';
import { createRateLimitStore, redisNamespace } from './shared/rate-limit.js';
import { createBudgetStore } from './shared/cost-budget.js';

export function createServices(prisma: PrismaClient, config: AppConfig, given: Partial<Omit<Services, 'prisma' | 'config'>> = {}): Services {
  const pubsub = given.pubsub ?? createPubSub(config.redisUrl);
  return {
    prisma,
    config,
    pubsub,
    mailer: given.mailer ?? createMailer(config.smtpUrl, config.mailFrom),
    rateLimits: given.rateLimits ?? createRateLimitStore(pubsub.redis, config.databaseUrl),
    costBudgets: given.costBudgets ?? createBudgetStore(pubsub.redis, redisNamespace(config.databaseUrl)),
  };
}
