// API_PROCESSES=2 (api/main.ts): the first process migrates, then two processes serve the same
// port; a process that dies is replaced while the other keeps answering; SIGTERM stops them all.
// Needs a Postgres server and Redis (the processes share live updates and limits through it).
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startApiProcess, waitForHealth, type ApiProcess } from '../helpers/api-process.js';

const REDIS_URL = process.env.REDIS_URL;
let database: TestDatabase | undefined;
let api: ApiProcess | undefined;

afterAll(async () => {
  api?.child.kill('SIGKILL');
  await database?.drop();
});

/** The process behind one health check, on a new connection (the cluster spreads connections). */
function healthPid(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/healthz`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve((JSON.parse(body) as { process: number }).process));
    });
    // A connection handed to a process that just died never answers: give up and ask again.
    request.setTimeout(2000, () => request.destroy(new Error('sem resposta')));
    request.on('error', reject);
  });
}

/** The processes that answered `n` health checks. */
async function answering(url: string, n = 20): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < n; i++) pids.add(await healthPid(url));
  return pids;
}

describe.skipIf(!REDIS_URL || !process.env.DATABASE_URL)('one API process per core (API_PROCESSES)', () => {
  it('serves from two processes, replaces one that dies, and stops on SIGTERM', async () => {
    database = await createTestDatabase({ migrate: false });
    api = startApiProcess({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, API_PROCESSES: '2' });
    await waitForHealth(api.url, Date.now() + 60_000);
    await expect.poll(async () => (await answering(api!.url)).size, { timeout: 20_000 }).toBe(2);
    const [victim] = await answering(api.url);
    process.kill(victim, 'SIGKILL');
    await expect.poll(async () => { const pids = await answering(api!.url); return [...pids].filter((p) => p !== victim).length; }, { timeout: 40_000 }).toBe(2);
    expect(api.output()).toContain('cluster.worker_died');
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 120_000);
});
