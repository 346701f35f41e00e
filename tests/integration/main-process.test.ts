// `npm start`'s process (api/main.ts) as a person runs it: it comes up, answers /healthz, and
// Ctrl+C / SIGTERM stops it cleanly (server, pub/sub, database) instead of hanging.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase | undefined;
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-main-'));

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<unknown> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a API não respondeu em /healthz');
}

describe('api/main.ts', () => {
  it('starts, answers /healthz and exits with 0 on SIGTERM', async () => {
    database = await createTestDatabase();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', REDIS_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    await expect(waitForHealth(`http://127.0.0.1:${port}/healthz`, Date.now() + 60_000)).resolves.toMatchObject({ status: 'ok', database: 'ok' });
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000))]);
    expect(code, output).toBe(0);
    expect(output).toContain('"msg":"server.stopped"');
  }, 90_000);
});
