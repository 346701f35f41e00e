import { describe, expect, it } from 'vitest';
import { parse, print } from 'graphql';
import { canonicalDocument, TrustedDocuments } from './trusted-documents.js';

const APP = 'fragment F on Cart { count id summary { subtotal total } } query CartBadge($a: Int, $b: String) { cart { ...F } products(first: $a, after: $b) { totalCount } }';

describe('trusted documents', () => {
  const trusted = new TrustedDocuments([APP]);

  it('knows the app’s operation whatever the order, spacing and __typename Apollo Client adds', () => {
    expect(trusted.isTrusted(APP)).toBe(true);
    const asApolloSends = `query CartBadge($b: String, $a: Int) {
      products(after: $b, first: $a) { totalCount __typename }
      cart { ...F __typename }
    }
    fragment F on Cart { id summary { total subtotal __typename } count __typename }`;
    expect(trusted.isTrusted(asApolloSends)).toBe(true);
    expect(canonicalDocument(parse(asApolloSends))).toBe(canonicalDocument(parse(APP)));
  });

  it('refuses anything else: one more field, another argument, another operation, nonsense', () => {
    expect(trusted.isTrusted(APP.replace('count id', 'count id items { id }'))).toBe(false);
    expect(trusted.isTrusted(APP.replace('first: $a', 'first: 100'))).toBe(false);
    expect(trusted.isTrusted('{ serverTime }')).toBe(false);
    expect(trusted.isTrusted('query {')).toBe(false);
    // An aliased __typename is a real selection, not the cache's.
    expect(trusted.isTrusted(APP.replace('count id', 'count id t: __typename'))).toBe(false);
  });

  it('canonical text is stable and printable', () => {
    const once = canonicalDocument(parse(APP));
    expect(canonicalDocument(parse(once))).toBe(once);
    expect(print(parse(once))).toBe(once);
  });
});
