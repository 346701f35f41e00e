// Inputs an attacker tries, kept as regression tests: each gets a clear pt-BR error (or null), never
// INTERNAL_SERVER_ERROR, and writes nothing. A NUL character anywhere (inline, in variables, deep in
// an input object, over WebSocket); a cursor that was never handed out; malformed and unknown IDs —
// someone else's object and one that does not exist answer alike (no existence oracle).
import { randomUUID } from 'node:crypto';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql, wsClient } from '../helpers/graphql.js';
import { createAddress, createUser, globalId } from '../helpers/commerce.js';

const NUL = 'Texto com caractere inválido (NUL): remova-o e tente de novo.';

test.beforeAll(bootServer);

describe('a NUL character', () => {
  test('is refused before anything runs: inline, in variables, deep in an input, over WebSocket', async ({ server, consumer: user }) => {
    const inline = await gql(server.url, '{ storeBySlug(slug: "a\\u0000b") { id } }');
    expect(inline.status).toBe(400);
    expect(inline.errors).toEqual([{ message: NUL, extensions: { code: 'BAD_USER_INPUT' } }]);

    const search = await gql(server.url, 'query($f: ProductFilter) { products(first: 2, filter: $f) { edges { node { id } } } }', { f: { search: 'cim\u0000ento' } });
    expect(search.errors?.[0]).toMatchObject({ message: NUL, extensions: { code: 'BAD_USER_INPUT' } });

    const cases: [string, Record<string, unknown>][] = [
      ['mutation($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { message } } }', { input: { postalCode: '39688000', street: 'Rua\u0000A', number: '1', district: 'Centro', city: 'Angelândia', state: 'MG' } }],
      ['mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }', { input: { name: 'Ana\u0000' } }],
    ];
    for (const [query, variables] of cases) {
      const r = await gql(server.url, query, variables, { token: user.token });
      expect(r.status).toBe(400);
      expect(r.errors).toEqual([{ message: NUL, extensions: { code: 'BAD_USER_INPUT' } }]);
    }
    expect(await server.prisma.address.count({ where: { userId: user.id } })).toBe(0);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).not.toContain('\u0000');

    const socket = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${user.token}` } });
    try {
      const errors = await new Promise<unknown>((resolve) =>
        socket.subscribe({ query: 'subscription($id: ID!) { orderUpdated(orderId: $id) { id } }', variables: { id: 'x\u0000' } }, { next: () => {}, error: resolve, complete: () => resolve(null) }),
      );
      expect(errors).toEqual([expect.objectContaining({ message: NUL })]);
    } finally {
      await socket.dispose();
    }
  });
});

describe('cursors and IDs', () => {
  test('a cursor that was never handed out is a pt-BR input error', async ({ server }) => {
    const r = await gql(server.url, '{ products(first: 2, after: "x") { edges { node { id } } } }');
    expect(r.errors?.[0]).toMatchObject({ message: 'Cursor de paginação inválido: use o endCursor de uma página anterior.', extensions: { code: 'BAD_USER_INPUT' } });
    const mixed = await gql(server.url, '{ products(first: 2, before: "x") { edges { node { id } } } }');
    expect(mixed.errors?.[0]).toMatchObject({ message: 'Paginação inválida: use first com after, ou last com before.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test("malformed IDs are 'ID inválido'; someone else's address and a missing one both answer null", async ({ server }) => {
    const [owner, other] = [await createUser(server.prisma), await createUser(server.prisma)];
    const address = await createAddress(server.prisma, owner.id);
    const NODE = 'query($id: ID!) { node(id: $id) { id } }';
    // Well-formed IDs of something that is not a node type (an interface, a plain object, nothing).
    const notNodes = ['Node', 'MainAddress', 'Nada'].map((type) => globalId(type, randomUUID()));
    for (const id of ['abc', '', globalId('Address', 'not-a-uuid'), ...notNodes]) {
      expect((await gql(server.url, NODE, { id }, { token: other.token })).errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const nodes = await gql(server.url, 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [globalId('Address', address), notNodes[1]] }, { token: other.token });
    expect(nodes.errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    const theirs = await gql(server.url, NODE, { id: globalId('Address', address) }, { token: other.token });
    const missing = await gql(server.url, NODE, { id: globalId('Address', randomUUID()) }, { token: other.token });
    expect(theirs).toMatchObject({ data: { node: null } });
    expect(missing).toMatchObject({ data: { node: null } });
    expect(theirs.errors).toBeUndefined();
    expect(missing.errors).toBeUndefined();
    expect((await gql(server.url, NODE, { id: globalId('Address', address) }, { token: owner.token })).data.node).toEqual({ id: globalId('Address', address) });
  });
});
