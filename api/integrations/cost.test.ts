import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config.js';
import { buildSchema, parse } from 'graphql';
import { MUTATION_COST, queryCost } from './cost.js';

// The committed SDL is the schema the API serves (a test fails when it is stale).
const schema = buildSchema(readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8'));

const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  queryCost(schema, parse(query), operationName, variables);

describe('query cost', () => {
  it('scalars are free, objects cost 1', () => {
    expect(cost('{ serverTime }')).toBe(0);
    expect(cost('{ siteSettings { logoUrl } }')).toBe(1);
  });

  it('a page multiplies its selection by the page size asked (or the default 20)', () => {
    // products (1) + 10 × (edges 1 + node 1) + pageInfo counted per page too (10 × 1)
    expect(cost('{ products(first: 10) { edges { node { id name } } pageInfo { hasNextPage } } }')).toBe(1 + 10 * 3);
    expect(cost('query($n: Int) { products(first: $n) { edges { node { id } } } }', { n: 5 })).toBe(1 + 5 * 2);
    expect(cost('{ products { edges { node { id } } } }')).toBe(1 + 20 * 2);
  });

  it('fragments count like the fields they hold; only the chosen operation counts', () => {
    const query = 'query A { products(first: 2) { edges { ...E } } } query B { siteSettings { logoUrl } } fragment E on ProductEdge { node { id } }';
    expect(cost(query, {}, 'A')).toBe(1 + 2 * 2);
    expect(cost(query, {}, 'B')).toBe(1);
  });

  it('each mutation field adds its own cost', () => {
    expect(cost('mutation { signOut { signedOut } }')).toBe(MUTATION_COST);
    expect(cost('mutation { clearCart { cart { id } userErrors { message } } }')).toBe(MUTATION_COST + 1 + 1);
  });
});
