// What every resolver receives. The database client travels in the context (not a module
// global) so tests and several API instances can run side by side in one process.
import type { Request, Response } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { AppPubSub } from '../shared/pubsub.js';
import type { AppConfig } from '../config.js';
import type { Mailer } from '../shared/mailer.js';
import type { RateLimitStore } from '../shared/rate-limit.js';
import type { Role } from '../generated/prisma/enums.js';

export interface Viewer {
  id: string;
  role: Role;
  isAdmin: boolean;
  sessionId: string;
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
}

export interface Context extends Services {
  viewer: Viewer | null;
  request: RequestInfo;
  /** Present on HTTP requests (for cookies); absent on WebSocket operations. */
  http?: { req: Request; res: Response };
}
