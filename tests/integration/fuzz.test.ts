// Hostile values in every argument of every mutation (and of the queries that take text), sent as
// an admin and as a store owner — the callers who reach the deepest code: empty and 10,000-character
// strings, RTL and emoji, SQL and script payloads, negative, huge and fractional numbers, malformed
// and wrong-type IDs, oversize lists. Whatever the answer, it is never HTTP 5xx, never
// INTERNAL_SERVER_ERROR, and never shows a stack trace or SQL. The number of cases is printed.
import type { GraphQLField } from 'graphql';
import { schema } from '../../api/schema/index.js';
import { callOf } from '../helpers/schema-calls.js';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const STRINGS = ['', ' ', 'x'.repeat(10_000), 'مرحبا \u202Eevil', '🧱🏠👷‍♂️', "'; DROP TABLE \"User\"; --", '<script>alert(1)</script>', 'javascript:alert(1)', 'NaN', '-1', '1e309', '../../etc/passwd', 'data:image/png;base64,AAAA'];
const NUMBERS = [0, -1, -2147483648, 2147483647, 1.5];
const IDS = ['', 'abc', 'VXNlcjp4', Buffer.from('Store:00000000-0000-0000-0000-000000000000').toString('base64'), 'x'.repeat(5000)];
const LEAK = /at .+\.(ts|js):\d+|prisma\.|SELECT |INSERT |UPDATE "|invocation|stack/i;
/** Fields that end or change the caller's session: fuzzing them would only sign the fuzzer out. */
const SKIP = new Set(['signOut', 'signOutEverywhere', 'changePassword', 'changeEmail', 'setUserBlocked', 'setUserAdmin', 'chooseProfileType']);

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, Array.isArray(value) ? Number(key) : key]));
  return [{ path, value }];
}

function withValue(variables: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function hostileFor(leaf: Leaf): unknown[] {
  if (typeof leaf.value === 'number') return NUMBERS;
  if (typeof leaf.value === 'boolean') return [];
  if (typeof leaf.value === 'string') {
    const looksLikeId = /^[A-Za-z0-9+/]+=*$/.test(leaf.value) && Buffer.from(leaf.value, 'base64').toString().includes(':');
    return looksLikeId ? IDS : STRINGS;
  }
  return [];
}

test.beforeAll(bootServer);

describe('hostile values in every argument', () => {
  test('never answer 5xx, an internal error or a leak', async ({ server, admin, store }) => {
    const callers = [admin, store.owner];
    const problems: string[] = [];
    let cases = 0;
    const targets: ['query' | 'mutation', GraphQLField<unknown, unknown>][] = [
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as ['mutation', GraphQLField<unknown, unknown>]),
      ...Object.values(schema.getQueryType()!.getFields())
        .filter((f) => f.args.length > 0)
        .map((f) => ['query', f] as ['query', GraphQLField<unknown, unknown>]),
    ];
    for (const [kind, field] of targets) {
      if (SKIP.has(field.name)) continue;
      const call = callOf(kind, field, { optional: true });
      for (const leaf of leaves(call.variables)) {
        for (const hostile of hostileFor(leaf)) {
          const variables = withValue(call.variables, leaf.path, hostile);
          for (const caller of callers) {
            const r = await gql(server.url, call.query, variables, { token: caller.token });
            cases++;
            const where = `${field.name}.${leaf.path.join('.')} = ${JSON.stringify(hostile).slice(0, 40)}`;
            if (r.status >= 500) problems.push(`${where}: HTTP ${r.status}`);
            if (r.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) problems.push(`${where}: INTERNAL_SERVER_ERROR`);
            if (LEAK.test(JSON.stringify(r.errors ?? []))) problems.push(`${where}: leak ${JSON.stringify(r.errors).slice(0, 200)}`);
          }
        }
      }
    }
    console.info(`fuzz: ${cases} hostile calls over ${targets.length} fields`);
    expect(cases).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 600_000);
});
