// Counting the SQL statements an operation sends (docs/architecture.md: no N+1). A second API instance
// over the test server's database, whose Prisma client reports every statement (query events): the
// only difference from the server under test. Tests talk to `counting.url` over real HTTP.
import { PrismaPg } from '@prisma/adapter-pg';
import { expect } from 'vitest';
import { PrismaClient } from '../../api/generated/prisma/client.js';
import { startServer } from '../../api/server.js';
import { createServices } from '../../api/services.js';
import { createPubSub } from '../../api/shared/pubsub.js';
import type { TestServer } from './server.js';

/**
 * What one operation may send, measured on the day the budget was set: going over fails its test
 * (tests/integration/statement-budgets.test.ts). Raising one is a decision, not an accident.
 */
export const STATEMENT_BUDGETS = {
  /** The first item (the cart is created) is the most: 13; one more item, 12. */
  addToCart: 13,
  /** Confirming and preparing each send 13. */
  advanceSubOrder: 13,
  /** From the shopper or from the store: 10 each (the clientId is looked up once, by clean). */
  sendMessage: 10,
  /** Whatever the number of items or stores; the lookup of the buyer's open shared cart (issue 51) is one of them. */
  placeOrder: 30,
} as const;

export type BudgetedOperation = keyof typeof STATEMENT_BUDGETS;

export interface CountingServer {
  url: string;
  /** Runs `work` and returns how many statements it sent. */
  count(work: () => Promise<unknown>): Promise<number>;
  /** Runs `work` and returns the SQL of each statement it sent, in order. */
  statements(work: () => Promise<unknown>): Promise<string[]>;
  /** Runs `work` and fails the test when it sent more statements than `operation`'s budget; returns the count. */
  expectWithinBudget(operation: BudgetedOperation, work: () => Promise<unknown>): Promise<number>;
  stop(): Promise<void>;
}

export async function startCountingServer(server: Pick<TestServer, 'databaseUrl' | 'config' | 'mailer'>, options: { connections?: number } = {}): Promise<CountingServer> {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: server.databaseUrl, max: options.connections ?? 2 }),
    log: [{ emit: 'event', level: 'query' }],
  });
  let sent: string[] = [];
  client.$on('query', (event) => sent.push(event.query));
  const pubsub = createPubSub();
  const running = await startServer(createServices(client as unknown as PrismaClient, server.config, { pubsub, mailer: server.mailer }), 0, '127.0.0.1');
  const statements = async (work: () => Promise<unknown>) => {
    sent = [];
    await work();
    // Query events of statements that ended with the response are delivered in the same turn; one
    // turn of the event loop lets the last of them arrive (no timer).
    await new Promise((resolve) => setImmediate(resolve));
    return sent;
  };
  const count = async (work: () => Promise<unknown>) => (await statements(work)).length;
  return {
    url: running.url,
    statements,
    count,
    async expectWithinBudget(operation, work) {
      const sql = await statements(work);
      expect(sql.length, `${operation}: ${sql.length} SQL statements, budget ${STATEMENT_BUDGETS[operation]}:\n${sql.join('\n')}`).toBeLessThanOrEqual(STATEMENT_BUDGETS[operation]);
      return sql.length;
    },
    async stop() {
      await running.stop();
      await pubsub.close();
      await client.$disconnect();
    },
  };
}
