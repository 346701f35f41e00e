// Every connection the app pages with 'Carregar mais' must grow in the cache: a fetchMore with
// `after` and no field policy writes the next page under a key of its own, and the screen's list
// never changes (it happened to 16 lists). This walks the app's own documents against the schema.
import fs from 'node:fs';
import path from 'node:path';
import type { FieldPolicy } from '@apollo/client';
import { buildSchema, parse, print, TypeInfo, visit, visitWithTypeInfo, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appTypePolicies } from './cache';

// Vitest runs from the project's root (jsdom gives import.meta.url an http scheme).
const schema = buildSchema(fs.readFileSync(path.resolve('schema.graphql'), 'utf8'));
const documents: string[] = Object.values(JSON.parse(fs.readFileSync(path.resolve('web/src/gql/persisted-documents.json'), 'utf8')));

/** Paged with `updateQuery` in their screens, which merge the pages themselves. */
const PAGED_WITH_UPDATE_QUERY = new Set(['Query.products', 'Store.products', 'Query.myReviews', 'Product.reviews']);
const PAGING_ARGS = new Set(['first', 'after', 'last', 'before']);

interface Use {
  operation: string;
  first: string;
  paged: boolean;
  field: GraphQLField<unknown, unknown>;
}

/** Each connection field the documents ask, as Parent.field, with how each document asks it. */
function connectionUses(): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  for (const text of documents) {
    const typeInfo = new TypeInfo(schema);
    let operation = '';
    visit(
      parse(text),
      visitWithTypeInfo(typeInfo, {
        OperationDefinition: (node) => void (operation = node.name?.value ?? ''),
        Field: (node) => {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (!field || !parent || !field.args.some((a) => a.name === 'after')) return;
          const arg = (name: string) => node.arguments?.find((a) => a.name.value === name);
          const firstArg = arg('first');
          const key = `${parent.name}.${field.name}`;
          uses.set(key, [...(uses.get(key) ?? []), { operation, first: firstArg ? print(firstArg.value) : '', paged: !!arg('after'), field }]);
        },
      }),
    );
  }
  return uses;
}

function policyOf(key: string): FieldPolicy | undefined {
  const [type, field] = key.split('.');
  const fields = appTypePolicies[type]?.fields;
  return fields?.[field] as FieldPolicy | undefined;
}

describe('the app cache', () => {
  const uses = connectionUses();
  const paged = [...uses].filter(([, list]) => list.some((u) => u.paged));

  it('finds the paged connections in the documents (the walk works)', () => {
    expect(paged.map(([key]) => key)).toEqual(expect.arrayContaining(['User.pointsEntries', 'Query.adminUsers', 'User.orders', 'Query.products']));
  });

  it.each(paged.filter(([key]) => !PAGED_WITH_UPDATE_QUERY.has(key)))('%s appends the next page, keyed by its filters', (key, list) => {
    const policy = policyOf(key);
    expect(policy?.merge, `${key} has no pagination policy`).toBeTypeOf('function');
    const keyArgs = policy?.keyArgs;
    const filters = list[0].field.args.map((a) => a.name).filter((name) => !PAGING_ARGS.has(name));
    // Every filter in the key, so a filtered list never overwrites the unfiltered one; nothing else but `first`.
    const keyNames = Array.isArray(keyArgs) ? keyArgs : [];
    expect(keyNames).toEqual(expect.arrayContaining(filters));
    expect(keyNames.filter((name) => name !== 'first' && !filters.includes(name as string))).toEqual([]);
    // Two documents with different page sizes on one list: `first` in the key, or one reads the other's page.
    if (new Set(list.map((u) => u.first)).size > 1) expect(keyArgs, `${key}: ${list.map((u) => `${u.operation}(first: ${u.first})`).join(', ')}`).toContain('first');
  });

  it.each([...PAGED_WITH_UPDATE_QUERY])('%s has no policy of its own (its screen merges with updateQuery)', (key) => {
    expect(policyOf(key)).toBeUndefined();
  });
});
