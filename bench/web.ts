// `npm run bench:web`: what each public screen costs a phone to load — JavaScript and everything
// else as transferred (compressed) bytes, requests, and the time to the first useful content — in
// Debian's Chromium at 412×915 over the built app (dist/web, built first when missing), served by
// the API with the demo data in a temporary database on DATABASE_URL's local server. Targets
// (docs/decisions.md, "Desempenho da web"): JavaScript ≤ 200 KB for the landing, ≤ 300 KB for any
// screen's first load. Prints the machine's load. Lighthouse is not a dependency of the project:
// run it separately against the same pages for its scores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { benchDatabase } from './bench-database.js';

process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL ??= 'warn';

const root = path.resolve(import.meta.dirname, '..');
const { applyMigrations } = await import('../api/db/migrate.js');
const { createPrisma } = await import('../api/db/client.js');
const { startServer } = await import('../api/server.js');
const { createServices } = await import('../api/services.js');
const { loadConfig } = await import('../api/config.js');
const { createPubSub } = await import('../api/shared/pubsub.js');
const { seedDemoDataOnce } = await import('../api/seed/index.js');
const { launchBrowser } = await import('../tests/helpers/browser.js');

const LIMITS = { landing: 200, other: 300 };
const database = benchDatabase('clube_bench_web');

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) execSync('npx vite build --config web/vite.config.ts --logLevel warn', { cwd: root, stdio: 'inherit' });
  await database.create();
  const prisma = createPrisma(database.url);
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-bench-web-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const browser = await launchBrowser();
  try {
    await applyMigrations(database.url);
    await seedDemoDataOnce(prisma, { uploadDir });
    const config = loadConfig({ ...process.env, DATABASE_URL: database.url, UPLOAD_DIR: uploadDir, SEED_DEMO_DATA: 'false' });
    server = await startServer(createServices(prisma, config, { pubsub: createPubSub() }), 0, '127.0.0.1');
    const product = await prisma.product.findFirstOrThrow({ where: { status: 'APPROVED', stock: { gt: 0 } }, select: { slug: true, store: { select: { slug: true } } } });
    const pages = [
      { name: 'landing', path: '/' },
      { name: '/explore', path: '/explore' },
      { name: 'produto', path: `/produto/${product.store.slug}/${product.slug}` },
      { name: '/login', path: '/login' },
      { name: '/signup', path: '/signup' },
    ];
    const rows: string[][] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
      const tab = await context.newPage();
      const sizes: { type: string; bytes: number }[] = [];
      tab.on('requestfinished', async (request) => {
        const s = await request.sizes().catch(() => null);
        if (s) sizes.push({ type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize });
      });
      await tab.goto(server.url + page.path, { waitUntil: 'networkidle' });
      const paint = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      const kb = (type?: string) => sizes.filter((s) => !type || s.type === type).reduce((n, s) => n + s.bytes, 0) / 1024;
      const limit = page.name === 'landing' ? LIMITS.landing : LIMITS.other;
      rows.push([page.name, kb('script').toFixed(0), `${limit}`, kb('script') <= limit ? 'OK' : 'acima', kb().toFixed(0), String(sizes.length), paint == null ? '-' : paint.toFixed(0)]);
      await context.close();
    }
    const header = ['página', 'JS KB', 'meta KB', 'JS', 'total KB', 'requisições', '1ª pintura ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    console.log(`\nWeb no celular (412×915, Chromium do Debian, sem limitação de rede), bytes transferidos comprimidos; ${os.cpus().length} CPUs`);
    console.log([line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n'));
    console.log(`carga da máquina (1/5/15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
  } finally {
    await browser.close();
    await server?.stop();
    await prisma.$disconnect();
    await database.drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

await main();
