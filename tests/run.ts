// `npm test`: everything a clean machine needs, then all suites (unit, integration, browser).
// Uses DATABASE_URL when set (each test file gets its own fresh database on that server),
// otherwise embedded PGlite; REDIS_URL enables the multi-instance tests' shared Redis.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const root = path.resolve(import.meta.dirname, '..');
const run = (command: string) => execSync(command, { cwd: root, stdio: 'inherit' });

/** How long each phase took, printed as a table at the end (where CI's tail shows it). */
const phases: { name: string; ms: number }[] = [];
const startedAt = performance.now();
function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    phases.push({ name, ms: performance.now() - start });
  }
}
const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A Debian tool the tests need (`bin`), installed with apt-get when running as root. */
function ensureDebianTool(bin: string, pkg: string, why: string) {
  if (fs.existsSync(bin)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`Instalando ${pkg} do Debian ${why}...`);
    run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`);
    return;
  }
  console.error(`${why[0].toUpperCase()}${why.slice(1)} precisam de ${bin}: sudo apt-get install -y ${pkg}`);
  process.exit(1);
}

/** The generated GraphQL types (web app, example client) must match schema.graphql (like the schema test for the API). */
function checkWebTypesFresh() {
  const dirs = ['web/src/gql', 'examples/gql'].map((d) => path.join(root, d));
  const snapshot = () =>
    dirs.flatMap((dir) => fs.readdirSync(dir).map((f) => `${dir}/${f}:${fs.readFileSync(path.join(dir, f), 'utf8')}`)).join('\n');
  const before = snapshot();
  execSync('npx graphql-codegen --config codegen.ts --silent', { cwd: root, stdio: 'inherit' });
  if (snapshot() !== before) {
    console.error('web/src/gql ou examples/gql estava desatualizado em relação a schema.graphql: foi regenerado agora; confira e faça commit.');
    process.exit(1);
  }
}

console.log(process.env.DATABASE_URL ? `Postgres: ${new URL(process.env.DATABASE_URL).host}` : 'Postgres: embutido (PGlite)');
console.log(process.env.REDIS_URL ? `Redis: ${process.env.REDIS_URL}` : 'Redis: ausente (pub/sub em processo; os testes de várias instâncias via Redis serão pulados)');
ensureDebianTool('/usr/bin/chromium', 'chromium', 'os testes de navegador');
timed('prisma generate', () => run('npx prisma generate'));
timed('codegen (tipos em dia)', checkWebTypesFresh);
console.log('Verificando tipos (tsc)...');
timed('tsc', () => run('npx tsc -p tsconfig.json --noEmit'));
console.log('Verificando imports e estilo (eslint)...');
timed('eslint', () => run('npx eslint .'));
timed('vite build', () => run('npx vite build --config web/vite.config.ts --logLevel warn'));
// The server's render of the app's screens (web/src/entry-server.tsx → dist/server), which the API loads.
timed('vite build --ssr', () => run('npx vite build --config web/vite.config.ts --ssr --logLevel warn'));

// Request logs are useful in production, noise in a test run (set LOG_LEVEL=info to see them).
process.env.LOG_LEVEL ??= 'warn';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  status: number;
  /** What failed, one line each (file › test: first line of the error), repeated at the end where CI's tail shows it. */
  failures: string[];
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

/** One line per failed test, or per file that failed without a failed test (an error while loading it). */
function failuresOf(report: JsonReport, label: string): string[] {
  const firstLine = (text = '') => text.split('\n')[0].slice(0, 300);
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`${label}${where}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => `${label}${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Runs Vitest with `args` (and `env`), returning its counts from the JSON report; `prefix` runs it under another command (faketime). */
function vitest(args: string[], env: NodeJS.ProcessEnv = process.env, prefix: string[] = []): Counts {
  const label = prefix.length ? `[${prefix.join(' ')}] ` : env.DATABASE_URL ? '' : '[PGlite] ';
  const paths = args.filter((arg, i) => !arg.startsWith('-') && !args[i - 1]?.startsWith('--project'));
  const what = [...args.filter((arg, i) => arg.startsWith('--project') || args[i - 1]?.startsWith('--project')), ...(paths.length > 2 ? [`(${paths.length} caminhos)`] : paths)];
  return timed(`${label}vitest ${what.join(' ') || '(todas as suítes)'}`, () => runVitest(args, env, prefix, label));
}

function runVitest(args: string[], env: NodeJS.ProcessEnv, prefix: string[], label: string): Counts {
  const report = path.join(os.tmpdir(), `clube-vitest-${process.pid}-${Date.now()}.json`);
  const command = [...prefix, 'npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args];
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, status: result.status ?? 1, failures: [] };
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as JsonReport;
    fs.rmSync(report);
    Object.assign(counts, {
      passed: summary.numPassedTests,
      failed: summary.numFailedTests,
      skipped: summary.numPendingTests + summary.numTodoTests,
      failures: failuresOf(summary, label),
    });
  }
  if (counts.status !== 0 && counts.failures.length === 0) counts.failures.push(`${label}vitest ${args.join(' ')}: saiu com ${counts.status}`);
  return counts;
}

const extra = process.argv.slice(2);
const runs = [vitest(extra)];

// A new user's first run has no database server: CI (which has one) also runs the key browser
// journeys once on the embedded PGlite, the path `npm start` takes on a fresh machine.
const EMBEDDED_JOURNEYS = ['tests/e2e/accounts.test.ts', 'tests/e2e/checkout.test.ts'];
if (process.env.CI && process.env.DATABASE_URL && extra.length === 0) {
  console.log('\nJornadas do navegador no Postgres embutido (sem DATABASE_URL)...');
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  runs.push(vitest(['--project', 'e2e', ...EMBEDDED_JOURNEYS], env));
}

// Tests must pass on any date: CI (or TEST_CLOCK=1) runs the unit suite and the integration suites
// whose code reads the calendar (months, expiries, promotions, dashboards, seeds) again with the clock
// moved to awkward moments. Debian's faketime moves Node's Date and the embedded PGlite's now() alike;
// an external Postgres or Redis keeps its own clock, so these runs use the embedded ones. The whole
// integration project under faketime also passes (docs/decisions.md) but takes ~16 min a moment.
const CLOCK_MOMENTS: [faked: string, what: string][] = [
  ['2027-01-01 03:30:00', '00:30 de 1º de janeiro em UTC−3 (virada do ano)'],
  ['2028-02-29 15:00:00', 'último dia de fevereiro de um ano bissexto'],
  ['2026-12-01 02:59:00', '23:59 em UTC−3 do último dia de um mês (já o mês seguinte em UTC)'],
];
const CLOCK_SUITES = [
  'accounts', 'admin-banners', 'admin-dashboard', 'admin-logs', 'admin-orders', 'cart', 'catalog', 'catalog-seed',
  'coupons', 'loyalty', 'loyalty-dashboard', 'loyalty-points', 'loyalty-seed', 'notifications', 'orders',
  'professionals', 'profile', 'public-cache', 'rate-limits', 'search', 'seed', 'shared-carts', 'shopper-screens',
  'vendor-customers', 'vendor-dashboard',
].map((name) => `tests/integration/${name}.test.ts`);
// The pure rules that read the calendar live in common/ and api/; the screens' jsdom tests (most of the
// unit project's time) format what those rules return, so the clock runs leave them to the plain run.
const CLOCK_UNIT_DIRS = ['common/', 'api/'];
if ((process.env.CI || process.env.TEST_CLOCK) && extra.length === 0) {
  ensureDebianTool('/usr/bin/faketime', 'faketime', 'os testes com o relógio movido');
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  for (const [faked, what] of CLOCK_MOMENTS) {
    console.log(`\nTestes com o relógio em ${faked} UTC (${what})...`);
    const clockEnv = { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
    runs.push(vitest(['--project', 'unit', ...CLOCK_UNIT_DIRS], clockEnv, ['faketime', faked]));
    runs.push(vitest(['--project', 'integration', ...CLOCK_SUITES], clockEnv, ['faketime', faked]));
  }
}

const total = runs.reduce((sum, run) => ({ passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped }), { passed: 0, failed: 0, skipped: 0 });
const failures = runs.flatMap((run) => run.failures);
const width = Math.max(...phases.map((phase) => phase.name.length));
console.log(`\nTempo de cada fase:\n${[...phases, { name: 'total', ms: performance.now() - startedAt }].map((phase) => `  ${phase.name.padEnd(width)}  ${minutes(phase.ms).padStart(6)}`).join('\n')}`);
if (failures.length) console.log(`\nFalhas:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
// The plain closing line CI reads.
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
