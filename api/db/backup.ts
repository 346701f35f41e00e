// Backups (docs/operations.md, "Cópias do banco"): one plain SQL file that psql replays into an
// empty database, like pg_dump's plain format — the schema as the applied migrations' own SQL, then
// (after emptying what migrations inserted) every table's rows as `COPY … FROM stdin` blocks in
// dependency order, then the sequences. It is
// read through an ordinary connection, so the same code copies the embedded PGlite (served on a
// loopback port) and a Postgres server. `restoreBackup` replays such a file without psql.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir } from './migrate.js';

const MIGRATION_MARK = '-- clube:migration ';
const DATA_MARK = '-- clube:data';
// The table Prisma's migration engine keeps (not in any migration's SQL).
const PRISMA_MIGRATIONS_DDL = `CREATE TABLE "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
);`;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** COPY's text format: \N is null; backslash, tab, newline and carriage return are escaped. */
export function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One COPY text line back into its fields (also what pg_dump writes: \b \f \v and octal). */
export function parseCopyLine(line: string): (string | null)[] {
  return line.split('\t').map((field) => {
    if (field === '\\N') return null;
    return field.replace(/\\([0-7]{1,3}|x[0-9a-fA-F]{1,2}|.)/g, (_m, code: string) => {
      if (ESCAPES[code]) return ESCAPES[code];
      if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
      if (code.startsWith('x') && code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16));
      return code;
    });
  });
}

/** Tables so that each comes after the ones its foreign keys point to. */
export function dependencyOrder(tables: { name: string; dependsOn: string[] }[]): string[] {
  const pending = new Map(tables.map((t) => [t.name, new Set(t.dependsOn.filter((d) => d !== t.name))]));
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, deps]) => [...deps].every((d) => !pending.has(d))).map(([name]) => name).sort();
    // A cycle would stop here: its tables go last, in name order (none in this schema).
    const next = ready.length > 0 ? ready : [...pending.keys()].sort();
    for (const name of next) {
      order.push(name);
      pending.delete(name);
    }
  }
  return order;
}

/** The whole database as one SQL script (read in one repeatable-read transaction: a consistent copy). */
export async function createBackup(databaseUrl: string, out: NodeJS.WritableStream): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const write = (text: string) => new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)));
  let rows = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY started_at, migration_name`,
    );
    await write(`-- Clube Local: cópia do banco (npm run backup), ${new Date().toISOString()}\n`);
    await write('-- Restaurar: npm run restore <arquivo>, ou psql -v ON_ERROR_STOP=1 -1 -f <arquivo> <banco vazio>\n');
    await write("SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n\n");
    for (const { migration_name: name } of migrations.rows) {
      const sql = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      await write(`${MIGRATION_MARK}${name}\n${sql.trimEnd()}\n\n`);
    }
    await write(`${MIGRATION_MARK}_prisma_migrations\n${PRISMA_MIGRATIONS_DDL}\n\n${DATA_MARK}\n`);

    const tables = await client.query<{ name: string; depends_on: string[] | null }>(`
      SELECT c.relname::text AS name, array_remove(array_agg(DISTINCT f.relname::text), NULL) AS depends_on
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
      LEFT JOIN pg_class f ON f.oid = k.confrelid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') GROUP BY c.relname`);
    const order = dependencyOrder(tables.rows.map((t) => ({ name: t.name, dependsOn: t.depends_on ?? [] })));
    // Rows some migrations insert (default synonyms...) give way to the copied ones.
    await write(`TRUNCATE TABLE ${order.map((t) => `public.${quote(t)}`).join(', ')};\n\n`);
    for (const table of order) {
      const columns = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [`public.${quote(table)}`],
      );
      const names = columns.rows.map((c) => c.name);
      await write(`COPY public.${quote(table)} (${names.map(quote).join(', ')}) FROM stdin;\n`);
      const data = await client.query<(string | null)[]>({
        text: `SELECT ${names.map((n) => `${quote(n)}::text`).join(', ')} FROM public.${quote(table)}`,
        rowMode: 'array',
      });
      for (const row of data.rows) {
        await write(row.map(copyField).join('\t') + '\n');
        rows += 1;
      }
      await write('\\.\n\n');
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    for (const s of sequences.rows) {
      if (s.last_value !== null) await write(`SELECT pg_catalog.setval('public.${quote(s.name)}', ${s.last_value}, true);\n`);
    }
    await client.query('COMMIT');
    return { tables: order.length, rows };
  } finally {
    await client.end();
  }
}

export class RestoreRefused extends Error {}

/**
 * Replays a backup into `databaseUrl` in one transaction (nothing is left half-restored). The
 * database must have no tables; with `replace`, its public schema is dropped first.
 */
export async function restoreBackup(databaseUrl: string, script: string, options: { replace?: boolean } = {}): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables = 0;
  let rows = 0;
  try {
    const existing = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1`);
    if (existing.rowCount && !options.replace) throw new RestoreRefused('O banco de destino já tem tabelas: use --replace para apagá-las e restaurar a cópia.');
    const lines = script.split('\n');
    const dataStart = lines.indexOf(DATA_MARK);
    if (!lines[0]?.startsWith('-- Clube Local: cópia do banco') || dataStart < 0) throw new RestoreRefused('Este arquivo não é uma cópia do Clube Local (npm run backup).');
    await client.query('BEGIN');
    if (options.replace) await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    // The schema: each migration's SQL as one multi-statement query, as the migration engine runs it.
    const header = lines.slice(0, dataStart).join('\n');
    for (const section of header.split(MIGRATION_MARK).slice(1)) {
      await client.query(section.slice(section.indexOf('\n') + 1));
    }
    for (let i = dataStart + 1; i < lines.length; i++) {
      const line = lines[i];
      const copy = /^COPY (\S+) \((.*)\) FROM stdin;$/.exec(line);
      if (copy) {
        const batch: (string | null)[][] = [];
        const columns = copy[2];
        const width = columns.split(', ').length;
        const flush = async () => {
          if (batch.length === 0) return;
          const values = batch.map((_, r) => `(${Array.from({ length: width }, (_c, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
          await client.query(`INSERT INTO ${copy[1]} (${columns}) VALUES ${values}`, batch.flat());
          rows += batch.length;
          batch.length = 0;
        };
        for (i += 1; lines[i] !== '\\.'; i++) {
          if (i >= lines.length) throw new RestoreRefused(`Cópia cortada: a tabela ${copy[1]} não termina.`);
          batch.push(parseCopyLine(lines[i]));
          if (batch.length * width >= 30_000) await flush();
        }
        await flush();
        tables += 1;
      } else if (line.startsWith('TRUNCATE TABLE ') || line.startsWith('SELECT pg_catalog.setval(')) {
        await client.query(line);
      }
    }
    await client.query('COMMIT');
    return { tables, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
