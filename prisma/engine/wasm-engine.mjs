// Prisma's own schema engine, compiled to WebAssembly (@prisma/schema-engine-wasm), driven through
// @prisma/adapter-pg. Used by ./schema-engine.mjs (the stand-in for the native binary that the
// Prisma CLI would download) and by api/db/migrate.ts (pending migrations at app start-up).
// Why and how: docs/operations.md "Migrações offline"; the numbered fixes (1–7) are listed in
// docs/decisions.md ("Prisma 7 offline").

import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  DriverAdapterError,
} from '@prisma/driver-adapter-utils'

const require = createRequire(import.meta.url)
const wasmDir = path.dirname(require.resolve('@prisma/schema-engine-wasm'))

/** An error in the shape of the native engine's user-facing errors (JSON-RPC `error.data`). */
export class EngineError extends Error {
  constructor({ message, error_code, meta, is_panic = false, backtrace }) {
    super(message)
    this.name = 'EngineError'
    this.code = error_code
    this.data = { is_panic, message, meta: meta ?? {}, error_code, backtrace }
  }
}

// ---------------------------------------------------------------------------------------------
// Versions. The wasm engine must be the exact build the CLI expects (@prisma/engines-version), and
// the adapters must come from the same Prisma release; otherwise the JSON shapes silently drift.

function packageVersion(name, req = require) {
  try {
    return JSON.parse(fs.readFileSync(req.resolve(`${name}/package.json`), 'utf8')).version
  } catch {
    // package.json not exported: walk up from the package's entry point
  }
  let dir = path.dirname(req.resolve(name))
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (json.name === name) return json.version
    }
    if (path.dirname(dir) === dir) throw new Error(`package.json of ${name} not found`)
    dir = path.dirname(dir)
  }
}

/** Throws unless prisma, its engines and the adapters are one release; returns the engine hash. */
export function checkVersions() {
  const prisma = packageVersion('prisma')
  const enginesReq = createRequire(require.resolve('prisma/package.json'))
  const expectedEngine = packageVersion(
    '@prisma/engines-version',
    createRequire(enginesReq.resolve('@prisma/engines')),
  )
  const found = {
    '@prisma/schema-engine-wasm': [packageVersion('@prisma/schema-engine-wasm'), expectedEngine],
    '@prisma/client': [packageVersion('@prisma/client'), prisma],
    '@prisma/adapter-pg': [packageVersion('@prisma/adapter-pg'), prisma],
    '@prisma/driver-adapter-utils': [packageVersion('@prisma/driver-adapter-utils'), prisma],
  }
  const wrong = Object.entries(found).filter(([, [have, want]]) => have !== want)
  if (wrong.length > 0) {
    const list = wrong.map(([name, [have, want]]) => `${name}@${have} (needs ${want})`).join(', ')
    throw new Error(
      `Version mismatch with prisma@${prisma}: ${list}. Upgrade prisma, @prisma/client, ` +
        `@prisma/adapter-pg, @prisma/driver-adapter-utils and @prisma/schema-engine-wasm in lockstep.`,
    )
  }
  return expectedEngine.split('.').pop()
}

// ---------------------------------------------------------------------------------------------
// Loading the wasm, once per process (a second instance would re-point the shared JS glue).

const panic = { message: null }
let wasmPromise

export function loadWasm() {
  wasmPromise ??= (async () => {
    const hash = checkVersions()
    const glue = await import(pathToFileURL(path.join(wasmDir, 'schema_engine_bg.js')).href)
    // The glue reports a Rust panic's message here just before the wasm traps.
    const previous = globalThis.PRISMA_WASM_PANIC_REGISTRY
    globalThis.PRISMA_WASM_PANIC_REGISTRY = {
      set_message(message) {
        panic.message = message
        previous?.set_message?.(message)
      },
    }
    // 4. The engine arms 10 s / 60 s timers and never clears them: unref them, or every command
    //    waits for them before the process can exit.
    const imports = { ...glue }
    for (const name of Object.keys(glue).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (...args) => {
        const timer = glue[name](...args)
        timer?.unref?.()
        return timer
      }
    }
    const module = new WebAssembly.Module(fs.readFileSync(path.join(wasmDir, 'schema_engine_bg.wasm')))
    const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': imports })
    glue.__wbg_set_wasm(instance.exports)
    instance.exports.__wbindgen_start()
    if (glue.version() !== hash) throw new Error(`schema engine wasm is ${glue.version()}, expected ${hash}`)
    return glue
  })()
  return wasmPromise
}

export async function engineVersion() {
  return (await loadWasm()).version()
}

// ---------------------------------------------------------------------------------------------
// Connections and the adapter-pg fixes.

const CHAR_OID = 18 // Postgres' one-byte "char" (pg_catalog columns such as relkind, contype)
const TEXT_OID = 25

// 1. adapter-pg rejects "char" columns, which the schema describer selects from pg_catalog:
//    let adapter-pg see them as text, then report them as Character.
function readCharColumns(queryable) {
  const queryRaw = queryable.queryRaw
  queryable.queryRaw = async (query) => {
    const charColumns = []
    const view = Object.create(queryable, {
      performIO: {
        value: async (q) => {
          const result = await queryable.performIO(q)
          result.fields.forEach((field, i) => {
            if (field.dataTypeID === CHAR_OID) {
              charColumns.push(i)
              field.dataTypeID = TEXT_OID
            }
          })
          return result
        },
      },
    })
    const result = await queryRaw.call(view, query)
    for (const i of charColumns) result.columnTypes[i] = ColumnTypeEnum.Character
    return result
  }
}

function schemaOf(url) {
  return new URL(url).searchParams.get('schema') ?? undefined
}

function withDatabase(url, database) {
  const u = new URL(url)
  u.pathname = `/${encodeURIComponent(database)}`
  return u.toString()
}

function databaseOf(url) {
  const u = new URL(url)
  return decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres'
}

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`

/** Runs statements on a fresh connection (database creation, drops, probes). */
async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {}) // a dropped socket after the query must not crash the process
  try {
    await client.connect()
    return await use(client)
  } finally {
    await client.end().catch(() => {})
  }
}

const adminQuery = (url, sql) => withClient(url, (client) => client.query(sql))

// Which database a URL really reaches: an embedded PGlite answers every database name with its
// single database, and one server can hide behind two host names.
function databaseIdentity(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query('SELECT current_database() AS name')
    const cluster = await client
      .query('SELECT system_identifier::text AS id FROM pg_control_system()')
      .then((r) => r.rows[0].id, () => new URL(url).host)
    return { name: rows[0].name, id: `${cluster}/${rows[0].name}` }
  })
}

// pg errors the engine should see as database errors rather than as opaque JS exceptions.
function asDriverError(error) {
  if (typeof error?.code !== 'string' || typeof error?.severity !== 'string') return error
  const { code, severity, message, detail, column, hint } = error
  return new DriverAdapterError({ kind: 'postgres', code, severity, message, detail, column, hint })
}

async function openAdapter(session, url, { isShadow = false, afterDispose } = {}) {
  // 5. One connection per engine: the engine's session-level advisory lock then really
  //    serialises concurrent `migrate deploy`s, and scripts run on the session that holds it.
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  session.pools.add(pool)
  // `?schema=` as with the native engine: migration scripts are unqualified, so set search_path.
  const schema = schemaOf(url)
  if (schema) pool.on('connect', (client) => client.query(`SET search_path TO ${quoteIdent(schema)}`).catch(() => {}))
  const adapter = await new PrismaPg(pool, { schema, disposeExternalPool: true }).connect()
  readCharColumns(adapter)
  const startTransaction = adapter.startTransaction.bind(adapter)
  adapter.startTransaction = async (...args) => {
    const tx = await startTransaction(...args)
    readCharColumns(tx)
    return tx
  }
  // 2. adapter-pg splits scripts on ";" and autocommits each piece. Send the whole script as one
  //    simple-protocol query, as the native engine does: Postgres then runs it as one implicit
  //    transaction, so a failed migration leaves nothing behind.
  adapter.executeScript = async (script) => {
    const migration = isShadow ? undefined : await session.beforeScript?.(script)
    try {
      await pool.query(script)
    } catch (error) {
      if (migration) session.failedScript = { migration, error }
      adapter.onError(error) // throws adapter-pg's DriverAdapterError
    }
  }
  const dispose = adapter.dispose.bind(adapter)
  adapter.dispose = async () => {
    await dispose() // ends the pool first: a database cannot be dropped while we are connected
    await afterDispose?.()
  }
  return adapter
}

// 3. adapter-pg's connectToShadowDb keeps the main URL (its connectionString overrides the shadow
//    database name) and drops the shadow database while still connected to it.
async function openShadow(session, { url, shadowDatabaseUrl }) {
  const useSeparateDatabase =
    'set SHADOW_DATABASE_URL to a separate, empty database (for an embedded PGlite: a second instance).'
  try {
    if (shadowDatabaseUrl) {
      const [main, shadow] = await Promise.all([url && databaseIdentity(url), databaseIdentity(shadowDatabaseUrl)])
      if (shadow.name !== databaseOf(shadowDatabaseUrl) || shadow.id === main?.id) {
        throw new Error(`The shadow database URL reaches the main database (${shadow.name}): ${useSeparateDatabase}`)
      }
      // Like the native engine, start from an empty shadow database.
      await adminQuery(
        shadowDatabaseUrl,
        `DO $$ DECLARE s name; BEGIN
           FOR s IN SELECT nspname FROM pg_namespace
                    WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
             EXECUTE format('DROP SCHEMA %I CASCADE', s);
           END LOOP;
         END $$; CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaOf(shadowDatabaseUrl) ?? 'public')};`,
      )
      return openAdapter(session, shadowDatabaseUrl, { isShadow: true })
    }
    if (!url) throw new Error('A shadow database needs DATABASE_URL (or SHADOW_DATABASE_URL).')
    const name = `prisma_migrate_shadow_db_${randomUUID()}`
    const drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    await adminQuery(url, `CREATE DATABASE ${quoteIdent(name)}`)
    const reached = await databaseIdentity(withDatabase(url, name)).catch(async (error) => {
      await drop()
      throw error
    })
    if (reached.name !== name) {
      await drop()
      throw new Error(`The server did not open the new shadow database (it answered with ${reached.name}): ${useSeparateDatabase}`)
    }
    return openAdapter(session, withDatabase(url, name), { isShadow: true, afterDispose: drop })
  } catch (error) {
    throw asDriverError(error)
  }
}

// With no datasource URL, answer the engine's single start-up query so that schema-only commands
// (`migrate diff --from-empty --to-schema ...`) work without a database, as with the native engine.
function offlineAdapter() {
  const fail = async () => {
    throw new DriverAdapterError({
      kind: 'postgres', code: 'P1012', severity: 'ERROR',
      message: 'This command needs a database: set DATABASE_URL (see prisma.config.ts).',
    })
  }
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    queryRaw: async (query) => {
      if (!query.sql.includes('server_version_num')) return fail()
      return {
        columnNames: ['exists', 'version', 'numeric_version'],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, 'PostgreSQL 15 (no database connected)', 150000]],
      }
    },
    executeRaw: fail,
    executeScript: fail,
    startTransaction: fail,
    dispose: async () => {},
    getConnectionInfo: () => ({ schemaName: undefined, supportsRelationJoins: true }),
  }
}

// ---------------------------------------------------------------------------------------------
// Errors.

function hostOf(url) {
  const u = new URL(url)
  return { host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username) }
}

/** Maps a connection error to the native P1xxx errors (what `cli can-connect-to-database` prints). */
export function connectionError(error, url) {
  const { host, port, user } = hostOf(url)
  const database = databaseOf(url)
  const unreachable = `Can't reach database server at \`${host}\`:\`${port}\`\n\nPlease make sure your database server is running at \`${host}\`:\`${port}\`.`
  const known = {
    ECONNREFUSED: ['P1001', unreachable],
    ENOTFOUND: ['P1001', unreachable],
    EHOSTUNREACH: ['P1001', unreachable],
    ETIMEDOUT: ['P1002', `The database server at \`${host}\`:\`${port}\` was reached but timed out.`],
    '28P01': ['P1000', `Authentication failed against database server at \`${host}\`, the provided database credentials for \`${user}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at \`${host}\`.`],
    '3D000': ['P1003', `Database \`${database}\` does not exist on the database server at \`${host}:${port}\`.`],
    '28000': ['P1010', `User \`${user}\` was denied access on the database \`${database}\``],
    '42P04': ['P1009', `Database \`${database}\` already exists on the database server at \`${host}:${port}\``],
  }[error?.code]
  if (!known) return new EngineError({ message: error?.message ?? String(error) })
  return new EngineError({ error_code: known[0], message: known[1] })
}

/** Opens (and closes) one connection; throws the native P1xxx error when that fails. */
export async function probeDatabase(url) {
  try {
    await adminQuery(url, 'SELECT 1')
  } catch (error) {
    throw connectionError(error, url)
  }
}

async function onMaintenanceDatabase(url, sql) {
  try {
    return await adminQuery(withDatabase(url, 'postgres'), sql)
  } catch (error) {
    if (error?.code !== '3D000') throw error
    return adminQuery(withDatabase(url, 'template1'), sql)
  }
}

export async function createDatabase(url) {
  const name = databaseOf(url)
  await onMaintenanceDatabase(url, `CREATE DATABASE ${quoteIdent(name)}`).catch((e) => {
    throw connectionError(e, url)
  })
  return name
}

export async function dropDatabase(url) {
  await onMaintenanceDatabase(url, `DROP DATABASE ${quoteIdent(databaseOf(url))}`).catch((e) => {
    throw connectionError(e, url)
  })
}

// 7. A failed migration comes back as an opaque "external connector error": rebuild the native
//    P3018 (migration name, SQLSTATE, database message) from the error we caught in executeScript.
function migrationFailed({ migration, error }) {
  const databaseError = [
    `ERROR: ${error.message}`,
    error.detail && `DETAIL: ${error.detail}`,
    error.hint && `HINT: ${error.hint}`,
  ].filter(Boolean).join('\n')
  const code = error.code ?? 'none'
  return new EngineError({
    error_code: 'P3018',
    message:
      'A migration failed to apply. New migrations cannot be applied before the error is recovered from. ' +
      'Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve' +
      `\n\nMigration name: ${migration}\n\nDatabase error code: ${code}\n\nDatabase error:\n${databaseError}\n`,
    meta: { migration_name: migration, database_error_code: code, database_error: databaseError },
  })
}

export function toEngineError(error, session) {
  if (error instanceof EngineError) return error
  // A JS exception thrown inside the adapter reaches us as "External error id#N": put its message back.
  const external = /External error id#(\d+)/.exec(error?.message ?? '')
  const original = external && session?.registry?.consumeError(Number(external[1]))?.error
  if (original) error = new Error(error.message.replace(external[0], original.message ?? String(original)))
  // 6. A Rust panic is a wasm trap (RuntimeError); its message went to the panic registry.
  if (error instanceof WebAssembly.RuntimeError) {
    return new EngineError({ is_panic: true, message: panic.message ?? error.message, backtrace: error.stack })
  }
  if (session?.failedScript) return migrationFailed(session.failedScript)
  const code = /^P\d{4}$/.test(error?.code ?? '') ? error.code : undefined // Prisma codes only, not SQLSTATEs
  return new EngineError({ message: error?.message ?? String(error), error_code: code })
}

// ---------------------------------------------------------------------------------------------
// Engine sessions.

/**
 * Starts a wasm engine on `url` (none: schema-only commands). `datamodels` are [path, content]
 * pairs; `onApplyMigration(name)` runs before each migration script reaches the main database.
 */
export async function openEngine({ url, shadowDatabaseUrl, datamodels, log, onApplyMigration } = {}) {
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new EngineError({ message: 'This offline schema engine supports PostgreSQL URLs only (postgresql://...).' })
  }
  const glue = await loadWasm()
  const session = { pools: new Set(), beforeScript: undefined, failedScript: undefined, registry: undefined }
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => (url ? openAdapter(session, url) : offlineAdapter()),
    connectToShadowDb: () => openShadow(session, { url, shadowDatabaseUrl }),
  })
  session.registry = factory.errorRegistry
  const closePools = () =>
    Promise.all([...session.pools].map((pool) => (pool.ending ? undefined : pool.end().catch(() => {}))))

  let engine
  try {
    engine = await glue.SchemaEngine.new({ datamodels: datamodels?.length ? datamodels : undefined }, (line) => log?.(line), factory)
  } catch (error) {
    await closePools()
    if (url) await probeDatabase(url) // throws the native P1001/P1000/P1003 when that is the cause
    throw toEngineError(error, session)
  }

  return {
    /** Calls an engine method by its wasm name; errors come back as EngineError. */
    async run(method, params) {
      session.failedScript = undefined
      session.beforeScript = method === 'applyMigrations' ? announcer(params, onApplyMigration) : undefined
      try {
        // Call through the object: a detached wasm-bindgen method loses its `this`.
        return await engine[method](params).catch(async (error) => {
          if (!needsWarmCache(method, params, error)) throw error
          await engine.diagnoseMigrationHistory({
            migrationsList: params.migrationsList,
            optInToShadowDatabase: true,
            filters: params.filters,
          })
          return engine[method](params)
        })
      } catch (error) {
        throw toEngineError(error, session)
      } finally {
        session.beforeScript = undefined
      }
    },
    async close() {
      try {
        engine.free()
      } finally {
        await closePools()
      }
    },
  }
}

// evaluateDataLoss and createMigration are not handed the adapter factory: they read the schema of
// the migrations history from a cache that diagnoseMigrationHistory (which has the factory, hence a
// shadow database) fills. After `migrate dev` applied pending migrations to a fresh database that
// cache is cold and they fail with this message: fill it, then retry once.
function needsWarmCache(method, params, error) {
  return (
    (method === 'evaluateDataLoss' || method === 'createMigration') &&
    params?.migrationsList &&
    /shadow DB must be provided through an external factory/.test(error?.message)
  )
}

// Knows a migration by its script (the engine passes the file's content to executeScript).
function announcer(params, onApplyMigration) {
  const pending = (params?.migrationsList?.migrationDirectories ?? []).map((dir) => ({
    name: dir.path,
    script: dir.migrationFile?.content?.value,
  }))
  return async (script) => {
    const index = pending.findIndex((m) => m.script === script)
    if (index < 0) return undefined
    const [{ name }] = pending.splice(index, 1)
    await onApplyMigration?.(name)
    return name
  }
}

/** The migrations folder in the shape the CLI sends to the engine. */
export function readMigrationsList(migrationsDir, shadowDbInitScript = '') {
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
  const entries = fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir, { withFileTypes: true }) : []
  const migrationDirectories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const content = read(path.join(migrationsDir, entry.name, 'migration.sql'))
      return {
        path: entry.name,
        migrationFile: {
          path: 'migration.sql',
          content: content === null ? { tag: 'error', value: 'migration.sql not found' } : { tag: 'ok', value: content },
        },
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: read(path.join(migrationsDir, 'migration_lock.toml')) },
    migrationDirectories,
    shadowDbInitScript,
  }
}

/**
 * `prisma migrate deploy`, in-process: applies the pending migrations of `migrationsDir` to `url`
 * and records them in `_prisma_migrations`. Other processes wait on the engine's advisory lock;
 * calls within this process also queue here, because an embedded PGlite serves all its socket
 * clients from one Postgres session, where advisory locks do not exclude each other.
 */
let queue = Promise.resolve()

export function applyMigrations(options) {
  const run = queue.then(() => applyNow(options))
  queue = run.catch(() => {})
  return run
}

async function applyNow({ url, migrationsDir, onApplyMigration }) {
  const session = await openEngine({ url, onApplyMigration })
  try {
    const { appliedMigrationNames } = await session.run('applyMigrations', {
      migrationsList: readMigrationsList(migrationsDir),
      filters: { externalTables: [], externalEnums: [] },
    })
    return { applied: appliedMigrationNames }
  } finally {
    await session.close()
  }
}
