// What every resolver receives. The database client travels in the context (not a module
// global) so tests and several API instances can run side by side in one process.
import type { Request, Response } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppPubSub } from '../shared/pubsub.js';
import type { AppConfig } from '../config.js';
import type { Mailer } from '../shared/mailer.js';
import type { RateLimitStore } from '../shared/rate-limit.js';
import type { Role } from '../generated/prisma/enums.js';
import type { BudgetStore } from '../shared/cost-budget.js';

export interface Viewer {
  id: string;
  role: Role;
  isAdmin: boolean;
  sessionId: string;
}

/** What a request knows of the integrator's API key that authenticated it (api/integrations/keys.ts). */
export interface ApiKeyGrant {
  id: string;
  scope: 'CATALOG' | 'STORE' | 'ADMIN';
}

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface Services {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  config: AppConfig;
  mailer: Mailer;
  /** Shared by every API instance when Redis is configured (api/shared/rate-limit.ts). */
  rateLimits: RateLimitStore;
  /** API keys' cost budgets, shared like the rate limits (api/integrations/budget.ts). */
  costBudgets: BudgetStore;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** Set when an integrator's API key authenticated the request (api/integrations/keys.ts). */
  apiKey?: ApiKeyGrant | null;
  request: RequestInfo;
  /** Present on HTTP requests (for cookies); absent on WebSocket operations. */
  http?: { req: Request; res: Response };
}
