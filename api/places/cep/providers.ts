// Steps 4 and 5: the public CEP services over HTTP, each with its own timeout (spec: 8 s).
// A provider that answers "not found", answers garbage, errors or times out gives null, and the
// chain moves on; the reason is returned for the log.
import { isUsableResult } from './normalize.js';
import type { CepResult } from './types.js';

export interface ProviderOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export type ProviderOutcome = { result: CepResult } | { result: null; reason: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function getJson(url: string, { timeoutMs, fetch = globalThis.fetch }: ProviderOptions): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  const raw = await response.text();
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

function failure(error: unknown): ProviderOutcome {
  const name = (error as Error)?.name;
  return { result: null, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : String((error as Error)?.message ?? error) };
}

/** ViaCEP: GET {base}/ws/{cep}/json/ → { logradouro, bairro, localidade, uf, ibge } or { erro: true }. */
export async function viaCep(cep: string, options: ProviderOptions): Promise<ProviderOutcome> {
  try {
    const { status, body } = await getJson(`${options.baseUrl.replace(/\/$/, '')}/ws/${cep}/json/`, options);
    if (status !== 200 || !body || typeof body !== 'object') return { result: null, reason: `status ${status}` };
    const data = body as Record<string, unknown>;
    if (data.erro === true || data.erro === 'true') return { result: null, reason: 'erro' };
    const result: CepResult = {
      cep,
      street: text(data.logradouro),
      district: text(data.bairro),
      city: text(data.localidade),
      state: text(data.uf).toUpperCase(),
      ibge: text(data.ibge) || null,
      source: 'VIACEP',
      confidence: 'HIGH',
    };
    return isUsableResult(result) ? { result } : { result: null, reason: 'incomplete' };
  } catch (error) {
    return failure(error);
  }
}

/** BrasilAPI: GET {base}/api/cep/v1/{cep} → { street, neighborhood, city, state }; 404 when unknown. */
export async function brasilApi(cep: string, options: ProviderOptions): Promise<ProviderOutcome> {
  try {
    const { status, body } = await getJson(`${options.baseUrl.replace(/\/$/, '')}/api/cep/v1/${cep}`, options);
    if (status !== 200 || !body || typeof body !== 'object') return { result: null, reason: `status ${status}` };
    const data = body as Record<string, unknown>;
    const result: CepResult = {
      cep,
      street: text(data.street),
      district: text(data.neighborhood),
      city: text(data.city),
      state: text(data.state).toUpperCase(),
      ibge: null,
      source: 'BRASILAPI',
      confidence: 'HIGH',
    };
    return isUsableResult(result) ? { result } : { result: null, reason: 'incomplete' };
  } catch (error) {
    return failure(error);
  }
}
