// Tells the admin dashboard that an approval queue changed (a store signed up or was decided, a
// product or a change was sent or decided); its live counter reads the queues again. Called after
// the change commits.
import type { Context } from '../schema/context.js';
import { topics } from './topics.js';

export function publishApprovalsChanged(ctx: Pick<Context, 'pubsub'>): Promise<void> {
  return ctx.pubsub.publish(topics.adminApprovals, { at: new Date().toISOString() });
}

/** Runs a mutation and, when it changed something (no userErrors), tells the admin dashboard. */
export async function announcingApprovals<R extends { userErrors: readonly unknown[] }>(ctx: Pick<Context, 'pubsub'>, run: Promise<R>): Promise<R> {
  const result = await run;
  if (result.userErrors.length === 0) await publishApprovalsChanged(ctx);
  return result;
}
