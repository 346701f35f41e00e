// The vendor's delivery settings over the real API: a store's zones (town or CEP prefix), its flat
// fee and free-delivery threshold, scoped to the caller's own store (admins: any), audited, and
// applied at checkout — the zone's fee for the address, a clear refusal outside every zone.
import { randomUUID } from 'node:crypto';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, PLACE_ORDER, createProductsIn, createStore, createUser, globalId, type TestStore, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const as = (user: TestUser) => ({ token: user.token });
const SAVE = `mutation($input: SaveDeliveryZoneInput!) { saveDeliveryZone(input: $input) {
  zone { id name kind city state postalPrefix fee minOrder estimatedMinutes estimatedText active }
  store { id deliveryZones { name } } message userErrors { field code message } } }`;
const DELETE = `mutation($id: ID!) { deleteDeliveryZone(input: { id: $id }) { deletedZoneId message userErrors { field code message } } }`;
const DELIVERY = `mutation($input: UpdateStoreDeliveryInput!) { updateStoreDelivery(input: $input) { store { deliveryFee freeDeliveryThreshold } message userErrors { field code message } } }`;
const PREVIEW = `query($input: CheckoutPreviewInput) { checkoutPreview(input: $input) { deliveryTotal canPlaceOrder userErrors { field code message } } }`;
const capelinha = { name: 'Capelinha', kind: 'CITY', city: 'Capelinha', state: 'MG', fee: '7,50', estimatedMinutes: 40 };

async function buyerIn(server: TestServer, store: TestStore, city: string, postalCode: string) {
  const user = await createUser(server.prisma);
  const [product] = await createProductsIn(server.prisma, store.id, [{ price: '30.00' }]);
  await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 1 } }, as(user));
  const address = await server.prisma.address.create({
    data: { userId: user.id, principal: true, street: 'Rua A', number: '1', district: 'Centro', city, state: 'MG', postalCode },
  });
  return { user, addressId: globalId('Address', address.id) };
}

describe('delivery zones', () => {
  test("the owner creates, changes and deletes its store's zones, each change audited", async ({ server }) => {
    const store = await createStore(server.prisma);
    const created = (await gql(server.url, SAVE, { input: capelinha }, as(store.owner))).data.saveDeliveryZone;
    expect(created).toMatchObject({
      zone: { name: 'Capelinha', kind: 'CITY', city: 'Capelinha', state: 'MG', postalPrefix: null, fee: '7.50', minOrder: null, estimatedMinutes: 40, estimatedText: '40 min', active: true },
      store: { id: globalId('Store', store.id), deliveryZones: [{ name: 'Capelinha' }] },
      message: 'Área de entrega salva',
      userErrors: [],
    });
    const changed = (await gql(server.url, SAVE, { input: { ...capelinha, id: created.zone.id, fee: '8', estimatedMinutes: 90 } }, as(store.owner))).data.saveDeliveryZone;
    expect(changed.zone).toMatchObject({ fee: '8.00', estimatedText: '1 h 30 min' });
    const deleted = (await gql(server.url, DELETE, { id: created.zone.id }, as(store.owner))).data.deleteDeliveryZone;
    expect(deleted).toMatchObject({ deletedZoneId: created.zone.id, message: 'Área de entrega excluída', userErrors: [] });
    const events = await server.prisma.auditLog.findMany({ where: { actorId: store.owner.id, targetType: 'DeliveryZone' }, orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => e.eventType)).toEqual(['vendor.delivery_zone_created', 'vendor.delivery_zone_updated', 'vendor.delivery_zone_deleted']);
    expect(events[1].before).toMatchObject({ fee: '7.5' });
  });

  test('refuses a bad zone field by field and writes nothing', async ({ server }) => {
    const store = await createStore(server.prisma);
    const r = (await gql(server.url, SAVE, { input: { name: ' ', kind: 'POSTAL_PREFIX', postalPrefix: '39-6', fee: '-2', estimatedMinutes: 0 } }, as(store.owner))).data.saveDeliveryZone;
    expect(r.zone).toBeNull();
    expect(r.userErrors.map((e: { field: string }) => e.field)).toEqual(['name', 'postalPrefix', 'fee', 'estimatedMinutes']);
    expect(await server.prisma.deliveryZone.count({ where: { storeId: store.id } })).toBe(0);
  });

  test("another store's owner and shoppers get NOT_FOUND and change nothing; an admin may act on any store", async ({ server }) => {
    const [a, b] = [await createStore(server.prisma), await createStore(server.prisma)];
    const consumer = await createUser(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true });
    const zone = (await gql(server.url, SAVE, { input: capelinha }, as(a.owner))).data.saveDeliveryZone.zone;
    for (const who of [b.owner, consumer]) {
      const save = (await gql(server.url, SAVE, { input: { ...capelinha, id: zone.id, fee: '0' } }, as(who))).data.saveDeliveryZone;
      expect(save.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Área de entrega não encontrada' }]);
      const del = (await gql(server.url, DELETE, { id: zone.id }, as(who))).data.deleteDeliveryZone;
      expect(del.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Área de entrega não encontrada' }]);
      const read = await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: zone.id }, as(who));
      expect(read.data.node).toBeNull();
    }
    const newZone = (await gql(server.url, SAVE, { input: { ...capelinha, storeId: globalId('Store', a.id) } }, as(b.owner))).data.saveDeliveryZone;
    expect(newZone.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', message: 'Loja não encontrada' });
    expect((await server.prisma.deliveryZone.findUniqueOrThrow({ where: { id: Buffer.from(zone.id, 'base64').toString().split(':')[1] } })).fee.toFixed(2)).toBe('7.50');
    expect(await server.prisma.deliveryZone.count({ where: { storeId: a.id } })).toBe(1);

    const byAdmin = (await gql(server.url, SAVE, { input: { ...capelinha, id: zone.id, fee: '9' } }, as(admin))).data.saveDeliveryZone;
    expect(byAdmin.zone.fee).toBe('9.00');
    const visitor = await gql(server.url, SAVE, { input: capelinha });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('checkout with zones', () => {
  test("charges the zone's fee for the address, refuses an address outside every zone, and is free above the threshold", async ({ server }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Capelinha', deliveryFee: '5.00' });
    await gql(server.url, SAVE, { input: capelinha }, as(store.owner));
    await gql(server.url, SAVE, { input: { name: 'Centro', kind: 'POSTAL_PREFIX', postalPrefix: '39680', fee: '3', estimatedMinutes: 30 } }, as(store.owner));

    const near = await buyerIn(server, store, 'Capelinha', '39690000');
    const nearPreview = (await gql(server.url, PREVIEW, { input: { addressId: near.addressId, paymentMethod: 'PIX' } }, as(near.user))).data.checkoutPreview;
    expect(nearPreview).toMatchObject({ deliveryTotal: '7.50', canPlaceOrder: true, userErrors: [] });
    const centre = await buyerIn(server, store, 'Capelinha', '39680100');
    expect((await gql(server.url, PREVIEW, { input: { addressId: centre.addressId } }, as(centre.user))).data.checkoutPreview.deliveryTotal).toBe('3.00');

    const placed = (await gql(server.url, PLACE_ORDER, { input: { addressId: near.addressId, paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, as(near.user))).data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    const subOrder = await server.prisma.subOrder.findFirstOrThrow({ where: { order: { userId: near.user.id } } });
    expect({ fee: subOrder.deliveryFee.toFixed(2), minutes: subOrder.estimatedMinutes, zone: !!subOrder.deliveryZoneId }).toEqual({ fee: '7.50', minutes: 40, zone: true });

    const far = await buyerIn(server, store, 'Angelândia', '39685000');
    const refused = (await gql(server.url, PLACE_ORDER, { input: { addressId: far.addressId, paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, as(far.user))).data.placeOrder;
    expect(refused.userErrors).toEqual([
      { field: 'addressId', code: 'UNAVAILABLE', message: 'Depósito Capelinha não entrega em Angelândia/MG. Escolha outro endereço ou remova os itens dessa loja.' },
    ]);
    expect(await server.prisma.order.count({ where: { userId: far.user.id } })).toBe(0);

    const settings = (await gql(server.url, DELIVERY, { input: { deliveryFee: '5', freeDeliveryThreshold: '30' } }, as(store.owner))).data.updateStoreDelivery;
    expect(settings).toMatchObject({ store: { deliveryFee: '5.00', freeDeliveryThreshold: '30.00' }, message: 'Configurações de entrega salvas', userErrors: [] });
    const free = await buyerIn(server, store, 'Capelinha', '39690000');
    expect((await gql(server.url, PREVIEW, { input: { addressId: free.addressId } }, as(free.user))).data.checkoutPreview.deliveryTotal).toBe('0.00');
  });

  test('a store without zones keeps its flat fee everywhere; bad delivery settings are refused', async ({ server }) => {
    const store = await createStore(server.prisma, { deliveryFee: '6.00' });
    const buyer = await buyerIn(server, store, 'Minas Novas', '39650000');
    expect((await gql(server.url, PREVIEW, { input: { addressId: buyer.addressId } }, as(buyer.user))).data.checkoutPreview.deliveryTotal).toBe('6.00');
    const bad = (await gql(server.url, DELIVERY, { input: { deliveryFee: 'abc', freeDeliveryThreshold: '0' } }, as(store.owner))).data.updateStoreDelivery;
    expect(bad.userErrors).toEqual([
      { field: 'deliveryFee', code: 'INVALID', message: 'A taxa deve ser um valor de R$ 0,00 para cima' },
      { field: 'freeDeliveryThreshold', code: 'INVALID', message: 'O valor para frete grátis deve ser maior que zero (ou vazio)' },
    ]);
    const other = await createStore(server.prisma);
    const foreign = (await gql(server.url, DELIVERY, { input: { storeId: globalId('Store', store.id), deliveryFee: '0' } }, as(other.owner))).data.updateStoreDelivery;
    expect(foreign.userErrors[0].code).toBe('NOT_FOUND');
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).deliveryFee.toFixed(2)).toBe('6.00');
  });
});
