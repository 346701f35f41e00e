// `npm start`: the whole app in one process. With no DATABASE_URL it runs an embedded Postgres in
// DATA_DIR; it applies pending migrations, seeds demo data on first run, then serves API + web.
// With API_PROCESSES=N (a Postgres server and Redis required) the first process migrates and seeds,
// then N processes serve the same port (node:cluster), sharing live updates and limits via Redis.
import cluster from 'node:cluster';
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

/** The primary of API_PROCESSES: prepares the database once, then keeps N serving processes up. */
async function runProcesses(count: number, databaseUrl: string) {
  const { applied } = await applyMigrations(databaseUrl);
  logger.info('db.migrated', { applied });
  const config = loadConfig();
  if (config.seedDemoData) {
    const prisma = createPrisma(databaseUrl, 2);
    await seedDemoDataOnce(prisma, { uploadDir: config.uploadDir });
    await prisma.$disconnect();
  }
  let stopping = false;
  const fork = () => cluster.fork({ CLUBE_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error('cluster.worker_died', { pid: worker.process.pid, code, signal });
    fork(); // a crashed process is replaced; the others kept serving
  });
  for (let i = 0; i < count; i++) fork();
  logger.info('cluster.started', { processes: count });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const serving = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    let left = serving.length;
    if (left === 0) process.exit(0);
    // Each one drains and exits by itself (the single-process shutdown below); then the primary goes.
    cluster.on('exit', () => --left === 0 && process.exit(0));
    for (const worker of serving) worker!.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.apiProcesses > 1) {
    if (config.databaseUrl && config.redisUrl) return runProcesses(config.apiProcesses, config.databaseUrl);
    logger.error('cluster.needs_database_and_redis', { message: 'API_PROCESSES > 1 precisa de DATABASE_URL e REDIS_URL; seguindo com um processo.' });
  }
  const worker = process.env.CLUBE_CLUSTER_WORKER === '1';
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
  // In a cluster the primary migrated and seeded already.
  if (!worker) {
    const { applied } = await applyMigrations(databaseUrl);
    logger.info('db.migrated', { applied });
  }

  const prisma = createPrisma(databaseUrl);
  if (config.seedDemoData && !worker) await seedDemoDataOnce(prisma, { uploadDir: config.uploadDir });
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
