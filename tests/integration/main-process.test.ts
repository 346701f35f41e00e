// `npm start`'s process (api/main.ts) as a person runs it: it comes up, answers /healthz, and
// Ctrl+C / SIGTERM stops it cleanly (server, pub/sub, database) instead of hanging.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startApiProcess, waitForHealth } from '../helpers/api-process.js';

let database: TestDatabase | undefined;
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-main-'));

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('api/main.ts', () => {
  it('starts, answers /healthz and exits with 0 on SIGTERM', async () => {
    database = await createTestDatabase();
    const api = startApiProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, NODE_ENV: 'production' });
    child = api.child;
    await expect(waitForHealth(api.url, Date.now() + 60_000)).resolves.toMatchObject({ status: 'ok', database: 'ok' });
    child.kill('SIGTERM');
    const code = await Promise.race([api.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 20_000))]);
    expect(code, api.output()).toBe(0);
    expect(api.output()).toContain('"msg":"server.stopped"');
  }, 90_000);
});
