// The address book over the real stack: validation messages, exactly one principal (also under
// concurrent requests), the principal copied to the profile (endereco_principal), ownership on
// every address reached by ID, and other tabs told through viewerChanged.
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { eventStream, gql, wsClient } from '../helpers/graphql.js';
import { signUpConsumer } from '../helpers/accounts.js';

let server: TestServer;
test.beforeAll(async ({ server: started }) => {
  server = started;
});

const ADDRESS_FIELDS = 'id label street number complement district city state postalCode principal';
const USER_FIELDS = `id mainAddress { street number complement district city state postalCode } addresses { ${ADDRESS_FIELDS} }`;

const CREATE = `mutation ($input: CreateAddressInput!) {
  createAddress(input: $input) { address { ${ADDRESS_FIELDS} } user { ${USER_FIELDS} } userErrors { field code message } }
}`;
const UPDATE = `mutation ($input: UpdateAddressInput!) {
  updateAddress(input: $input) { address { ${ADDRESS_FIELDS} } user { ${USER_FIELDS} } userErrors { field code message } }
}`;
const SET_PRINCIPAL = `mutation ($id: ID!) {
  setPrincipalAddress(input: { id: $id }) { address { id principal } user { ${USER_FIELDS} } userErrors { field code message } }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteAddress(input: { id: $id }) { deletedAddressId user { ${USER_FIELDS} } userErrors { field code message } }
}`;
const MY_ADDRESSES = `{ viewer { ${USER_FIELDS} } }`;

const home = {
  postalCode: '39688-000',
  street: 'Rua Principal',
  number: '10',
  complement: 'Casa',
  district: 'Centro',
  city: 'Angelândia',
  state: 'MG',
};
const work = { postalCode: '39680000', street: 'Avenida JK', number: '200', district: 'Centro', city: 'Capelinha', state: 'mg', label: 'Trabalho' };

async function newUser() {
  const { token, input } = await signUpConsumer(server.url);
  const userId = (await server.prisma.user.findUniqueOrThrow({ where: { email: input.email } })).id;
  const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, query, variables, { token });
  const create = async (input: Record<string, unknown>) => {
    const response = await call(CREATE, { input });
    expect(response.errors).toBeUndefined();
    return response.data.createAddress;
  };
  return { token, userId, call, create };
}

/** The UUID inside a global ID ('Address:<uuid>' in base64). */
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

/** What the database holds: principal flags and the profile's copy. */
async function dbState(userId: string) {
  const [addresses, user] = await Promise.all([
    server.prisma.address.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
    server.prisma.user.findUniqueOrThrow({ where: { id: userId } }),
  ]);
  return { principals: addresses.filter((a) => a.principal), count: addresses.length, mainAddress: user.mainAddress as Record<string, unknown> | null };
}

describe('address validation', () => {
  it('reports every invalid field with the pt-BR messages and saves nothing', async () => {
    const { create, userId } = await newUser();
    const payload = await create({ postalCode: '3968-00', street: ' ', number: '', district: '', city: '', state: 'XY' });
    expect(payload.address).toBeNull();
    expect(payload.userErrors).toEqual([
      { field: 'postalCode', code: 'INVALID', message: 'CEP deve conter 8 dígitos' },
      { field: 'street', code: 'REQUIRED', message: 'Logradouro é obrigatório' },
      { field: 'number', code: 'REQUIRED', message: 'Número é obrigatório' },
      { field: 'district', code: 'REQUIRED', message: 'Bairro é obrigatório' },
      { field: 'city', code: 'REQUIRED', message: 'Cidade é obrigatória' },
      { field: 'state', code: 'INVALID', message: 'UF inválida' },
    ]);
    expect((await create({ ...home, state: '' })).userErrors).toEqual([{ field: 'state', code: 'REQUIRED', message: 'UF é obrigatória' }]);
    expect((await create({ ...home, street: 'x'.repeat(1001) })).userErrors[0].message).toBe('Texto muito longo (máximo 1000 caracteres)');
    expect((await dbState(userId)).count).toBe(0);
  });

  it('stores the CEP as digits, the UF upper-case and sanitised texts', async () => {
    const { create } = await newUser();
    const payload = await create({ ...home, complement: 'Fundos<script>alert(1)</script>', state: 'mg' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.address).toMatchObject({ postalCode: '39688000', state: 'MG', complement: 'Fundos', principal: true });
  });

  it('refuses visitors', async () => {
    const response = await gql(server.url, CREATE, { input: home });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('exactly one principal, copied to the profile', () => {
  it('makes the first address principal and copies it to mainAddress; later ones are not principal', async () => {
    const { create, call, userId } = await newUser();
    const first = await create(home);
    expect(first.address.principal).toBe(true);
    expect(first.user.mainAddress).toEqual({ ...home, postalCode: '39688000' });

    const second = await create({ ...work, principal: false });
    expect(second.address.principal).toBe(false);
    expect(second.user.addresses.map((a: { id: string }) => a.id)).toEqual([first.address.id, second.address.id]);
    expect(second.user.mainAddress.city).toBe('Angelândia');

    const viewer = (await call(MY_ADDRESSES)).data.viewer;
    expect(viewer.addresses[0]).toMatchObject({ principal: true, city: 'Angelândia' });
    expect((await dbState(userId)).principals).toHaveLength(1);
  });

  it('a new address marked principal takes over; setPrincipalAddress moves it back', async () => {
    const { create, call, userId } = await newUser();
    const first = await create(home);
    const second = await create({ ...work, principal: true });
    expect(second.address.principal).toBe(true);
    expect(second.user.mainAddress).toMatchObject({ city: 'Capelinha', street: 'Avenida JK', complement: null, state: 'MG' });
    // Principal first in the list.
    expect(second.user.addresses.map((a: { principal: boolean }) => a.principal)).toEqual([true, false]);

    const back = (await call(SET_PRINCIPAL, { id: first.address.id })).data.setPrincipalAddress;
    expect(back.userErrors).toEqual([]);
    expect(back.address.principal).toBe(true);
    expect(back.user.addresses.map((a: { id: string; principal: boolean }) => [a.id, a.principal])).toEqual([
      [first.address.id, true],
      [second.address.id, false],
    ]);
    const db = await dbState(userId);
    expect(db.principals.map((a) => a.city)).toEqual(['Angelândia']);
    expect(db.mainAddress).toMatchObject({ city: 'Angelândia', postalCode: '39688000' });
  });

  it('editing the principal refreshes mainAddress; principal: false on it is ignored', async () => {
    const { create, call, userId } = await newUser();
    const first = await create(home);
    const updated = (await call(UPDATE, { input: { id: first.address.id, number: '99', complement: null, principal: false } })).data.updateAddress;
    expect(updated.userErrors).toEqual([]);
    expect(updated.address).toMatchObject({ number: '99', complement: null, street: 'Rua Principal', principal: true });
    expect(updated.user.mainAddress).toMatchObject({ number: '99', complement: null });
    expect((await dbState(userId)).mainAddress).toMatchObject({ number: '99' });

    const invalid = (await call(UPDATE, { input: { id: first.address.id, city: ' ', state: 'ZZ' } })).data.updateAddress;
    expect(invalid.userErrors).toEqual([
      { field: 'city', code: 'REQUIRED', message: 'Cidade é obrigatória' },
      { field: 'state', code: 'INVALID', message: 'UF inválida' },
    ]);
    expect((await dbState(userId)).mainAddress).toMatchObject({ city: 'Angelândia', state: 'MG' });
  });

  it('deleting the principal promotes the newest remaining; deleting the last clears mainAddress', async () => {
    const { create, call, userId } = await newUser();
    const a = await create(home);
    const b = await create({ ...work });
    const c = await create({ ...work, street: 'Rua Nova', number: '3' });
    const deleted = (await call(DELETE, { id: a.address.id })).data.deleteAddress;
    expect(deleted.deletedAddressId).toBe(a.address.id);
    expect(deleted.user.addresses.map((x: { id: string; principal: boolean }) => [x.id, x.principal])).toEqual([
      [c.address.id, true],
      [b.address.id, false],
    ]);
    expect(deleted.user.mainAddress).toMatchObject({ street: 'Rua Nova', number: '3' });

    // Deleting a non-principal keeps the principal.
    await call(DELETE, { id: b.address.id });
    expect((await dbState(userId)).principals.map((x) => x.id)).toEqual([rawId(c.address.id)]);

    const last = (await call(DELETE, { id: c.address.id })).data.deleteAddress;
    expect(last.user).toMatchObject({ mainAddress: null, addresses: [] });
    expect((await dbState(userId)).mainAddress).toBeNull();
  });

  it('two concurrent setPrincipalAddress leave exactly one principal, matching mainAddress', async () => {
    const { create, call, userId } = await newUser();
    const ids: string[] = [(await create(home)).address.id];
    for (let i = 0; i < 4; i++) ids.push((await create({ ...work, number: String(i) })).address.id);
    for (let round = 0; round < 5; round++) {
      const [x, y] = [ids[(round + 1) % ids.length], ids[(round + 3) % ids.length]];
      const results = await Promise.all([call(SET_PRINCIPAL, { id: x }), call(SET_PRINCIPAL, { id: y })]);
      for (const r of results) expect(r.errors).toBeUndefined();
      const db = await dbState(userId);
      expect(db.principals).toHaveLength(1);
      expect([x, y].map(rawId)).toContain(db.principals[0].id);
      expect(db.mainAddress).toMatchObject({ number: db.principals[0].number, street: db.principals[0].street });
    }
  });

  it('concurrent first addresses (and concurrent principal creates) still give exactly one principal', async () => {
    const fresh = await newUser();
    const created = await Promise.all(Array.from({ length: 4 }, (_, i) => fresh.create({ ...home, number: String(i) })));
    expect(created.every((p) => p.userErrors.length === 0)).toBe(true);
    let db = await dbState(fresh.userId);
    expect(db.count).toBe(4);
    expect(db.principals).toHaveLength(1);
    expect(created.filter((p) => p.address.principal)).toHaveLength(1);
    expect(db.mainAddress).toMatchObject({ number: db.principals[0].number });

    await Promise.all(Array.from({ length: 4 }, (_, i) => fresh.create({ ...work, number: `P${i}`, principal: true })));
    db = await dbState(fresh.userId);
    expect(db.count).toBe(8);
    expect(db.principals).toHaveLength(1);
    expect(db.principals[0].number).toMatch(/^P/);
    expect(db.mainAddress).toMatchObject({ number: db.principals[0].number });
  });
});

describe('ownership', () => {
  it("another user's address cannot be read, edited, made principal or deleted, and nothing changes", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const mine = await owner.create(home);
    const other = await owner.create(work);
    await intruder.create({ ...home, city: 'Minas Novas' });
    const before = await dbState(owner.userId);

    for (const [query, variables] of [
      [UPDATE, { input: { id: other.address.id, street: 'Hackeada' } }],
      [SET_PRINCIPAL, { id: other.address.id }],
      [DELETE, { id: mine.address.id }],
    ] as const) {
      const response = await intruder.call(query, variables);
      expect(response.errors).toBeUndefined();
      expect(Object.values(response.data as Record<string, { userErrors: unknown }>)[0].userErrors).toEqual([
        { field: 'id', code: 'NOT_FOUND', message: 'Endereço não encontrado' },
      ]);
    }
    const node = await intruder.call(`query ($id: ID!) { node(id: $id) { id ... on Address { street } } }`, { id: mine.address.id });
    expect(node.errors).toBeUndefined();
    expect(node.data.node).toBeNull();

    expect(await dbState(owner.userId)).toEqual(before);
    expect((await dbState(intruder.userId)).mainAddress).toMatchObject({ city: 'Minas Novas' });
    // The owner still reads it through node(id:).
    const own = await owner.call(`query ($id: ID!) { node(id: $id) { ... on Address { street } } }`, { id: mine.address.id });
    expect(own.data.node.street).toBe('Rua Principal');
  });

  it('an unknown address is "Endereço não encontrado"; a malformed ID is BAD_USER_INPUT', async () => {
    const user = await newUser();
    const unknown = await user.call(SET_PRINCIPAL, { id: Buffer.from('Address:00000000-0000-4000-8000-000000000000').toString('base64') });
    expect(unknown.data.setPrincipalAddress.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Endereço não encontrado' }]);
    for (const id of ['nada', Buffer.from('User:x').toString('base64'), Buffer.from('User:00000000-0000-4000-8000-000000000000').toString('base64')]) {
      const response = await user.call(SET_PRINCIPAL, { id });
      expect(response.errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('other tabs', () => {
  it('receive the new profile (mainAddress) through viewerChanged when the address book changes', async () => {
    const { token, create } = await newUser();
    const client = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
    try {
      const events = eventStream(client, `subscription { viewerChanged { id mainAddress { city } addresses { city principal } } }`);
      expect((await events.next()).viewerChanged.mainAddress).toBeNull();
      await create(home);
      const first = await events.next();
      await create({ ...work, principal: true });
      const second = await events.next();
      expect(first.viewerChanged.mainAddress.city).toBe('Angelândia');
      expect(second.viewerChanged.mainAddress.city).toBe('Capelinha');
      expect(second.viewerChanged.addresses).toEqual([
        { city: 'Capelinha', principal: true },
        { city: 'Angelândia', principal: false },
      ]);
    } finally {
      await client.dispose();
    }
  });
});
