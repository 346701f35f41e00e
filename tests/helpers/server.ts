// Starts the real API (HTTP + WebSocket, serving the built web app) on a random port against a
// fresh database. Tests talk to it over the network exactly as clients do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../api/config.js';
import { createPrisma } from '../../api/db/client.js';
import { createPubSub } from '../../api/shared/pubsub.js';
import { createMailer, type Mailer } from '../../api/shared/mailer.js';
import { startServer } from '../../api/server.js';
import type { PrismaClient } from '../../api/generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { createServices } from '../../api/services.js';
import type { Services } from '../../api/schema/context.js';

export interface TestServer {
  url: string;
  wsUrl: string;
  databaseUrl: string;
  prisma: PrismaClient;
  config: AppConfig;
  mailer: Mailer;
  /** The services the server runs on (jobs can be run against them with a chosen clock). */
  services: Services;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse an existing database (a second API instance over the same data). */
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
}

/**
 * Trusted documents on, as in production (docs/api.md): the browser journeys that use it prove the
 * screens they open run only the app's own operations. Journeys that prepare data by calling the API
 * directly as an ordinary person cannot use it.
 */
export const TRUSTED_DOCUMENTS_ON = { TRUSTED_DOCUMENTS: 'on' } as const;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let database: TestDatabase | undefined;
  const databaseUrl = options.databaseUrl ?? (database = await createTestDatabase()).url;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-uploads-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
    UPLOAD_DIR: uploadDir,
    SEED_DEMO_DATA: 'false',
    // Tests change data and read it back at once; the public cache has its own test.
    PUBLIC_CACHE_SECONDS: '0',
    ...options.env,
  });
  const prisma = createPrisma(databaseUrl, 5);
  const pubsub = createPubSub(config.redisUrl);
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const services = createServices(prisma, config, { pubsub, mailer });
  const server = await startServer(services, 0, '127.0.0.1');
  return {
    url: server.url,
    wsUrl: server.url.replace('http', 'ws') + '/graphql',
    databaseUrl,
    prisma,
    config,
    mailer,
    services,
    async stop() {
      await server.stop();
      await pubsub.close();
      await prisma.$disconnect();
      await database?.drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
