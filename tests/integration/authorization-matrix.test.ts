// Every root field of the schema (queries, mutations, subscriptions), called as every kind of
// person — visitor, blocked user, consumidor, profissional, store owner, seller without a store,
// admin — with arguments built from the schema (IDs of objects that exist nowhere): each one lets in
// exactly the people its level in tests/integration/authorization-matrix.ts says, and everyone else
// gets UNAUTHENTICATED (not signed in) or FORBIDDEN (wrong role) with no data. A field missing from
// the table fails here, so a new field must declare who may call it.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { isNonNullType, type GraphQLField } from 'graphql';
import { schema } from '../../api/schema/index.js';
import { callOf } from '../helpers/schema-calls.js';
import { createStore, createUser } from '../helpers/commerce.js';
import { gql, wsClient } from '../helpers/graphql.js';
import type { TestServer } from '../helpers/server.js';
import { MUTATION_ACCESS, QUERY_ACCESS, SUBSCRIPTION_ACCESS, type AccessLevel } from './authorization-matrix.js';

type Person = 'visitor' | 'blocked' | 'consumer' | 'professional' | 'owner' | 'seller' | 'admin';
const PEOPLE: Person[] = ['visitor', 'blocked', 'consumer', 'professional', 'owner', 'seller', 'admin'];

/** Who gets in at each level (everyone else is refused). */
const ALLOWED: Record<AccessLevel, Person[]> = {
  public: PEOPLE,
  signedIn: ['consumer', 'professional', 'owner', 'seller', 'admin'],
  store: ['owner'],
  // Role-based (an upload, say): store staff by role, with or without a store yet, and admins.
  storeOrAdmin: ['owner', 'seller', 'admin'],
  admin: ['admin'],
};

/** Fields that end the caller's session or change who they are: each call gets a fresh person. */
const SESSION_CHANGING = new Set(['signOut', 'signOutEverywhere', 'changePassword', 'changeEmail', 'chooseProfileType', 'setUserAdmin', 'setUserBlocked']);

const fields = (type: { getFields(): Record<string, GraphQLField<unknown, unknown>> } | null | undefined) => Object.values(type?.getFields() ?? {});

async function personToken(server: TestServer, person: Person): Promise<string | null> {
  switch (person) {
    case 'visitor':
      return null;
    case 'blocked': {
      const user = await createUser(server.prisma);
      await server.prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date(), blockedReason: 'teste' } });
      return user.token;
    }
    case 'consumer':
      return (await createUser(server.prisma)).token;
    case 'professional':
      return (await createUser(server.prisma, { role: 'PROFESSIONAL' })).token;
    case 'owner':
      return (await createStore(server.prisma)).owner.token;
    case 'seller':
      return (await createUser(server.prisma, { role: 'SELLER' })).token;
    case 'admin':
      return (await createUser(server.prisma, { role: 'ADMIN', isAdmin: true })).token;
  }
}

test.beforeAll(bootServer);

describe('the authorization matrix', () => {
  test('has exactly one entry per root field', () => {
    const tables: [string, Record<string, AccessLevel>, GraphQLField<unknown, unknown>[]][] = [
      ['Query', QUERY_ACCESS, fields(schema.getQueryType())],
      ['Mutation', MUTATION_ACCESS, fields(schema.getMutationType())],
      ['Subscription', SUBSCRIPTION_ACCESS, fields(schema.getSubscriptionType())],
    ];
    for (const [type, table, list] of tables) {
      expect(list.map((f) => f.name).filter((name) => !(name in table)), `${type} fields without an entry`).toEqual([]);
      expect(Object.keys(table).filter((name) => !list.some((f) => f.name === name)), `${type} entries without a field`).toEqual([]);
    }
  });

  test('lets in exactly who each level says, over HTTP', async ({ server }) => {
    const tokens = Object.fromEntries(await Promise.all(PEOPLE.map(async (p) => [p, await personToken(server, p)] as const))) as Record<Person, string | null>;
    const wrong: string[] = [];
    let calls = 0;
    for (const [kind, table, list] of [
      ['query', QUERY_ACCESS, fields(schema.getQueryType())],
      ['mutation', MUTATION_ACCESS, fields(schema.getMutationType())],
    ] as const) {
      for (const field of list) {
        const level = table[field.name]!;
        for (const person of PEOPLE) {
          const token = SESSION_CHANGING.has(field.name) ? await personToken(server, person) : tokens[person];
          const call = callOf(kind, field);
          const r = await gql(server.url, call.query, call.variables, token ? { token } : {});
          calls++;
          const code = r.errors?.find((e) => e.path?.[0] === field.name)?.extensions?.code;
          const refused = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
          const allowed = ALLOWED[level].includes(person);
          const expected = person === 'visitor' || person === 'blocked' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          if (allowed && refused) wrong.push(`${field.name} as ${person}: refused (${code})`);
          if (!allowed && code !== expected) wrong.push(`${field.name} as ${person}: ${code ?? 'allowed'} instead of ${expected}`);
          if (!allowed && r.data?.[field.name] != null) wrong.push(`${field.name} as ${person}: returned data`);
          if (code === 'INTERNAL_SERVER_ERROR') wrong.push(`${field.name} as ${person}: internal error`);
        }
      }
    }
    console.info(`authorization matrix: ${calls} HTTP calls (${PEOPLE.length} kinds of person)`);
    expect(wrong).toEqual([]);
  }, 240_000);

  test('lets in exactly who each level says, over WebSocket', async ({ server }) => {
    const wrong: string[] = [];
    for (const person of PEOPLE) {
      const token = await personToken(server, person);
      const socket = wsClient(server.wsUrl, token ? { connectionParams: { authorization: `Bearer ${token}` } } : {});
      try {
        for (const field of fields(schema.getSubscriptionType())) {
          const call = callOf('subscription', field);
          // The first message (an error, or the stream's first event) within a short wait; no
          // message means the subscription was accepted and is waiting for events.
          const first = await new Promise<{ code?: string }>((resolve) => {
            const timer = setTimeout(() => {
              dispose();
              resolve({});
            }, 400);
            const dispose = socket.subscribe(
              { query: call.query, variables: call.variables },
              {
                next: (value) => {
                  clearTimeout(timer);
                  dispose();
                  resolve({ code: value.errors?.[0]?.extensions?.code as string | undefined });
                },
                error: (error) => {
                  clearTimeout(timer);
                  resolve({ code: (error as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? 'ERROR' });
                },
                complete: () => {
                  clearTimeout(timer);
                  resolve({});
                },
              },
            );
          });
          const allowed = ALLOWED[SUBSCRIPTION_ACCESS[field.name]!].includes(person);
          // A stream of one object (orderUpdated(orderId)) asked for an object that is not theirs:
          // allowed people are refused with FORBIDDEN, the same answer whether it exists or not.
          const ofOneObject = field.args.some((arg) => isNonNullType(arg.type));
          const refused = first.code === 'UNAUTHENTICATED' || (first.code === 'FORBIDDEN' && !(allowed && ofOneObject));
          if (allowed === refused) wrong.push(`${field.name} as ${person}: ${first.code ?? 'accepted'}`);
        }
      } finally {
        await socket.dispose();
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
