// Prisma 7 CLI configuration (prisma migrate|generate|db ...).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'prisma/config'

const root = path.dirname(fileURLToPath(import.meta.url))

// Optional .env (never committed); variables already set in the environment win.
const envFile = path.join(root, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

// Offline schema engine: Prisma's engine compiled to WebAssembly behind the native binary's
// protocol (docs/operations.md, "Migrações offline"). Set PRISMA_SCHEMA_ENGINE_BINARY= (empty)
// to let the CLI download and use the native binary instead; a relative path is taken from here.
const engine = process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? 'prisma/engine/schema-engine.mjs'
if (engine !== '') process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve(root, engine)

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    // Optional so that `prisma generate` (build, postinstall) runs without a database.
    url: process.env.DATABASE_URL,
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL || undefined,
  },
})
