// Embedded PostgreSQL (PGlite) for a machine with no database server: `npm start` and `npm test`
// fall back to it. It speaks the Postgres wire protocol on a loopback port, so the app uses the
// same driver and migrations as with a real server (see pglite-server.ts for how it is shared).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteWireServer } from './pglite-server.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** dataDir undefined = in memory (tests); otherwise data survives restarts. */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const server = new PgliteWireServer(db);
  const port = await server.listen(0);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}
