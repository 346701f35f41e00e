// GraphQL over HTTP conformance (graphql-http's audit, the reference suite of the spec) and the
// status codes of broken requests: a query that does not parse or does not validate is the
// client's fault, HTTP 400 with GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED, never a 500.
import { auditServer } from 'graphql-http';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { LIMITS } from '../../api/server.js';

test.beforeAll(bootServer);

const post = (server: TestServer, body: unknown, accept = 'application/json') =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) });

describe('GraphQL over HTTP', () => {
  test('passes the graphql-http audit with no errors and only the warnings inherent to Apollo Server', async ({ server }) => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    expect(results.filter((r) => r.status === 'error')).toEqual([]);
    // Apollo Server answers 400 (not 200) to parse, validation and variable errors under
    // application/json; the spec only recommends 200 there.
    expect(results.filter((r) => r.status === 'warn').map((r) => r.id).sort()).toEqual(['572B', '7B9B', 'FDE2']);
  });

  for (const accept of ['application/json', 'application/graphql-response+json']) {
    test(`answers 400 GRAPHQL_PARSE_FAILED to a query that does not parse (${accept})`, async ({ server }) => {
      const response = await post(server, { query: '{' }, accept);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    });

    test(`answers 400 GRAPHQL_VALIDATION_FAILED to a query that does not validate (${accept})`, async ({ server }) => {
      const response = await post(server, { query: '{ campoQueNaoExiste }' }, accept);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  }

  test('refuses a query with too many tokens as a parse error, in pt-BR', async ({ server }) => {
    const response = await post(server, { query: `{ ${Array.from({ length: LIMITS.tokens }, () => '__typename').join(' ')} }` });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0]).toMatchObject({ message: `Consulta longa demais: o limite é de ${LIMITS.tokens} tokens.`, extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  });
});
