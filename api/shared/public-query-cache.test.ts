import { describe, expect, it } from 'vitest';
import { isCacheableQuery } from './public-query-cache.js';

const allowed = new Set(['products', 'searchSuggestions']);

describe('isCacheableQuery', () => {
  it('accepts a query reading only allowed root fields (and __typename)', () => {
    expect(isCacheableQuery('{ products { totalCount } }', null, allowed)).toBe(true);
    expect(isCacheableQuery('query S($t: String!) { __typename a: searchSuggestions(term: $t) { id } }', null, allowed)).toBe(true);
  });

  it('refuses any other root field, mutations and subscriptions', () => {
    expect(isCacheableQuery('{ products { totalCount } viewer { id } }', null, allowed)).toBe(false);
    expect(isCacheableQuery('mutation { products }', null, allowed)).toBe(false);
    expect(isCacheableQuery('subscription { products { id } }', null, allowed)).toBe(false);
  });

  it('judges the operation the request names, and needs a name when there are several', () => {
    const doc = 'query A { products { totalCount } } mutation B { signOut { ok } }';
    expect(isCacheableQuery(doc, 'A', allowed)).toBe(true);
    expect(isCacheableQuery(doc, 'B', allowed)).toBe(false);
    expect(isCacheableQuery(doc, null, allowed)).toBe(false);
    expect(isCacheableQuery(doc, 'C', allowed)).toBe(false);
  });

  it('refuses root fragments and text that does not parse', () => {
    expect(isCacheableQuery('query { ...F } fragment F on Query { products { totalCount } }', null, allowed)).toBe(false);
    expect(isCacheableQuery('{ products {', null, allowed)).toBe(false);
  });
});
