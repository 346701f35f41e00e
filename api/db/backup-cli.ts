// `npm run backup [-- arquivo.sql]` and `npm run restore -- arquivo.sql [--replace]`
// (docs/operations.md, "Cópias do banco"). The database is DATABASE_URL, or else the embedded one in
// DATA_DIR: copied through the running app when it runs (api/main.ts leaves its address in
// DATA_DIR/pg.url), opened directly when it does not. Restoring into the embedded database needs the
// app stopped.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { createBackup, restoreBackup, RestoreRefused } from './backup.js';

export const embeddedUrlFile = (dataDir: string) => path.join(dataDir, 'pg.url');

/** The running app's embedded database, if it answers. */
async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const file = embeddedUrlFile(dataDir);
  if (!fs.existsSync(file)) return null;
  const url = fs.readFileSync(file, 'utf8').trim();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null; // left behind by an app that did not stop cleanly
  } finally {
    await client.end().catch(() => {});
  }
}

async function withDatabase<T>(forRestore: boolean, work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) return work(config.databaseUrl);
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running && forRestore) throw new RestoreRefused('O app está rodando com este banco: pare-o (Ctrl+C no npm start) antes de restaurar.');
  if (running) return work(running);
  const dir = path.join(config.dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  const embedded = await startEmbeddedPostgres(dir);
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (command === 'backup') {
    const target = file ?? path.join(loadConfig().dataDir, 'backups', `clube-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    const out = fs.createWriteStream(target);
    const { tables, rows } = await withDatabase(false, (url) => createBackup(url, out));
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    console.log(`Cópia salva em ${target}: ${tables} tabelas, ${rows.toLocaleString('pt-BR')} linhas.`);
  } else if (command === 'restore' && file) {
    const script = fs.readFileSync(file, 'utf8');
    const { tables, rows } = await withDatabase(true, (url) => restoreBackup(url, script, { replace: rest.includes('--replace') }));
    console.log(`Cópia ${file} restaurada: ${tables} tabelas, ${rows.toLocaleString('pt-BR')} linhas.`);
  } else {
    console.error('Uso: npm run backup [-- arquivo.sql]  |  npm run restore -- arquivo.sql [--replace]');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreRefused ? error.message : `Falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
