// A throwaway database for one benchmark run, on a local Postgres only: benchmarks never send
// traffic off this machine.
import pg from 'pg';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

export function benchDatabase(prefix: string) {
  const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const host = new URL(serverUrl).hostname;
  if (!LOCAL_HOSTS.includes(host)) {
    console.error(`O benchmark só roda contra um Postgres local (127.0.0.1); DATABASE_URL aponta para ${host}.`);
    process.exit(1);
  }
  const name = `${prefix}_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  async function adminQuery(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  return {
    host,
    name,
    url: url.toString(),
    async create() {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE "${name}"`);
    },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
