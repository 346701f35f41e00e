// What an admin decides from, card by card (issue 51), over the real stack: a redemption carries
// the customer's delivery address and phone; a product approval its description, segment, points
// and stock; a store its town and address. Only admins read them; anyone else is refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createAddress, createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';
import { creditPoints } from '../../api/loyalty/ledger.js';

let admin: TestUser;
const as = (user: TestUser) => ({ token: user.token });

test.beforeAll(async ({ server }) => {
  admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
});

describe('redemption card: where and to whom a physical reward goes', () => {
  const ADMIN_LIST = `query($s: String) { adminRedemptions(search: $s, first: 10) { edges { node { customerName customerPhone deliveryAddress } } } }`;

  test('admins read the principal address in one line and the phone; without an address it is null', async ({ server }) => {
    const reward = await server.prisma.reward.create({ data: { name: 'Caixa de som', points: 50, stock: 5, status: 'ACTIVE', category: 'Produto' } });
    const withAddress = await createUser(server.prisma, { name: 'Joana Entrega' });
    await createAddress(server.prisma, withAddress.id);
    const without = await createUser(server.prisma, { name: 'Joana Semendereco' });
    for (const user of [withAddress, without]) {
      await creditPoints(server.prisma, { userId: user.id, kind: 'ADMIN_ADJUSTMENT', points: 100, reason: 'teste', idempotencyKey: `test:${randomUUID()}` });
      const r = await gql(server.url, `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) { userErrors { message } } }`, { input: { rewardId: globalId('Reward', reward.id), idempotencyKey: randomUUID() } }, as(user));
      expect(r.data.redeemReward.userErrors).toEqual([]);
    }
    const listed = await gql(server.url, ADMIN_LIST, { s: 'Joana' }, as(admin));
    expect(listed.errors).toBeUndefined();
    const byName = Object.fromEntries(listed.data.adminRedemptions.edges.map((e: any) => [e.node.customerName, e.node]));
    expect(byName['Joana Entrega']).toEqual({ customerName: 'Joana Entrega', customerPhone: '33988887777', deliveryAddress: 'Rua das Flores, 120, Centro, Angelândia - MG, 39685-000' });
    expect(byName['Joana Semendereco'].deliveryAddress).toBeNull();
  });

  test('a non-admin is refused: the list, and the fields on their own redemption', async ({ server }) => {
    const customer = await createUser(server.prisma, { name: 'Carlos Curioso' });
    await createAddress(server.prisma, customer.id);
    const denied = await gql(server.url, ADMIN_LIST, { s: 'Joana' }, as(customer));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(denied.data?.adminRedemptions ?? null).toBeNull();

    const reward = await server.prisma.reward.create({ data: { name: 'Garrafa', points: 10, stock: 5, status: 'ACTIVE' } });
    await creditPoints(server.prisma, { userId: customer.id, kind: 'ADMIN_ADJUSTMENT', points: 100, reason: 'teste', idempotencyKey: `test:${randomUUID()}` });
    await gql(server.url, `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) { userErrors { message } } }`, { input: { rewardId: globalId('Reward', reward.id), idempotencyKey: randomUUID() } }, as(customer));
    const own = await gql(server.url, `{ viewer { redemptions(first: 5) { edges { node { rewardName deliveryAddress customerPhone } } } } }`, {}, as(customer));
    expect(own.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(own.data ?? null)).not.toContain('Rua das Flores');
  });
});

describe('product approval card: description, segment, points and stock', () => {
  const QUEUE = `{ productApprovals(first: 50) { edges { node { product { name description stock unit pointsConsumer pointsProfessional segment { name } } } } } }`;

  test('the admin reads them; the store that sent the product is refused the queue', async ({ server }) => {
    const store = await createStore(server.prisma);
    const segment = await server.prisma.segment.create({ data: { name: 'Material de Construção', slug: `material-${randomUUID().slice(0, 6)}`, position: 1 } });
    const input = { name: 'Cimento CP-II 50kg', description: 'Saco de 50 kg, secagem rápida', price: '39,90', stock: 12, unit: 'saco', pointsConsumer: 4, pointsProfessional: 8, segmentId: globalId('Segment', segment.id) };
    const saved = await gql(server.url, `mutation($input: SaveProductInput!) { saveProduct(input: $input) { userErrors { field message } } }`, { input }, as(store.owner));
    expect(saved.data.saveProduct.userErrors).toEqual([]);

    const queue = await gql(server.url, QUEUE, {}, as(admin));
    expect(queue.errors).toBeUndefined();
    expect(queue.data.productApprovals.edges.map((e: any) => e.node.product)).toContainEqual({
      name: 'Cimento CP-II 50kg',
      description: 'Saco de 50 kg, secagem rápida',
      stock: 12,
      unit: 'saco',
      pointsConsumer: 4,
      pointsProfessional: 8,
      segment: { name: 'Material de Construção' },
    });

    const denied = await gql(server.url, QUEUE, {}, as(store.owner));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(denied.data?.productApprovals ?? null).toBeNull();
  });
});

describe('store approval card: town and address', () => {
  const STORES = `query($s: String) { adminStores(first: 10, status: PENDING, search: $s) { edges { node { name city address { street number complement district city state postalCode } } } } }`;

  test('the admin reads them for a store waiting for approval; a store owner is refused', async ({ server }) => {
    const store = await createStore(server.prisma, { name: 'Ferragens Serra Azul', status: 'PENDING' });
    await server.prisma.store.update({
      where: { id: store.id },
      data: { city: 'Angelândia', address: { street: 'Rua do Comércio', number: '45', complement: null, district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' } },
    });
    const listed = await gql(server.url, STORES, { s: 'Serra Azul' }, as(admin));
    expect(listed.errors).toBeUndefined();
    expect(listed.data.adminStores.edges[0].node).toEqual({
      name: 'Ferragens Serra Azul',
      city: 'Angelândia',
      address: { street: 'Rua do Comércio', number: '45', complement: null, district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
    });
    const denied = await gql(server.url, STORES, { s: 'Serra Azul' }, as(store.owner));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('categories: a real order the admin changes, names in pt-BR order', () => {
  const LIST = `{ adminSegments { id name position } }`;
  const MOVE = `mutation($input: MoveSegmentInput!) { moveSegment(input: $input) { message userErrors { code message } } }`;

  test('sorts same-order names the pt-BR way, and moving one renumbers them all, persisted', async ({ server }) => {
    await server.prisma.segment.deleteMany({});
    for (const name of ['Aluguel de Equipamentos', 'Açougues', 'Bazar']) await server.prisma.segment.create({ data: { name, slug: name.toLowerCase().replace(/\W+/g, '-'), position: 0 } });
    const first = (await gql(server.url, LIST, {}, as(admin))).data.adminSegments;
    expect(first.map((s: any) => s.name)).toEqual(['Açougues', 'Aluguel de Equipamentos', 'Bazar']);

    const bazar = first.find((s: any) => s.name === 'Bazar');
    const moved = await gql(server.url, MOVE, { input: { id: bazar.id, move: 'UP' } }, as(admin));
    expect(moved.data.moveSegment).toEqual({ message: 'Ordem salva', userErrors: [] });
    const after = (await gql(server.url, LIST, {}, as(admin))).data.adminSegments;
    expect(after.map((s: any) => [s.name, s.position])).toEqual([
      ['Açougues', 1],
      ['Bazar', 2],
      ['Aluguel de Equipamentos', 3],
    ]);
    // The public list follows the same order.
    const pub = (await gql(server.url, `{ segments { name } }`, {})).data.segments;
    expect(pub.map((s: any) => s.name)).toEqual(['Açougues', 'Bazar', 'Aluguel de Equipamentos']);
    const audit = await server.prisma.auditLog.findFirst({ where: { eventType: 'admin.segment_updated', targetId: bazar.id.length > 36 ? Buffer.from(bazar.id, 'base64').toString().split(':')[1] : bazar.id } });
    expect(audit?.after).toEqual({ position: 2 });
  });

  test('a non-admin is refused and nothing moves; an unknown segment is NOT_FOUND', async ({ server }) => {
    const list = (await gql(server.url, LIST, {}, as(admin))).data.adminSegments;
    const vendor = await createUser(server.prisma, { role: 'STORE_OWNER' });
    const denied = await gql(server.url, MOVE, { input: { id: list[2].id, move: 'UP' } }, as(vendor));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server.url, LIST, {}, as(admin))).data.adminSegments).toEqual(list);
    const missing = await gql(server.url, MOVE, { input: { id: globalId('Segment', randomUUID()), move: 'DOWN' } }, as(admin));
    expect(missing.data.moveSegment.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Segmento não encontrado' }]);
  });
});
