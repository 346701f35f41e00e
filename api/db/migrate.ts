// Applies pending migrations (prisma/migrations) at start-up, in-process: the same WebAssembly
// schema engine that `prisma migrate deploy` runs here (prisma/engine), so `_prisma_migrations`
// is filled exactly as by the CLI. Concurrent callers (several API processes starting at once)
// wait on the engine's Postgres advisory lock; the later ones find nothing pending.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations as applyWithEngine } from '../../prisma/engine/wasm-engine.mjs'

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations')

/**
 * Applies the migrations not yet recorded in `databaseUrl` (PostgreSQL or an embedded PGlite
 * served by pglite-socket). Throws an error whose `code` is the Prisma error code (e.g. P3018 for
 * a failed migration, P3009 when a failed one blocks the history, P1001 when unreachable).
 */
export async function applyMigrations(
  databaseUrl: string,
  options: { onApplyMigration?: (name: string) => void } = {},
): Promise<{ applied: string[] }> {
  return applyWithEngine({ url: databaseUrl, migrationsDir, onApplyMigration: options.onApplyMigration })
}
