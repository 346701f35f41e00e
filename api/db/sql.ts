// Raw SQL on the hot reads (the catalogue's one-statement pages, the session of every signed-in
// request, the priced cart) goes straight to node-postgres. Prisma 7 plans and interprets even a
// $queryRaw: ~0.2 ms of CPU per statement more than the same statement through the pool underneath
// it (measured in docs/decisions.md, "Medidas da API"), on reads whose whole API cost is ~1 ms.
//
// The rows come back typed as $queryRaw types them (bigint, Decimal, Date), so callers do not
// change; tests/integration/sql-rows.test.ts compares both ways column type by column type. A
// client without a registered pool (a transaction, or a test's own client that counts statements
// through Prisma's query events) keeps using $queryRaw.
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.js';
import { getDatamodel } from '../generated/pothos-types.js';

const pools = new WeakMap<object, pg.Pool>();

/** Makes rawRows(client, …) use `pool`, the same pool Prisma's driver adapter uses for `client`. */
export function registerPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

// Prisma stores DateTime as `timestamp(3)` in UTC; node-postgres would read it in the process's time zone.
const asUtc = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const PARSERS: Record<number, (text: string) => unknown> = {
  [OID.INT8]: (text) => BigInt(text),
  [OID.NUMERIC]: (text) => new Prisma.Decimal(text),
  [OID.DATE]: (text) => new Date(`${text}T00:00:00Z`),
  [OID.TIMESTAMP]: asUtc,
  [OID.TIMESTAMPTZ]: (text) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')),
};
const types = {
  getTypeParser: ((oid: number, format?: string) => PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type RawClient = { $queryRaw<T>(query: Prisma.Sql): Prisma.PrismaPromise<T> };

/** The rows of `sql`, as `client.$queryRaw(sql)` returns them. */
export async function rawRows<T>(client: RawClient, sql: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(client);
  if (!pool || pool.ended) return client.$queryRaw<T[]>(sql);
  const result = await pool.query({ text: sql.text, values: sql.values as unknown[], types });
  return result.rows as T[];
}

// --- related rows as JSON ----------------------------------------------------------------------
// A statement that reads a row with its related rows returns each related row as JSON; these build
// that JSON from the datamodel and type its values back as Prisma returns them.

type FieldInfo = { name: string; kind: string; type: string };
const models = getDatamodel().datamodel.models as unknown as Record<string, { fields: FieldInfo[] }>;
const columnLists = new Map<string, FieldInfo[]>();
/** A model's scalar and enum fields (computed once per model: reviveRelated asks for every row). */
export function columnsOf(model: string): FieldInfo[] {
  let columns = columnLists.get(model);
  if (!columns) columnLists.set(model, (columns = models[model].fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum')));
  return columns;
}
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A model's columns as a SELECT list of `alias`'s row (enums as text, which $queryRaw would not type). */
export function columnsSql(alias: string, model: string, except: readonly string[] = []): string {
  return columnsOf(model)
    .filter((f) => !except.includes(f.name))
    .map((f) => (f.kind === 'enum' ? `${alias}.${quoted(f.name)}::text AS ${quoted(f.name)}` : `${alias}.${quoted(f.name)}`))
    .join(', ');
}

/**
 * json_build_object of a related row (its `only` columns, or all), plus `nested` objects given as
 * SQL; decimals as text so they come back exact (reviveRelated types them).
 */
export function jsonObjectSql(alias: string, model: string, only?: readonly string[], nested: Record<string, string> = {}): string {
  const pairs = columnsOf(model)
    .filter((f) => !only || only.includes(f.name))
    .map((f) => {
      const value = `${alias}.${quoted(f.name)}`;
      return `'${f.name}', ${f.type === 'Decimal' || f.kind === 'enum' ? `${value}::text` : value}`;
    });
  pairs.push(...Object.entries(nested).map(([key, sql]) => `'${key}', ${sql}`));
  return `CASE WHEN ${alias}."id" IS NULL THEN NULL ELSE json_build_object(${pairs.join(', ')}) END`;
}

/** A related row read as JSON in raw SQL, with its dates and decimals typed as Prisma returns them. */
export function reviveRelated(model: string, value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!value) return null;
  for (const field of columnsOf(model)) {
    const raw = value[field.name];
    if (raw == null) continue;
    if (field.type === 'DateTime') value[field.name] = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(String(raw)) ? String(raw) : `${raw}Z`);
    else if (field.type === 'Decimal') value[field.name] = new Prisma.Decimal(String(raw));
  }
  return value;
}
