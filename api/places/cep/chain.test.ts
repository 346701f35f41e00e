import { describe, expect, it, vi } from 'vitest';
import { cepSteps, lookupCepWith, runSteps, shouldCache, type CepCache, type CepChainDeps } from './chain.js';
import { HARD_CODED_CEP, REGIONAL_TABLE, hardCodedFallback, prefixFallback, regionalLookup } from './fallbacks.js';
import { isUsableResult, normalizeCep } from './normalize.js';
import type { CepResult } from './types.js';

const result = (cep: string, over: Partial<CepResult> = {}): CepResult => ({
  cep,
  street: 'Rua A',
  district: 'Centro',
  city: 'Cidade',
  state: 'MG',
  ibge: null,
  source: 'VIACEP',
  confidence: 'HIGH',
  ...over,
});

function deps(over: Partial<CepChainDeps> = {}) {
  const stored = new Map<string, CepResult>();
  const cache: CepCache & { stored: Map<string, CepResult> } = {
    stored,
    get: vi.fn(async (cep: string) => (stored.has(cep) ? { ...stored.get(cep)!, source: 'CACHE' as const } : null)),
    put: vi.fn(async (r: CepResult) => void stored.set(r.cep, r)),
  };
  const all = {
    cache,
    viaCep: vi.fn(async () => ({ result: null, reason: 'erro' }) as const),
    brasilApi: vi.fn(async () => ({ result: null, reason: 'status 404' }) as const),
    onStepFailure: vi.fn(),
    ...over,
  };
  return all as typeof all & { cache: typeof cache };
}

describe('normalizeCep', () => {
  it('keeps the 8 digits of a masked or spaced CEP', () => {
    expect(normalizeCep(' 39688-000 ')).toEqual({ ok: true, cep: '39688000' });
    expect(normalizeCep('39.688.000')).toEqual({ ok: true, cep: '39688000' });
  });
  it("refuses anything else with 'CEP inválido: {cep}'", () => {
    expect(normalizeCep('3968-000')).toEqual({ ok: false, message: 'CEP inválido: 3968-000' });
    expect(normalizeCep('396880001')).toEqual({ ok: false, message: 'CEP inválido: 396880001' });
    expect(normalizeCep(null)).toEqual({ ok: false, message: 'CEP inválido: ' });
  });
  it('accepts a result only with cidade and UF', () => {
    expect(isUsableResult({ city: 'Capelinha', state: 'MG' })).toBe(true);
    expect(isUsableResult({ city: '', state: 'MG' })).toBe(false);
    expect(isUsableResult({ city: 'X', state: '' })).toBe(false);
    expect(isUsableResult({ city: 'X', state: 'Minas' })).toBe(false);
  });
});

describe('fallbacks', () => {
  it('maps 39688-000 to Angelândia/MG, high', () => {
    expect(hardCodedFallback(HARD_CODED_CEP)).toEqual({
      cep: '39688000',
      street: '',
      district: 'Centro',
      city: 'Angelândia',
      state: 'MG',
      ibge: '3102852',
      source: 'FALLBACK',
      confidence: 'HIGH',
    });
    expect(hardCodedFallback('39688001')).toBeNull();
  });

  it('has about 12 regional towns of Minas Gerais with 7-digit IBGE codes', () => {
    const entries = Object.entries(REGIONAL_TABLE);
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.length).toBeLessThanOrEqual(14);
    for (const [cep, entry] of entries) {
      expect(cep).toMatch(/^3\d{7}$/);
      expect(entry.state).toBe('MG');
      expect(entry.ibge).toMatch(/^31\d{5}$/);
      expect(regionalLookup(cep)).toMatchObject({ cep, city: entry.city, source: 'REGIONAL', confidence: 'HIGH' });
    }
    expect(entries.map(([, e]) => e.city)).toContain('Capelinha');
    expect(regionalLookup('39688000')).toBeNull();
  });

  it('prefix fallbacks: 3968 → nearby town (medium), 30–39 → Minas Gerais (low), else nothing', () => {
    expect(prefixFallback('39689999')).toMatchObject({ city: 'Capelinha', state: 'MG', district: '', source: 'FALLBACK', confidence: 'MEDIUM' });
    expect(prefixFallback('39680123')).toMatchObject({ confidence: 'MEDIUM' });
    for (const cep of ['30000000', '35500000', '39670001', '39999999']) {
      expect(prefixFallback(cep)).toEqual({ cep, street: '', district: '', city: '', state: 'MG', ibge: null, source: 'FALLBACK', confidence: 'LOW' });
    }
    for (const cep of ['29999999', '40000000', '01001000', '99999999']) expect(prefixFallback(cep)).toBeNull();
  });
});

describe('the chain', () => {
  it('runs in the spec order: fallback, cache, regional, ViaCEP, BrasilAPI, prefix', () => {
    expect(cepSteps(deps()).map((s) => s.name)).toEqual(['fallback', 'cache', 'regional', 'viacep', 'brasilapi', 'prefix']);
  });

  it('stops at the hard-coded entry before touching the cache or providers', async () => {
    const d = deps();
    const lookup = await lookupCepWith('39688-000', d);
    expect(lookup).toMatchObject({ ok: true, result: { city: 'Angelândia', source: 'FALLBACK' } });
    expect(d.cache.get).not.toHaveBeenCalled();
    expect(d.viaCep).not.toHaveBeenCalled();
  });

  it('prefers the cache to the regional table', async () => {
    const d = deps();
    d.cache.stored.set('39680000', result('39680000', { city: 'Capelinha (cache)' }));
    expect(await lookupCepWith('39680000', d)).toMatchObject({ ok: true, result: { city: 'Capelinha (cache)', source: 'CACHE' } });
    expect(d.viaCep).not.toHaveBeenCalled();
  });

  it('prefers the regional table to the providers', async () => {
    const d = deps();
    expect(await lookupCepWith('39660000', d)).toMatchObject({ ok: true, result: { city: 'Turmalina', source: 'REGIONAL' } });
    expect(d.viaCep).not.toHaveBeenCalled();
    expect(d.cache.put).not.toHaveBeenCalled();
  });

  it('asks ViaCEP first, then BrasilAPI, and caches what they confirm', async () => {
    const d = deps({ brasilApi: vi.fn(async (cep: string) => ({ result: result(cep, { source: 'BRASILAPI', city: 'Recife', state: 'PE' }) })) });
    const lookup = await lookupCepWith('50030-230', d);
    expect(lookup).toMatchObject({ ok: true, result: { city: 'Recife', source: 'BRASILAPI', confidence: 'HIGH' } });
    expect(d.viaCep).toHaveBeenCalledBefore(d.brasilApi as ReturnType<typeof vi.fn>);
    expect(d.onStepFailure).toHaveBeenCalledWith('viacep', '50030230', 'erro');
    expect(d.cache.put).toHaveBeenCalledOnce();
    expect(d.cache.stored.get('50030230')).toMatchObject({ city: 'Recife' });
  });

  it('does not ask BrasilAPI when ViaCEP answered', async () => {
    const d = deps({ viaCep: vi.fn(async (cep: string) => ({ result: result(cep) })) });
    await lookupCepWith('01001000', d);
    expect(d.brasilApi).not.toHaveBeenCalled();
  });

  it('falls back by prefix when both providers fail, without caching', async () => {
    const d = deps();
    expect(await lookupCepWith('39682000', d)).toMatchObject({ ok: true, result: { confidence: 'MEDIUM' } });
    expect(await lookupCepWith('31000000', d)).toMatchObject({ ok: true, result: { confidence: 'LOW', state: 'MG' } });
    expect(d.cache.put).not.toHaveBeenCalled();
    expect(await lookupCepWith('01001000', d)).toEqual({ ok: false, code: 'NOT_FOUND', message: 'CEP não encontrado' });
  });

  it('skips a step that throws (cache down) and reports it', async () => {
    const d = deps({ viaCep: vi.fn(async (cep: string) => ({ result: result(cep) })) });
    d.cache.get = vi.fn(async () => {
      throw new Error('db down');
    });
    expect(await lookupCepWith('01001000', d)).toMatchObject({ ok: true, result: { source: 'VIACEP' } });
    expect(d.onStepFailure).toHaveBeenCalledWith('cache', '01001000', 'db down');
  });

  it('returns the invalid message without running any step', async () => {
    const d = deps();
    expect(await lookupCepWith('123', d)).toEqual({ ok: false, code: 'INVALID', message: 'CEP inválido: 123' });
    expect(d.cache.get).not.toHaveBeenCalled();
  });

  it('runSteps returns the first answer', async () => {
    const order: string[] = [];
    const step = (name: string, answer: CepResult | null) => ({ name, run: () => (order.push(name), answer) });
    expect(await runSteps('1', [step('a', null), step('b', result('1')), step('c', result('1'))])).toMatchObject({ cep: '1' });
    expect(order).toEqual(['a', 'b']);
  });

  it('caches only high-confidence provider answers', () => {
    expect(shouldCache(result('1'))).toBe(true);
    expect(shouldCache(result('1', { source: 'BRASILAPI' }))).toBe(true);
    expect(shouldCache(result('1', { source: 'FALLBACK', confidence: 'MEDIUM' }))).toBe(false);
    expect(shouldCache(result('1', { source: 'FALLBACK', confidence: 'LOW' }))).toBe(false);
    expect(shouldCache(result('1', { source: 'FALLBACK' }))).toBe(false);
    expect(shouldCache(result('1', { source: 'REGIONAL' }))).toBe(false);
    expect(shouldCache(result('1', { source: 'CACHE' }))).toBe(false);
  });
});
