// Segments managed by the admins over the real API: create with an uploaded image, order and
// on/off (the public list follows, and falls back to the default list when none is active),
// duplicate names refused, delete keeps the products; every other role refused.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const as = (user: { token: string }) => ({ token: user.token });
const SAVE = `mutation($input: SaveSegmentInput!) { saveSegment(input: $input) { segment { id name slug active position productCount } message userErrors { field code message } } }`;
const DELETE = `mutation($id: ID!) { deleteSegment(id: $id) { deletedSegmentId message userErrors { field code message } } }`;
const PUBLIC = `{ segments { name isFallback } }`;
const segments = (server: TestServer, admin: TestUser) => ({
  publicNames: async () => (await gql(server.url, PUBLIC)).data.segments.map((s: { name: string }) => s.name),
  save: async (input: Record<string, unknown>) => (await gql(server.url, SAVE, { input }, as(admin))).data.saveSegment,
});

describe('segments', () => {
  test('the public list follows the admins’ order and switches, with the default list when none is active', async ({ server, admin }) => {
    const { publicNames, save } = segments(server, admin);
    expect((await gql(server.url, PUBLIC)).data.segments[0]).toEqual({ name: 'Material de Construção', isFallback: true });
    const eletrica = await save({ name: 'Elétrica', position: 2, active: true });
    expect(eletrica).toMatchObject({ segment: { name: 'Elétrica', slug: 'eletrica', active: true, position: 2, productCount: 0 }, message: 'Segmento salvo', userErrors: [] });
    const padarias = await save({ name: 'Padarias', position: 1, active: true });
    const agro = await save({ name: 'Agropecuária', position: 2, active: false });
    expect(await publicNames()).toEqual(['Padarias', 'Elétrica']);
    await save({ id: agro.segment.id, name: 'Agropecuária', position: 0, active: true });
    expect(await publicNames()).toEqual(['Agropecuária', 'Padarias', 'Elétrica']);
    for (const s of [eletrica, padarias, agro]) await save({ id: s.segment.id, name: s.segment.name, position: 0, active: false });
    expect((await gql(server.url, PUBLIC)).data.segments.every((s: { isFallback: boolean }) => s.isFallback)).toBe(true);
    const audit = await server.prisma.auditLog.count({ where: { targetType: 'Segment', actorId: admin.id } });
    expect(audit).toBe(7);
  });

  test('refuses a bad form and a name already used (accents and case aside)', async ({ server, admin }) => {
    const { save } = segments(server, admin);
    await save({ name: 'Vidraçaria', position: 0, active: true });
    expect((await save({ name: 'VIDRACARIA', position: 0, active: true })).userErrors).toEqual([{ field: 'name', code: 'TAKEN', message: 'Já existe um segmento com esse nome' }]);
    expect((await save({ name: 'X', imageUrl: 'https://x.example/a.png', position: -1, active: true })).userErrors.map((e: { field: string }) => e.field)).toEqual(['name', 'imageUrl', 'position']);
    expect(await server.prisma.segment.count({ where: { name: { in: ['VIDRACARIA', 'X'] } } })).toBe(0);
  });

  test('deleting keeps the products, without a segment', async ({ server, admin }) => {
    const { save } = segments(server, admin);
    const segment = (await save({ name: 'Marmoraria', position: 0, active: true })).segment;
    const store = await createStore(server.prisma);
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Granito', segmentId: Buffer.from(segment.id, 'base64').toString().split(':')[1] }]);
    expect((await save({ id: segment.id, name: 'Marmoraria', position: 0, active: true })).segment.productCount).toBe(1);
    const deleted = (await gql(server.url, DELETE, { id: segment.id }, as(admin))).data.deleteSegment;
    expect(deleted).toEqual({ deletedSegmentId: segment.id, message: 'Segmento excluído', userErrors: [] });
    expect(await server.prisma.product.findUniqueOrThrow({ where: { id: productId! } })).toMatchObject({ name: 'Granito', segmentId: null });
  });

  test('every other role is refused', async ({ server }) => {
    for (const user of [await createUser(server.prisma), (await createStore(server.prisma)).owner, await createUser(server.prisma, { role: 'PROFESSIONAL' })]) {
      expect((await gql(server.url, SAVE, { input: { name: 'Invasores', position: 0, active: true } }, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gql(server.url, `{ adminSegments { name } }`, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await server.prisma.segment.count({ where: { name: 'Invasores' } })).toBe(0);
  });
});
