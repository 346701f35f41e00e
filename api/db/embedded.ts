// Embedded PostgreSQL (PGlite) for a machine with no database server: `npm start` and `npm test`
// fall back to it. It speaks the Postgres wire protocol on a loopback port, so the app uses the
// same driver and migrations as with a real server.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import net from 'node:net';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** dataDir undefined = in memory (tests); otherwise data survives restarts. */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 20 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
