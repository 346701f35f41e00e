#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which the Prisma CLI downloads (blocked
// here). prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY at this file; it runs Prisma's own
// engine compiled to WebAssembly (./wasm-engine.mjs) and speaks the binary's protocol:
//   schema-engine --version
//   schema-engine --datasource '{"url":...}' cli can-connect-to-database|create-database|drop-database
//   schema-engine --datamodels <path>... --datasource '{"url":...,"shadowDatabaseUrl":...}'
//     -> JSON-RPC 2.0, one message per line on stdin/stdout; logs as JSON lines on stderr.

import fs from 'node:fs'
import readline from 'node:readline'
import {
  EngineError,
  createDatabase,
  dropDatabase,
  engineVersion,
  openEngine,
  probeDatabase,
  toEngineError,
} from './wasm-engine.mjs'

// Same JSON log lines as the native engine (tracing's JSON format); the CLI reads `fields`.
function log(level, fields, target = 'schema_engine') {
  process.stderr.write(`${JSON.stringify({ timestamp: new Date().toISOString(), level, fields, target })}\n`)
}

function fail(error, exitCode = 1) {
  const { error_code = '', message } = toEngineError(error).data
  log('ERROR', { is_panic: false, error_code, message }, 'schema_engine::logger')
  process.exit(exitCode)
}

function parseArgs(argv) {
  const args = { datamodels: [], datasource: {}, positional: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--datamodels' || arg === '-d') args.datamodels.push(argv[++i])
    else if (arg === '--datasource') args.datasource = JSON.parse(argv[++i])
    else if (arg === '--enabled-preview-features' || arg === '--extension-types') i++ // nothing to do for Postgres
    else if (arg === '--version' || arg === '-V') args.version = true
    else args.positional.push(arg)
  }
  return args
}

// ---------------------------------------------------------------------------------------------
// One-shot commands: `cli <command>` (used by `migrate dev`/`reset` to check or create the database).

async function runCli(command, url) {
  // The CLI skips this first line and looks for an ERROR line after it.
  log('INFO', { message: 'Starting schema engine CLI' })
  await engineVersion() // refuses a version mismatch
  if (!url) throw new EngineError({ message: 'The datasource URL is missing: set DATABASE_URL (see prisma.config.ts).' })
  if (command === 'can-connect-to-database') {
    await probeDatabase(url)
    return 'Connection successful'
  }
  if (command === 'create-database') return `Database '${await createDatabase(url)}' was successfully created.`
  if (command === 'drop-database') {
    await dropDatabase(url)
    return 'The database was successfully dropped.'
  }
  throw new EngineError({ message: `Unknown cli command: ${command}` })
}

// ---------------------------------------------------------------------------------------------
// JSON-RPC server.

const ENGINE_METHODS = new Map(
  [
    'applyMigrations', 'createMigration', 'dbExecute', 'debugPanic', 'devDiagnostic',
    'diagnoseMigrationHistory', 'ensureConnectionValidity', 'evaluateDataLoss', 'introspect',
    'introspectSql', 'markMigrationApplied', 'markMigrationRolledBack', 'reset', 'schemaPush', 'diff',
  ].map((name) => [name, name]).concat([['getDatabaseVersion', 'version']]),
)

function serve({ datamodels, datasource }) {
  const inFlight = new Set()
  const printed = new Map()
  let nextPrintId = 0
  let sessionPromise

  const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`)
  // Same error envelope as the native engine. For panics the CLI shows `error.message` (or
  // `data.error.message`), so the panic message goes there too.
  const answerError = (id, data) =>
    send({
      jsonrpc: '2.0',
      id,
      error: data.is_panic
        ? { code: 4466, message: data.message, data: { ...data, error: { message: data.message } } }
        : { code: 4466, message: 'An error happened. Check the data field for details.', data },
    })

  // Engine -> CLI request: the CLI writes `content` to its stdout (diff output, "Applying migration").
  const print = (content) =>
    new Promise((resolve) => {
      const id = nextPrintId++
      printed.set(id, resolve)
      send({ jsonrpc: '2.0', id, method: 'print', params: { content } })
    })

  const session = () =>
    (sessionPromise ??= openEngine({
      url: datasource.url,
      shadowDatabaseUrl: datasource.shadowDatabaseUrl,
      datamodels: datamodels.map((file) => [file, fs.readFileSync(file, 'utf8')]),
      log: (line) => process.stderr.write(line.endsWith('\n') ? line : `${line}\n`),
      onApplyMigration: (name) => print(`Applying migration \`${name}\``),
    }))

  async function dispatch(method, params) {
    if (method === 'createDatabase') {
      const url = params?.datasource?.url ?? datasource.url
      return { databaseName: await createDatabase(url) }
    }
    const engineMethod = ENGINE_METHODS.get(method)
    if (!engineMethod) throw Object.assign(new Error(`Method not found: ${method}`), { rpcCode: -32601 })
    const engine = await session()
    const result = await engine.run(engineMethod, method === 'getDatabaseVersion' ? params ?? null : params)
    if (method === 'diff') {
      // The native engine hands diff output to the CLI through `print`, minus the final newline.
      if (result.stdout) await print(result.stdout.replace(/\n$/, ''))
      return { exitCode: result.exitCode, stdout: null }
    }
    return result === undefined ? {} : result
  }

  async function handleRequest(request) {
    const entry = { id: request.id }
    inFlight.add(entry)
    try {
      send({ jsonrpc: '2.0', id: request.id, result: await dispatch(request.method, request.params) })
    } catch (error) {
      if (error?.rpcCode) send({ jsonrpc: '2.0', id: request.id, error: { code: error.rpcCode, message: error.message } })
      else answerError(request.id, toEngineError(error).data)
      if (error?.data?.is_panic) exitAfterPanic()
    } finally {
      inFlight.delete(entry)
    }
  }

  // 6. A panic inside async engine code escapes as an uncaught RuntimeError: answer what is in
  //    flight with a panic error (the CLI then reports it) and exit like the native binary (101).
  function onFatal(error) {
    const isPanic = error instanceof WebAssembly.RuntimeError
    const data = isPanic ? toEngineError(error).data : new EngineError({ message: String(error?.stack ?? error) }).data
    for (const { id } of inFlight) answerError(id, data)
    log('ERROR', { is_panic: isPanic, message: data.message }, 'schema_engine::logger')
    exitAfterPanic(isPanic ? 101 : 1)
  }
  process.on('uncaughtException', onFatal)
  process.on('unhandledRejection', onFatal)

  function exitAfterPanic(code = 101) {
    process.stdout.write('', () => process.exit(code))
  }

  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
  lines.on('line', (line) => {
    if (!line.trim()) return
    let message
    try {
      message = JSON.parse(line)
    } catch {
      send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    if (message.method !== undefined) void handleRequest(message)
    else if (printed.has(message.id)) {
      printed.get(message.id)()
      printed.delete(message.id)
    }
  })
  // The CLI closes stdin when done: close the engine and its connections, then leave.
  lines.on('close', async () => {
    const guard = setTimeout(() => process.exit(0), 3000)
    guard.unref()
    try {
      if (sessionPromise) await (await sessionPromise.catch(() => null))?.close()
    } finally {
      process.exit(0)
    }
  })
}

// ---------------------------------------------------------------------------------------------

const args = parseArgs(process.argv.slice(2))
try {
  if (args.version) {
    process.stdout.write(`schema-engine-cli ${await engineVersion()}\n`)
  } else if (args.positional[0] === 'cli') {
    log('INFO', { message: await runCli(args.positional[1], args.datasource.url) })
    process.exit(0)
  } else {
    await engineVersion() // refuse a version mismatch before answering anything
    serve(args)
  }
} catch (error) {
  fail(error)
}
