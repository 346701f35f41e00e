// Every environment variable the app reads, in one place (documented in README and .env.example).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppConfig {
  port: number;
  /** Postgres URL; when unset `npm start` runs an embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Redis for subscriptions fan-out and shared rate limits; in-process when unset. */
  redisUrl?: string;
  /** SMTP for e-mail; a dev mailbox (/dev/mailbox) when unset. */
  smtpUrl?: string;
  mailFrom: string;
  /** Public origin of the web app, used in e-mailed links. */
  publicUrl?: string;
  /** Extra origins allowed to open the WebSocket (the app's own origin always is). */
  allowedOrigins: string[];
  uploadDir: string;
  /** Built web app served by the API (SPA fallback); absent in `npm run dev`. */
  webDir?: string;
  production: boolean;
  seedDemoData: boolean;
  viaCepUrl: string;
  brasilApiUrl: string;
  /** Timeout of each CEP provider request (ViaCEP, BrasilAPI); the spec's 8 s. Tests lower it. */
  cepTimeoutMs: number;
  /** How long a visitor's catalogue answer may be served from the public cache; 0 turns it off. */
  publicCacheSeconds: number;
  /** SHARED_CARTS_ENABLED (default on): professionals may share carts. */
  sharedCartsEnabled: boolean;
  /** How often this instance expires old shared carts and warns about expiring ones. */
  shareExpiryIntervalMs: number;
  /** TRUSTED_DOCUMENTS (default: on in production): visitors and ordinary sessions run only the web app's operations. */
  trustedDocuments: boolean;
  /** The web app's operations, written by codegen. */
  trustedDocumentsFile: string;
  /** API_PROCESSES: serving processes on the same port (node:cluster); needs DATABASE_URL and REDIS_URL. */
  apiProcesses: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe (Express's `trust proxy`: 'loopback',
   * 'uniquelocal' for a proxy on a private network, a list of addresses). The client's address keys
   * the rate limits and the logs.
   */
  trustProxy: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(projectRoot, env.DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Clube Local <nao-responda@clubelocal.com.br>',
    publicUrl: env.PUBLIC_URL || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    uploadDir: path.resolve(projectRoot, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDir: path.resolve(projectRoot, env.WEB_DIR ?? 'dist/web'),
    production: env.NODE_ENV === 'production',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    viaCepUrl: env.VIACEP_URL ?? 'https://viacep.com.br',
    brasilApiUrl: env.BRASILAPI_URL ?? 'https://brasilapi.com.br',
    cepTimeoutMs: Number(env.CEP_TIMEOUT_MS) > 0 ? Number(env.CEP_TIMEOUT_MS) : 8000,
    sharedCartsEnabled: env.SHARED_CARTS_ENABLED !== 'false',
    shareExpiryIntervalMs: Number(env.SHARE_EXPIRY_INTERVAL_SECONDS) > 0 ? Number(env.SHARE_EXPIRY_INTERVAL_SECONDS) * 1000 : 60_000,
    apiProcesses: Math.max(1, Math.min(64, Math.floor(Number(env.API_PROCESSES) || 1))),
    trustProxy: env.TRUST_PROXY || 'loopback',
    trustedDocuments: env.TRUSTED_DOCUMENTS ? env.TRUSTED_DOCUMENTS === 'on' : env.NODE_ENV === 'production',
    trustedDocumentsFile: path.resolve(projectRoot, env.TRUSTED_DOCUMENTS_FILE ?? 'web/src/gql/persisted-documents.json'),
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS && Number(env.PUBLIC_CACHE_SECONDS) >= 0 ? Number(env.PUBLIC_CACHE_SECONDS) : 5,
  };
}
