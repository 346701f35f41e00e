import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { registerPool } from './sql.js';
import { logger } from '../shared/logger.js';

/**
 * A Prisma client over node-postgres (Prisma 7 is Rust-free: the driver adapter does the I/O). The
 * pool is shared with rawRows (api/db/sql.ts), so hot raw reads skip Prisma but not the pool size.
 */
export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // A connection the server drops while idle is replaced at the next checkout; without a listener
  // the pool's 'error' event would end the process (Prisma's adapter only listens once connected).
  pool.on('error', (error) => logger.warn('db.idle_connection_lost', { error: String(error) }));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  registerPool(prisma, pool);
  return prisma;
}
