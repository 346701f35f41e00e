// `npm start`: the whole app in one process. With no DATABASE_URL it runs an embedded Postgres in
// DATA_DIR; it applies pending migrations, seeds demo data on first run, then serves API + web.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { applyMigrations } from './db/migrate.js';
import { createPrisma } from './db/client.js';
import { startServer } from './server.js';
import { seedDemoDataOnce } from './seed/index.js';
import { logger } from './shared/logger.js';
import { createServices } from './services.js';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    embedded = await startEmbeddedPostgres(dir);
    databaseUrl = embedded.url;
    // Where `npm run backup` finds this running database (api/db/backup-cli.ts).
    fs.writeFileSync(path.join(config.dataDir, 'pg.url'), embedded.url);
    logger.info('db.embedded', { dataDir: dir });
  }
  const { applied } = await applyMigrations(databaseUrl);
  logger.info('db.migrated', { applied });

  const prisma = createPrisma(databaseUrl);
  if (config.seedDemoData) await seedDemoDataOnce(prisma, { uploadDir: config.uploadDir });
  fs.mkdirSync(config.uploadDir, { recursive: true });

  const services = createServices(prisma, config);
  const server = await startServer(services, config.port);
  logger.info('server.ready', {
    url: `http://localhost:${server.port}`,
    graphql: `http://localhost:${server.port}/graphql`,
    redis: !!config.redisUrl,
    embeddedDb: !!embedded,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('server.stopping', { signal });
    await server.stop();
    await services.pubsub.close();
    await prisma.$disconnect();
    await embedded?.stop();
    if (embedded) fs.rmSync(path.join(config.dataDir, 'pg.url'), { force: true });
    logger.info('server.stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.error('server.failed', { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
