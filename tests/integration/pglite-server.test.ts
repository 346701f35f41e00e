// The embedded Postgres wire server (api/db/pglite-server.ts), driven directly with the `pg`
// driver: it shares ONE PGlite session among many connections, so its promises are tested here —
// interleaved extended-protocol requests never mix, a transaction owns the session until it ends,
// an error answers only the connection that caused it, and a connection dropped mid-transaction
// neither keeps the session nor leaves its writes behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../api/db/embedded.js';

let embedded: EmbeddedPostgres;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: embedded.url });
  client.on('error', () => {}); // a destroyed socket reports here
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  const setup = await connect();
  await setup.query('CREATE TABLE item (id int PRIMARY KEY, owner text NOT NULL)');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await embedded?.stop();
});

describe('embedded Postgres wire server', () => {
  it('keeps interleaved extended-protocol requests of two connections apart', async () => {
    const [a, b] = [await connect(), await connect()];
    // pg sends Parse/Bind/Describe/Execute/Sync for each parameterised query; all are in flight at once.
    const asks = Array.from({ length: 40 }, (_, i) => {
      const client = i % 2 ? a : b;
      return client.query('SELECT $1::int * 2 AS double, $2::text AS who', [i, i % 2 ? 'a' : 'b']).then((r) => r.rows[0]);
    });
    const rows = await Promise.all(asks);
    rows.forEach((row, i) => expect(row).toEqual({ double: i * 2, who: i % 2 ? 'a' : 'b' }));
  });

  it('gives a transaction the session until it ends: the other connection waits, then sees the commit', async () => {
    const [a, b] = [await connect(), await connect()];
    const order: string[] = [];
    await a.query('BEGIN');
    await a.query('INSERT INTO item VALUES ($1, $2)', [1, 'a']);
    const read = b.query('SELECT owner FROM item WHERE id = $1', [1]).then((r) => {
      order.push('b read');
      return r.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('a commits');
    await a.query('COMMIT');
    expect(await read).toEqual([{ owner: 'a' }]);
    expect(order).toEqual(['a commits', 'b read']);
  });

  it('answers an error only to the connection that caused it, which stays usable', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('INSERT INTO item VALUES ($1, $2)', [2, 'a']);
    const [duplicate, fine] = await Promise.allSettled([a.query('INSERT INTO item VALUES ($1, $2)', [2, 'again']), b.query('SELECT count(*)::int AS n FROM item')]);
    expect(duplicate.status).toBe('rejected');
    expect((duplicate as PromiseRejectedResult).reason.code).toBe('23505');
    expect(fine.status).toBe('fulfilled');
    expect((await a.query('SELECT owner FROM item WHERE id = $1', [2])).rows).toEqual([{ owner: 'a' }]);
  });

  it('rolls back and frees the session when a connection drops mid-transaction', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('INSERT INTO item VALUES ($1, $2)', [3, 'lost']);
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await b.query('SELECT count(*)::int AS n FROM item WHERE id = $1', [3])).rows).toEqual([{ n: 0 }]);
    const c = await connect();
    await c.query('INSERT INTO item VALUES ($1, $2)', [3, 'c']);
    expect((await b.query('SELECT owner FROM item WHERE id = $1', [3])).rows).toEqual([{ owner: 'c' }]);
  }, 10_000);
});
