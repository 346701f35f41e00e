import { describe, expect, it } from 'vitest';
import { isCacheableQuery, LruMap } from './public-query-cache.js';

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

describe('LruMap', () => {
  it('drops the least recently used entry past the count', () => {
    const map = new LruMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps the total size within its budget, replacing a key without counting it twice', () => {
    const map = new LruMap<string>(100, 10, (_key, value) => value.length);
    map.set('a', 'xxxx');
    map.set('a', 'xxxx');
    map.set('b', 'yyyy');
    expect(map.size).toBe(2);
    map.set('c', 'zzzz'); // 12 > 10: the oldest goes
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
    map.set('d', 'w'.repeat(11)); // bigger than the budget on its own: nothing stays
    expect(map.size).toBe(0);
  });
});
