// Types for wasm-engine.mjs (plain JS so that the CLI can run it without a build step).

export interface EngineErrorData {
  is_panic: boolean
  message: string
  meta: Record<string, unknown>
  error_code?: string
  backtrace?: string
}

/** The native engine's user-facing error: `code` is a Prisma code such as P3018 or P1001. */
export declare class EngineError extends Error {
  code: string | undefined
  data: EngineErrorData
}

export interface EngineSession {
  run(method: string, params?: unknown): Promise<any>
  close(): Promise<void>
}

export declare function checkVersions(): string
export declare function engineVersion(): Promise<string>
export declare function openEngine(options?: {
  url?: string
  shadowDatabaseUrl?: string
  datamodels?: [string, string][]
  log?: (line: string) => void
  onApplyMigration?: (name: string) => unknown
}): Promise<EngineSession>
export declare function readMigrationsList(migrationsDir: string, shadowDbInitScript?: string): unknown
export declare function applyMigrations(options: {
  url: string
  migrationsDir: string
  onApplyMigration?: (name: string) => unknown
}): Promise<{ applied: string[] }>
export declare function probeDatabase(url: string): Promise<void>
export declare function createDatabase(url: string): Promise<string>
export declare function dropDatabase(url: string): Promise<void>
export declare function connectionError(error: unknown, url: string): EngineError
export declare function toEngineError(error: unknown): EngineError
