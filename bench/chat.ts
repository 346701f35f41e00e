// `node --import tsx bench/chat.ts`: chat fan-out over graphql-ws. In a temporary database on
// DATABASE_URL's server (loopback only) it seeds one customer with a support conversation and N
// admins with sessions; starts the API as a child process (so its memory is measured alone);
// opens N graphql-ws sockets, one per admin, each subscribed to `chatEvents` (admins receive the
// support conversations); then the customer posts messages over HTTP, one at a time, and every
// socket times each delivery. Prints, for each N: p50/p99 delivery latency (post → event on the
// socket), how many deliveries arrived, and the API's resident memory per connection (RSS after
// the sockets subscribed minus before, divided by N). The database is dropped at the end.
//
// Options (environment): BENCH_SUBSCRIBERS ("1000,5000"), BENCH_MESSAGES (5 per round),
// BENCH_KEEP_DB=1 keeps the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { benchDatabase } from './bench-database.js';
import { percentile, post } from './bench-http.js';

process.env.LOG_LEVEL ??= 'warn';
const { applyMigrations } = await import('../api/db/migrate.js');
const { createPrisma } = await import('../api/db/client.js');
const { newToken } = await import('../api/accounts/tokens.js');

const ROUNDS = (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number).filter((n) => n > 0);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5);
const database = benchDatabase('clube_bench_chat');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;


async function startApi(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = 4300 + (process.pid % 500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off', PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('a API não respondeu em /healthz');
}

await database.create();
let api: { url: string; child: ChildProcess } | null = null;
try {
  console.log(`Banco temporário ${database.name}: aplicando migrações e semeando...`);
  await applyMigrations(database.url);
  const prisma = createPrisma(database.url, 5);
  const largest = Math.max(...ROUNDS);
  const users = Array.from({ length: largest + 1 }, (_, i) => ({
    id: randomUUID(),
    name: i === 0 ? 'Cliente Bench' : `Admin ${i}`,
    isAdmin: i > 0,
  }));
  await prisma.user.createMany({
    data: users.map((u) => ({ id: u.id, name: u.name, email: `${u.id}@bench.local`, phone: '33988887777', passwordHash: 'x', referralCode: u.id.slice(0, 12).toUpperCase(), role: u.isAdmin ? 'ADMIN' : 'CONSUMER', isAdmin: u.isAdmin })),
  });
  const tokens = users.map(() => newToken());
  await prisma.session.createMany({ data: users.map((u, i) => ({ userId: u.id, tokenHash: tokens[i].tokenHash, expiresAt: new Date(Date.now() + 86_400_000) })) });
  await prisma.$disconnect();
  const customerToken = tokens[0].token;

  api = await startApi(database.url);
  const conversationId = (await post(api.url, customerToken, 'mutation { startSupportConversation { conversation { id } } }')).startSupportConversation.conversation.id;
  const wsUrl = api.url.replace('http', 'ws') + '/graphql';
  console.log(`API (processo ${api.child.pid}) em ${api.url}; ${MESSAGES} mensagens por rodada.\n`);
  console.log('assinantes | entregas        | p50       | p99       | memória da API por conexão');

  for (const subscribers of ROUNDS) {
    const before = rssOf(api.child.pid!);
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    let registered = 0;
    const clients: Client[] = [];
    // Sockets connect in batches (a whole round at once would queue thousands of session lookups on
    // the API's database pool); each counts as registered on its first event (a warm-up message).
    let failure: Error | null = null;
    const allRegistered = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (registered >= subscribers || failure) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    for (let first = 1; first <= subscribers; first += 250) {
      const batch = [];
      for (let i = first; i < Math.min(first + 250, subscribers + 1); i++) {
        const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens[i].token}` }, retryAttempts: 0, lazy: false });
        clients.push(client);
        batch.push(new Promise<void>((resolve) => client.on('connected', () => resolve())));
        let warm = false;
        client.subscribe<{ chatEvents: { message: { body: string } | null } }>(
          { query: 'subscription { chatEvents { kind message { body } } }' },
          {
            next: (value) => {
              const body = value.data?.chatEvents.message?.body ?? '';
              if (!warm) {
                warm = true;
                registered++;
                return;
              }
              const at = sent.get(body);
              if (at !== undefined) latencies.push(performance.now() - at);
            },
            error: (error) => (failure = error instanceof Error ? error : new Error(JSON.stringify(error))),
            complete: () => undefined,
          },
        );
      }
      await Promise.all(batch);
    }
    // Warm-up messages, from the admins in turn (each user has its own message limit), until every
    // socket has received one; a message the busy API could not take is simply sent again.
    for (let n = 1; registered < subscribers && !failure; n++) {
      await post(api.url, tokens[1 + (n % subscribers)].token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { userErrors { message } } }', {
        i: { conversationId, text: 'aquecimento' },
      }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 2000));
    }
    await allRegistered;
    if (failure) throw failure;
    const after = rssOf(api.child.pid!);

    for (let m = 0; m < MESSAGES; m++) {
      const body = `medida ${subscribers}-${m}`;
      const expected = latencies.length + subscribers;
      sent.set(body, performance.now());
      const result = await post(api.url, customerToken, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { userErrors { message } } }', { i: { conversationId, text: body } });
      if (result.sendMessage.userErrors.length) throw new Error(result.sendMessage.userErrors[0].message);
      const deadline = Date.now() + 60_000;
      while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    }
    latencies.sort((a, b) => a - b);
    if (latencies.length < subscribers * MESSAGES) console.log(`(faltaram ${subscribers * MESSAGES - latencies.length} entregas em 60 s)`);
    console.log(
      `${String(subscribers).padStart(10)} | ${`${latencies.length}/${subscribers * MESSAGES}`.padEnd(15)} | ${`${percentile(latencies, 50).toFixed(1)} ms`.padEnd(9)} | ${`${percentile(latencies, 99).toFixed(1)} ms`.padEnd(9)} | ${`${((after - before) / subscribers / 1024).toFixed(1)} KB`} (RSS ${mb(before)} → ${mb(after)})`,
    );
    await Promise.all(clients.map((c) => c.dispose()));
    await new Promise((r) => setTimeout(r, 1000));
  }
} finally {
  api?.child.kill('SIGTERM');
  if (process.env.BENCH_KEEP_DB !== '1') await database.drop();
}
