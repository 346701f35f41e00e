// Demo data for `npm start`: applied once, on the first start of an empty database.
import type { PrismaClient } from '../generated/prisma/client.js';
import { logger } from '../shared/logger.js';
import { seedDemoAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedLoyalty } from './loyalty.js';
import { seedCoupons, seedOrders } from './orders.js';

const SEED_MARKER = 'seed.completed';

export async function seedDemoDataOnce(prisma: PrismaClient, options: { uploadDir: string }): Promise<boolean> {
  const done = await prisma.auditLog.findFirst({ where: { eventType: SEED_MARKER } });
  if (done) return false;
  // Domain seeds are added here as each domain lands.
  await seedDemoAccounts(prisma);
  await seedCatalog(prisma, { uploadDir: options.uploadDir });
  await seedLoyalty(prisma, { uploadDir: options.uploadDir });
  // Orders last: they buy from the catalogue and credit points on top of the loyalty history.
  await seedOrders(prisma);
  await seedCoupons(prisma);
  await prisma.auditLog.create({ data: { eventType: SEED_MARKER, details: { at: new Date().toISOString() } } });
  logger.info('seed.done');
  return true;
}
