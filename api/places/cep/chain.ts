// The lookup chain of docs/decisions.md as a list of small strategies tried in order; the first one
// that answers wins. Pure: every strategy's dependencies (cache, HTTP) come in as functions, so the
// order and the fallbacks are unit-tested without a server.
import { hardCodedFallback, prefixFallback, regionalLookup } from './fallbacks.js';
import { normalizeCep } from './normalize.js';
import { brasilApi, viaCep, type ProviderOptions, type ProviderOutcome } from './providers.js';
import { CEP_MESSAGES, type CepResult } from './types.js';

export interface CepStep {
  name: string;
  run(cep: string): Promise<CepResult | null> | CepResult | null;
}

export interface CepCache {
  get(cep: string): Promise<CepResult | null>;
  put(result: CepResult): Promise<void>;
}

export interface CepChainDeps {
  cache: CepCache;
  viaCep: (cep: string) => Promise<ProviderOutcome>;
  brasilApi: (cep: string) => Promise<ProviderOutcome>;
  /** Called when a step fails (provider down, cache unreachable); the chain goes on. */
  onStepFailure?: (step: string, cep: string, reason: string) => void;
}

/** hard-coded → cache → regional table → ViaCEP → BrasilAPI → prefix fallbacks. */
export function cepSteps(deps: CepChainDeps): CepStep[] {
  const provider = (name: string, call: (cep: string) => Promise<ProviderOutcome>): CepStep => ({
    name,
    async run(cep) {
      const outcome = await call(cep);
      if (!outcome.result) deps.onStepFailure?.(name, cep, outcome.reason);
      return outcome.result;
    },
  });
  return [
    { name: 'fallback', run: hardCodedFallback },
    { name: 'cache', run: (cep) => deps.cache.get(cep) },
    { name: 'regional', run: regionalLookup },
    provider('viacep', deps.viaCep),
    provider('brasilapi', deps.brasilApi),
    { name: 'prefix', run: prefixFallback },
  ];
}

/** Runs the steps in order; a step that throws is reported and skipped. */
export async function runSteps(cep: string, steps: CepStep[], onStepFailure?: CepChainDeps['onStepFailure']) {
  for (const step of steps) {
    try {
      const result = await step.run(cep);
      if (result) return result;
    } catch (error) {
      onStepFailure?.(step.name, cep, String((error as Error)?.message ?? error));
    }
  }
  return null;
}

/** Only what the providers confirmed goes to the cache (spec: only high-confidence results). */
export function shouldCache(result: CepResult): boolean {
  return result.confidence === 'HIGH' && (result.source === 'VIACEP' || result.source === 'BRASILAPI');
}

export type CepLookup = { ok: true; result: CepResult } | { ok: false; code: 'INVALID' | 'NOT_FOUND'; message: string };

/** The whole lookup: normalise, run the chain, cache a high-confidence answer. */
export async function lookupCepWith(rawCep: string, deps: CepChainDeps): Promise<CepLookup> {
  const normalized = normalizeCep(rawCep);
  if (!normalized.ok) return { ok: false, code: 'INVALID', message: normalized.message };
  const result = await runSteps(normalized.cep, cepSteps(deps), deps.onStepFailure);
  if (!result) return { ok: false, code: 'NOT_FOUND', message: CEP_MESSAGES.notFound };
  if (shouldCache(result)) {
    try {
      await deps.cache.put(result);
    } catch (error) {
      deps.onStepFailure?.('cache-write', result.cep, String((error as Error)?.message ?? error));
    }
  }
  return { ok: true, result };
}

/** The providers' HTTP calls with the app's base URLs and timeout. */
export function httpProviders(options: { viaCepUrl: string; brasilApiUrl: string; timeoutMs: number; fetch?: typeof fetch }) {
  const base = (baseUrl: string): ProviderOptions => ({ baseUrl, timeoutMs: options.timeoutMs, fetch: options.fetch });
  return {
    viaCep: (cep: string) => viaCep(cep, base(options.viaCepUrl)),
    brasilApi: (cep: string) => brasilApi(cep, base(options.brasilApiUrl)),
  };
}
