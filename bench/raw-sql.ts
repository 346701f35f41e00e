// The floor of a GraphQL read on this stack: the very SQL statements the API ran for a request
// (captured from Prisma's query events, with their parameters), replayed through `pg` — one after
// the other, as the request's critical path runs them — by the same number of concurrent clients
// sharing a pool as big as the API's (10 connections: Postgres on 2 cores does no better with more).
// What is left between this and the GraphQL figure is HTTP, GraphQL, Prisma and the resolvers.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

/** Parses Prisma's query event (`params` is a JSON array as text). */
export function capturedStatement(event: { query: string; params: string }): CapturedStatement {
  let params: unknown[] = [];
  try {
    params = JSON.parse(event.params) as unknown[];
  } catch {
    // Prisma prints some values in a form JSON cannot read; such a statement is replayed without them and fails loudly.
  }
  return { sql: event.query, params };
}

export interface RawLoadResult {
  latencies: number[];
  errors: number;
  firstError: string | null;
  elapsedMs: number;
}

/** `concurrency` clients replay the requests' statements in turn, for `maxRequests` or `maxMs`. */
export async function replayRawSql(
  url: string,
  requests: CapturedStatement[][],
  { concurrency, poolSize, maxRequests, maxMs }: { concurrency: number; poolSize: number; maxRequests: number; maxMs: number },
): Promise<RawLoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  let firstError: string | null = null;
  // Warm every connection (and the statements' plans) first, as a long-running API's pool is.
  await Promise.all(
    Array.from({ length: poolSize }, async (_, i) => {
      for (const statement of requests[i % requests.length]) await pool.query(statement.sql, statement.params).catch(() => undefined);
    }),
  );
  const started = performance.now();
  async function client() {
    while (next < maxRequests && performance.now() - started < maxMs) {
      const statements = requests[next++ % requests.length];
      const t0 = performance.now();
      // A connection per request, as the API's pool lends one per statement chain.
      const connection = await pool.connect();
      try {
        for (const statement of statements) await connection.query(statement.sql, statement.params);
      } catch (error) {
        errors++;
        firstError ??= String(error);
      } finally {
        connection.release();
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsedMs = performance.now() - started;
  await pool.end();
  return { latencies, errors, firstError, elapsedMs };
}
