// A fresh database per test file, so files run in parallel without sharing rows: a new database
// on the server at DATABASE_URL (CI, developers), else an in-memory embedded PGlite.
import crypto from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/db/embedded.js';
import { applyMigrations } from '../../api/db/migrate.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database, with the migrations applied unless `migrate` is false (an empty one, for restores). */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let db: TestDatabase;
  if (serverUrl) {
    const name = `clube_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = {
      url: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    db = { url: embedded.url, drop: () => embedded.stop() };
  }
  if (options.migrate !== false) await applyMigrations(db.url);
  return db;
}
