// Product restrictions over the real API: the owner stops selling a product in a delivery zone or
// to a role; the checkout refuses those lines with a pt-BR message; bad input and other people
// change nothing.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, createProductsIn, createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const as = (user: TestUser) => ({ token: user.token });
const CREATE = `mutation($input: CreateProductRestrictionInput!) { createProductRestriction(input: $input) {
  restriction { id text role zone { name } product { name } } message userErrors { field code message } } }`;
const DELETE = `mutation($id: ID!) { deleteProductRestriction(input: { id: $id }) { deletedRestrictionId message userErrors { field code message } } }`;
const LIST = `{ vendorProductRestrictions(first: 20) { totalCount edges { node { text } } } }`;
const PREVIEW = `query($input: CheckoutPreviewInput) { checkoutPreview(input: $input) { userErrors { field code message } } }`;

describe('product restrictions', () => {
  test('the checkout refuses a product restricted in the address zone or for the buyer role, until removed', async ({ server, store, consumer: buyer }) => {
    const [cal] = await createProductsIn(server.prisma, store.id, [{ name: 'Cal virgem' }]);
    const zone = await server.prisma.deliveryZone.create({ data: { storeId: store.id, name: 'Centro', kind: 'CITY', city: 'Capelinha', state: 'MG', fee: '5.00', estimatedMinutes: 60 } });
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', cal), quantity: 1 } }, as(buyer));
    const address = await server.prisma.address.create({ data: { userId: buyer.id, principal: true, street: 'Rua A', number: '1', district: 'Centro', city: 'Capelinha', state: 'MG', postalCode: '39680000' } });
    const preview = async () => (await gql(server.url, PREVIEW, { input: { addressId: globalId('Address', address.id) } }, as(buyer))).data.checkoutPreview;
    expect((await preview()).userErrors).toEqual([]);

    const inZone = (await gql(server.url, CREATE, { input: { productId: globalId('Product', cal), zoneId: globalId('DeliveryZone', zone.id) } }, as(store.owner))).data.createProductRestriction;
    expect(inZone).toMatchObject({ restriction: { text: 'Não vendido em Centro', zone: { name: 'Centro' }, product: { name: 'Cal virgem' } }, message: 'Restrição criada', userErrors: [] });
    expect(await preview()).toEqual({
      userErrors: [{ field: 'cart', code: 'UNAVAILABLE', message: 'Cal virgem não é entregue no endereço escolhido. Escolha outro endereço ou remova-o do carrinho.' }],
    });
    await gql(server.url, DELETE, { id: inZone.restriction.id }, as(store.owner));

    const forRole = (await gql(server.url, CREATE, { input: { productId: globalId('Product', cal), role: 'CONSUMER' } }, as(store.owner))).data.createProductRestriction;
    expect(forRole.restriction.text).toBe('Não vendido para consumidores');
    expect((await preview()).userErrors).toEqual([{ field: 'cart', code: 'UNAVAILABLE', message: 'Cal virgem não é vendido para o seu perfil. Remova-o do carrinho para continuar.' }]);
    expect((await gql(server.url, LIST, {}, as(store.owner))).data.vendorProductRestrictions.totalCount).toBe(1);
    const removed = (await gql(server.url, DELETE, { id: forRole.restriction.id }, as(store.owner))).data.deleteProductRestriction;
    expect(removed).toMatchObject({ deletedRestrictionId: forRole.restriction.id, message: 'Restrição removida', userErrors: [] });
    expect((await preview()).userErrors).toEqual([]);
  });

  test('refuses bad input and other people, changing nothing', async ({ server, store, admin }) => {
    const other = await createStore(server.prisma);
    const [product] = await createProductsIn(server.prisma, store.id, [{}]);
    const otherZone = await server.prisma.deliveryZone.create({ data: { storeId: other.id, name: 'Longe', kind: 'CITY', city: 'Minas Novas', state: 'MG', fee: '5.00', estimatedMinutes: 60 } });
    const productId = globalId('Product', product);
    const create = async (user: TestUser, input: Record<string, unknown>) => (await gql(server.url, CREATE, { input: { productId, ...input } }, as(user))).data.createProductRestriction.userErrors;

    expect(await create(store.owner, {})).toEqual([{ field: 'zoneId', code: 'INVALID', message: 'Escolha uma área de entrega ou um perfil' }]);
    expect(await create(store.owner, { zoneId: globalId('DeliveryZone', otherZone.id) })).toEqual([{ field: 'zoneId', code: 'NOT_FOUND', message: 'Área de entrega não encontrada' }]);
    expect(await create(other.owner, { role: 'CONSUMER' })).toEqual([{ field: 'productId', code: 'NOT_FOUND', message: 'Produto não encontrado' }]);
    expect(await create(await createUser(server.prisma), { role: 'CONSUMER' })).toEqual([{ field: 'productId', code: 'NOT_FOUND', message: 'Produto não encontrado' }]);
    expect(await create(store.owner, { role: 'PROFESSIONAL' })).toEqual([]);
    expect(await create(store.owner, { role: 'PROFESSIONAL' })).toEqual([{ field: 'role', code: 'TAKEN', message: 'Essa restrição já existe' }]);
    expect(await server.prisma.productRestriction.count({ where: { productId: product } })).toBe(1);

    const [restriction] = await server.prisma.productRestriction.findMany({ where: { productId: product } });
    const foreign = (await gql(server.url, DELETE, { id: globalId('ProductRestriction', restriction.id) }, as(other.owner))).data.deleteProductRestriction;
    expect(foreign.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Restrição não encontrada' }]);
    expect((await gql(server.url, LIST, {}, as(other.owner))).data.vendorProductRestrictions.totalCount).toBe(0);
    expect((await gql(server.url, DELETE, { id: globalId('ProductRestriction', restriction.id) }, as(admin))).data.deleteProductRestriction.userErrors).toEqual([]);
  });
});
