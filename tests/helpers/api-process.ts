// api/main.ts as its own process, the way `npm start` runs it: for tests of how the process starts,
// stops and survives being killed.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

export async function waitForHealth(url: string, deadline: number): Promise<unknown> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a API não respondeu em /healthz');
}

/** Starts api/main.ts on a random port with `env` on top of this process's environment. */
export function startApiProcess(env: Record<string, string>, port = 20_000 + Math.floor(Math.random() * 20_000)): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: { ...process.env, PORT: String(port), SEED_DEMO_DATA: 'false', REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}
