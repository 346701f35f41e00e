// Backups (docs/operations.md): `npm run backup` copies the demo data (orders, points, chat...) into
// one SQL file and `npm run restore` brings back exactly the same rows — into an empty Postgres
// database and into the embedded PGlite — with the migration history intact; a restore never
// overwrites a database with tables unless told to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { createPrisma } from '../../api/db/client.js';
import { startEmbeddedPostgres } from '../../api/db/embedded.js';
import { applyMigrations } from '../../api/db/migrate.js';
import { createBackup, parseCopyLine, copyField, restoreBackup } from '../../api/db/backup.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';

const TRICKY = 'Tab\there, linha\nnova, barra \\ invertida, "aspas" e \'apóstrofo\', emoji 🧱, \\N literal';

/** Every table's row count and a digest of its rows, to compare two databases. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      // _prisma_migrations' started_at is also copied, so it compares like any table.
      const row = await client.query<{ n: string; digest: string }>(`SELECT count(*)::text AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM public."${name}" t`);
      result[name] = `${row.rows[0].n}:${row.rows[0].digest}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

async function backupText(url: string) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const summary = await createBackup(url, stream);
  stream.end();
  return { script: Buffer.concat(chunks).toString('utf8'), ...summary };
}

let source: TestDatabase;
let original: Record<string, string>;
let backup: Awaited<ReturnType<typeof backupText>>;

beforeAll(async () => {
  source = await createTestDatabase();
  const prisma = createPrisma(source.url, 3);
  await seedDemoDataOnce(prisma, { uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'clube-seed-')) });
  const product = await prisma.product.findFirstOrThrow({ select: { id: true } });
  await prisma.product.update({ where: { id: product.id }, data: { description: TRICKY } });
  await prisma.$disconnect();
  original = await fingerprint(source.url);
  backup = await backupText(source.url);
}, 120_000);
afterAll(async () => {
  await source?.drop();
});

describe('backup', () => {
  it('is one SQL file: the migrations, then every table as COPY in dependency order', () => {
    expect(backup.script.startsWith('-- Clube Local: cópia do banco')).toBe(true);
    expect(backup.tables).toBe(Object.keys(original).length);
    expect(backup.rows).toBeGreaterThan(100);
    expect(backup.script).toContain('COPY public."Order" (');
    expect(backup.script.indexOf('COPY public."User" (')).toBeLessThan(backup.script.indexOf('COPY public."Store" ('));
    expect(backup.script.indexOf('COPY public."Store" (')).toBeLessThan(backup.script.indexOf('COPY public."Product" ('));
    console.log(`backup: ${backup.tables} tables, ${backup.rows} rows, ${(backup.script.length / 1024).toFixed(0)} KB`);
  });

  it('COPY text escaping goes both ways', () => {
    const fields = [TRICKY, null, '', '\\N', 'a\rb'];
    expect(parseCopyLine(fields.map(copyField).join('\t'))).toEqual(fields);
    // What pg_dump may also write: \b \f \v and octal escapes.
    expect(parseCopyLine('a\\bb\\fc\\vd\\101')).toEqual(['a\bb\fc\vdA']);
  });
});

describe('restore', () => {
  it('into an empty database: the same rows, and the migrations are known (nothing pending)', async () => {
    const target = await createTestDatabase({ migrate: false });
    try {
      await restoreBackup(target.url, backup.script);
      expect(await fingerprint(target.url)).toEqual(original);
      expect((await applyMigrations(target.url)).applied).toEqual([]);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('into the embedded PGlite: the same rows; a database with tables is refused unless --replace', async () => {
    const embedded = await startEmbeddedPostgres();
    try {
      const restored = await restoreBackup(embedded.url, backup.script);
      expect(restored.rows).toBe(backup.rows);
      expect(await fingerprint(embedded.url)).toEqual(original);
      await expect(restoreBackup(embedded.url, backup.script)).rejects.toThrow('O banco de destino já tem tabelas: use --replace para apagá-las e restaurar a cópia.');
      await restoreBackup(embedded.url, backup.script, { replace: true });
      expect(await fingerprint(embedded.url)).toEqual(original);
      // A file that is not a backup changes nothing.
      await expect(restoreBackup(embedded.url, 'DROP TABLE "User";', { replace: true })).rejects.toThrow('Este arquivo não é uma cópia do Clube Local (npm run backup).');
      expect(await fingerprint(embedded.url)).toEqual(original);
    } finally {
      await embedded.stop();
    }
  }, 120_000);

  it('a cut file rolls back: nothing half-restored', async () => {
    const embedded = await startEmbeddedPostgres();
    try {
      const cut = backup.script.slice(0, backup.script.indexOf('COPY public."Product" (') + 2000);
      await expect(restoreBackup(embedded.url, cut)).rejects.toThrow(/Cópia cortada/);
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      const tables = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`);
      await client.end();
      expect(tables.rowCount).toBe(0);
    } finally {
      await embedded.stop();
    }
  }, 120_000);
});

describe('npm run backup / restore on the embedded default', () => {
  it('copies DATA_DIR’s database to a file and restores it into another DATA_DIR', async () => {
    const run = promisify(execFile);
    const dataA = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-data-a-'));
    const dataB = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-data-b-'));
    const file = path.join(dataA, 'copia.sql');
    try {
      const embedded = await startEmbeddedPostgres(path.join(dataA, 'pg'));
      await restoreBackup(embedded.url, backup.script);
      await embedded.stop();
      const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' };
      const saved = await run('npm', ['run', '--silent', 'backup', '--', file], { env: { ...env, DATA_DIR: dataA } });
      expect(saved.stdout).toMatch(/^Cópia salva em .*copia\.sql: \d+ tabelas, [\d.]+ linhas\.$/m);
      const restored = await run('npm', ['run', '--silent', 'restore', '--', file], { env: { ...env, DATA_DIR: dataB } });
      expect(restored.stdout).toMatch(/Cópia .*copia\.sql restaurada: \d+ tabelas/);
      const reopened = await startEmbeddedPostgres(path.join(dataB, 'pg'));
      try {
        expect(await fingerprint(reopened.url)).toEqual(original);
      } finally {
        await reopened.stop();
      }
    } finally {
      fs.rmSync(dataA, { recursive: true, force: true });
      fs.rmSync(dataB, { recursive: true, force: true });
    }
  }, 180_000);
});
