// CEP lookup over the real stack: every step of the chain against a fake
// ViaCEP/BrasilAPI on loopback, the cache written only for high confidence, and the rate limit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { brasilApiBody, startFakeCep, viaCepBody, type FakeCepServer } from '../helpers/fake-cep.js';

const TIMEOUT_MS = 400;

let server: TestServer;
let fake: FakeCepServer;

beforeAll(async () => {
  fake = await startFakeCep();
  server = await startTestServer({ env: { VIACEP_URL: fake.url, BRASILAPI_URL: fake.url, CEP_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});
beforeEach(() => fake.reset());

export const LOOKUP_CEP = `query LookupCep($cep: String!) {
  lookupCep(cep: $cep) {
    address { cep street district city state ibge source confidence }
    retryAfterSeconds
    userErrors { field code message }
  }
}`;

// Visitors are limited per IP; the server trusts X-Forwarded-For from loopback, so each test
// gets its own "client" and the 10-per-minute limit never leaks between tests.
let ipCounter = 1;
const newIp = () => `198.51.100.${ipCounter++}`;

async function lookup(cep: string, ip = newIp()) {
  const response = await gql(server.url, LOOKUP_CEP, { cep }, { headers: { 'x-forwarded-for': ip } });
  expect(response.errors).toBeUndefined();
  return response.data.lookupCep as {
    address: null | Record<string, string | null>;
    retryAfterSeconds: number | null;
    userErrors: { field: string; code: string; message: string }[];
  };
}

describe('the lookup chain, step by step', () => {
  it('answers 39688-000 from the hard-coded entry (Angelândia/MG, high) without any network call', async () => {
    const result = await lookup('39688-000');
    expect(result.userErrors).toEqual([]);
    expect(result.address).toEqual({
      cep: '39688000',
      street: '',
      district: 'Centro',
      city: 'Angelândia',
      state: 'MG',
      ibge: '3102852',
      source: 'FALLBACK',
      confidence: 'HIGH',
    });
    expect(fake.calls).toEqual([]);
    expect(await server.prisma.zipCache.count({ where: { cep: '39688000' } })).toBe(0);
  });

  it('answers from the cache table before the regional table and the providers', async () => {
    await server.prisma.zipCache.create({
      data: { cep: '39680000', street: 'Rua do Cache', district: 'Vila', city: 'Capelinha', state: 'MG', ibge: '3112307', source: 'viacep' },
    });
    const result = await lookup('39680000');
    expect(result.address).toMatchObject({ street: 'Rua do Cache', city: 'Capelinha', source: 'CACHE', confidence: 'HIGH' });
    expect(fake.calls).toEqual([]);
    await server.prisma.zipCache.delete({ where: { cep: '39680000' } });
  });

  it('answers a postcode of the regional table without calling the providers', async () => {
    const result = await lookup('39650-000');
    expect(result.address).toMatchObject({
      cep: '39650000',
      city: 'Minas Novas',
      state: 'MG',
      district: 'Centro',
      ibge: '3141801',
      source: 'REGIONAL',
      confidence: 'HIGH',
    });
    expect(fake.calls).toEqual([]);
  });

  it('asks ViaCEP, fills the fields and caches the high-confidence answer', async () => {
    fake.respond('viacep', '01001000', {
      kind: 'ok',
      body: viaCepBody('01001000', { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' }),
    });
    const result = await lookup('01001-000');
    expect(result.address).toEqual({
      cep: '01001000',
      street: 'Praça da Sé',
      district: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      ibge: '3550308',
      source: 'VIACEP',
      confidence: 'HIGH',
    });
    expect(fake.callsFor('01001000')).toEqual(['viacep']);
    expect(await server.prisma.zipCache.findUnique({ where: { cep: '01001000' } })).toMatchObject({
      street: 'Praça da Sé',
      city: 'São Paulo',
      state: 'SP',
      ibge: '3550308',
      source: 'viacep',
    });

    // The second lookup comes from the cache: no new provider call.
    const again = await lookup('01001000');
    expect(again.address).toMatchObject({ city: 'São Paulo', source: 'CACHE', confidence: 'HIGH' });
    expect(fake.callsFor('01001000')).toEqual(['viacep']);
  });

  it('falls through to BrasilAPI when ViaCEP says erro: true', async () => {
    fake.respond('viacep', '20040002', { kind: 'erro' });
    fake.respond('brasilapi', '20040002', {
      kind: 'ok',
      body: brasilApiBody('20040002', { street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' }),
    });
    const result = await lookup('20040-002');
    expect(result.address).toMatchObject({
      street: 'Rua da Assembleia',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      ibge: null,
      source: 'BRASILAPI',
      confidence: 'HIGH',
    });
    expect(fake.callsFor('20040002')).toEqual(['viacep', 'brasilapi']);
    expect(await server.prisma.zipCache.findUnique({ where: { cep: '20040002' } })).toMatchObject({ source: 'brasilapi', city: 'Rio de Janeiro' });
  });

  it('falls through to BrasilAPI when ViaCEP does not answer within the timeout', async () => {
    fake.respond('viacep', '70040010', { kind: 'hang' });
    fake.respond('brasilapi', '70040010', { kind: 'ok', body: brasilApiBody('70040010', { city: 'Brasília', state: 'DF' }) });
    const started = Date.now();
    const result = await lookup('70040010');
    const elapsed = Date.now() - started;
    expect(result.address).toMatchObject({ city: 'Brasília', state: 'DF', source: 'BRASILAPI', confidence: 'HIGH' });
    expect(fake.callsFor('70040010')).toEqual(['viacep', 'brasilapi']);
    // It waited for the timeout, and not much more (no retry, no second wait).
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('treats a provider answer without cidade or UF as no answer', async () => {
    fake.respond('viacep', '40010000', { kind: 'ok', body: viaCepBody('40010000', { localidade: '', uf: 'BA' }) });
    fake.respond('brasilapi', '40010000', { kind: 'ok', body: brasilApiBody('40010000', { city: 'Salvador', state: 'BA' }) });
    expect((await lookup('40010000')).address).toMatchObject({ city: 'Salvador', source: 'BRASILAPI' });
  });

  describe('when both providers fail', () => {
    it('3968x-xxx gives the nearby regional town with MEDIUM confidence, not cached', async () => {
      fake.respond('viacep', '39681234', { kind: 'status', status: 500 });
      fake.respond('brasilapi', '39681234', { kind: 'hang' });
      const result = await lookup('39681-234');
      expect(result.address).toEqual({
        cep: '39681234',
        street: '',
        district: '',
        city: 'Capelinha',
        state: 'MG',
        ibge: '3112307',
        source: 'FALLBACK',
        confidence: 'MEDIUM',
      });
      expect(fake.callsFor('39681234')).toEqual(['viacep', 'brasilapi']);
      expect(await server.prisma.zipCache.count({ where: { cep: '39681234' } })).toBe(0);
    });

    it('30…–39… gives a generic Minas Gerais entry with LOW confidence (only the UF), not cached', async () => {
      // Unknown CEPs: the fake answers like the real services (erro: true, then 404).
      for (const cep of ['30140071', '39999999']) {
        const result = await lookup(cep);
        expect(result.address).toEqual({
          cep,
          street: '',
          district: '',
          city: '',
          state: 'MG',
          ibge: null,
          source: 'FALLBACK',
          confidence: 'LOW',
        });
        expect(fake.callsFor(cep)).toEqual(['viacep', 'brasilapi']);
      }
      expect(await server.prisma.zipCache.count({ where: { cep: { in: ['30140071', '39999999'] } } })).toBe(0);
    });

    it('any other CEP is "CEP não encontrado"', async () => {
      fake.respond('brasilapi', '29999999', { kind: 'status', status: 500 });
      const result = await lookup('29999-999');
      expect(result.address).toBeNull();
      expect(result.userErrors).toEqual([{ field: 'cep', code: 'NOT_FOUND', message: 'CEP não encontrado' }]);
      expect(await lookup('40000000').then((r) => r.userErrors[0].message)).toBe('CEP não encontrado');
    });
  });

  it('refuses anything but 8 digits with "CEP inválido: ..." and calls nobody', async () => {
    for (const cep of ['1234-567', '123456789', 'abc', '']) {
      const result = await lookup(cep);
      expect(result.address).toBeNull();
      expect(result.userErrors).toEqual([{ field: 'cep', code: 'INVALID', message: `CEP inválido: ${cep}` }]);
    }
    expect(fake.calls).toEqual([]);
  });
});

describe('rate limit (one instance, in-process store)', () => {
  it('allows 10 lookups per minute per signed-in user, blocks the 11th with the spec message, per user', async () => {
    const alice = await signUpConsumer(server.url);
    const bob = await signUpConsumer(server.url);
    const ip = newIp(); // same IP for both: the key is the user when signed in
    const asAlice = (cep: string) =>
      gql(server.url, LOOKUP_CEP, { cep }, { token: alice.token, headers: { 'x-forwarded-for': ip } }).then((r) => r.data.lookupCep);
    for (let i = 0; i < 10; i++) expect((await asAlice('39688000')).userErrors).toEqual([]);
    const blocked = await asAlice('39688000');
    expect(blocked.address).toBeNull();
    expect(blocked.userErrors).toEqual([{ field: 'cep', code: 'RATE_LIMITED', message: 'Rate limit excedido para consulta de CEP' }]);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(55);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Still blocked, even for a valid code.
    expect((await asAlice('39650000')).userErrors[0].code).toBe('RATE_LIMITED');

    const asBob = await gql(server.url, LOOKUP_CEP, { cep: '39688000' }, { token: bob.token, headers: { 'x-forwarded-for': ip } });
    expect(asBob.data.lookupCep.userErrors).toEqual([]);
  });

  it('limits visitors per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await lookup('39688000', ip)).userErrors).toEqual([]);
    expect((await lookup('39688000', ip)).userErrors[0].message).toBe('Rate limit excedido para consulta de CEP');
    expect((await lookup('39688000', newIp())).userErrors).toEqual([]);
  });
});
