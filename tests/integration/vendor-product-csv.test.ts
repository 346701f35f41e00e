// The catalogue spreadsheet over the real API: the export, the dry run that changes nothing, the
// update that applies stock at once and sends an approved product's new price to the approval
// queue, the refusals (invalid rows, another store's products, bad files) — by the owner, the owner
// of another store, a consumer and an admin.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const as = (user: TestUser) => ({ token: user.token });
const EXPORT = `query($storeId: ID) { vendorProductsCsv(storeId: $storeId) }`;
const IMPORT = `mutation($input: ImportProductsCsvInput!) { importProductsCsv(input: $input) {
  applied message userErrors { field code message }
  rows { line code productId productName price { before after } priceNeedsApproval stock { before after } error } } }`;
const PENDING = `{ productApprovals(first: 50) { edges { node { changedFields proposed { price } product { name } } } } }`;

async function storeWithProducts(server: TestServer) {
  const store = await createStore(server.prisma);
  const [cimento, areia, novo] = await createProductsIn(server.prisma, store.id, [
    { name: 'Cimento CP-II', price: '39.90', promoPrice: '35.00', stock: 12, unit: 'saco' },
    { name: 'Areia; média', price: '120.00', stock: 3, unit: 'm³' },
    { name: 'Brita nova', price: '90.00', stock: 0, status: 'PENDING' },
  ]);
  return { store, cimento, areia, novo };
}

const snapshot = (server: TestServer, storeId: string) =>
  server.prisma.product.findMany({ where: { storeId }, orderBy: { name: 'asc' }, select: { name: true, price: true, stock: true, status: true, updatedAt: true } });

describe('the catalogue export', () => {
  test('lists every product of the owner’s store, in a pt-BR spreadsheet', async ({ server }) => {
    const { store, cimento, areia, novo } = await storeWithProducts(server);
    const csv: string = (await gql(server.url, EXPORT, {}, as(store.owner))).data.vendorProductsCsv;
    expect(csv.slice(1).split('\r\n')).toEqual([
      'código;nome;preço;preço promocional;estoque;unidade;situação',
      `${areia};"Areia; média";120,00;;3;m³;Aprovado`,
      `${novo};Brita nova;90,00;;0;un;Pendente`,
      `${cimento};Cimento CP-II;39,90;35,00;12;saco;Aprovado`,
    ]);
  });

  test('is the admin’s for any store; another owner and a consumer get null', async ({ server }) => {
    const { store, cimento } = await storeWithProducts(server);
    const other = await createStore(server.prisma);
    const consumer = await createUser(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const storeId = globalId('Store', store.id);
    expect((await gql(server.url, EXPORT, { storeId }, as(admin))).data.vendorProductsCsv).toContain(cimento);
    expect(await gql(server.url, EXPORT, { storeId }, as(other.owner))).toMatchObject({ data: { vendorProductsCsv: null }, errors: undefined });
    expect(await gql(server.url, EXPORT, {}, as(consumer))).toMatchObject({ data: { vendorProductsCsv: null }, errors: undefined });
    expect((await gql(server.url, EXPORT, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the bulk price and stock update', () => {
  test('reports first and changes nothing; applied, stock is live and the approved price waits for an admin', async ({ server }) => {
    const { store, cimento, areia, novo } = await storeWithProducts(server);
    const csv = ['código;preço;estoque', `${cimento};42,50;12`, `${areia};;8`, `${novo};95;5`, `${cimento};;`].join('\n');
    const before = await snapshot(server, store.id);

    const dry = (await gql(server.url, IMPORT, { input: { csv, apply: false } }, as(store.owner))).data.importProductsCsv;
    expect(dry).toMatchObject({ applied: false, message: null, userErrors: [] });
    expect(dry.rows).toEqual([
      { line: 2, code: cimento, productId: globalId('Product', cimento), productName: 'Cimento CP-II', price: { before: '39.90', after: '42.50' }, priceNeedsApproval: true, stock: null, error: null },
      { line: 3, code: areia, productId: globalId('Product', areia), productName: 'Areia; média', price: null, priceNeedsApproval: false, stock: { before: 3, after: 8 }, error: null },
      { line: 4, code: novo, productId: globalId('Product', novo), productName: 'Brita nova', price: { before: '90.00', after: '95.00' }, priceNeedsApproval: false, stock: { before: 0, after: 5 }, error: null },
    ]);
    expect(await snapshot(server, store.id)).toEqual(before);

    const applied = (await gql(server.url, IMPORT, { input: { csv, apply: true } }, as(store.owner))).data.importProductsCsv;
    expect(applied).toMatchObject({ applied: true, message: '3 produtos atualizados', userErrors: [] });
    const after = await snapshot(server, store.id);
    expect(after.map((p) => [p.name, p.price.toFixed(2), p.stock, p.status])).toEqual([
      ['Areia; média', '120.00', 8, 'APPROVED'],
      ['Brita nova', '95.00', 5, 'PENDING'],
      ['Cimento CP-II', '39.90', 12, 'APPROVED'],
    ]);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const queue = (await gql(server.url, PENDING, {}, as(admin))).data.productApprovals.edges.map((e: { node: unknown }) => e.node);
    expect(queue).toContainEqual({ changedFields: ['price'], proposed: { price: '42.50' }, product: { name: 'Cimento CP-II' } });
    const audit = await server.prisma.auditLog.findMany({ where: { targetId: { in: [cimento, areia, novo] } }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.eventType, a.actorId, (a.details as { source?: string }).source])).toEqual([
      ['vendor.product_updated', store.owner.id, 'csv'],
      ['vendor.product_updated', store.owner.id, 'csv'],
      ['vendor.product_updated', store.owner.id, 'csv'],
    ]);
  });

  test('names every invalid row and why; applying such a file changes nothing', async ({ server }) => {
    const { store, cimento, areia } = await storeWithProducts(server);
    const other = await storeWithProducts(server);
    const csv = [
      'codigo,preco,estoque',
      `${cimento},"35,00",1`,
      `${areia},abc,1`,
      `${other.cimento},50,1`,
      `nao-existe,10,1`,
      `${other.areia},,-2`,
      `,10,1`,
    ].join('\n');
    const before = await snapshot(server, store.id);
    const dry = (await gql(server.url, IMPORT, { input: { csv, apply: false } }, as(store.owner))).data.importProductsCsv;
    expect(dry.rows.map((r: { line: number; error: string }) => [r.line, r.error])).toEqual([
      [2, 'O novo preço precisa ser maior que o preço promocional do produto'],
      [3, 'Informe um preço maior que zero, por exemplo 12,50'],
      [4, 'Produto não encontrado nesta loja'],
      [5, 'Produto não encontrado nesta loja'],
      [6, 'O estoque deve ser um número inteiro de 0 para cima'],
      [7, 'Informe o código do produto (coluna código da planilha exportada)'],
    ]);
    const applied = (await gql(server.url, IMPORT, { input: { csv, apply: true } }, as(store.owner))).data.importProductsCsv;
    expect(applied).toMatchObject({ applied: false, userErrors: [{ field: 'csv', code: 'INVALID', message: 'Corrija as linhas com erro antes de aplicar: nada foi alterado' }] });
    expect(applied.rows).toHaveLength(6);
    expect(await snapshot(server, store.id)).toEqual(before);
    expect(await snapshot(server, other.store.id)).toHaveLength(3);
    expect((await server.prisma.product.findUniqueOrThrow({ where: { id: other.cimento } })).stock).toBe(12);
  });

  test('refuses files it cannot read and a file that changes nothing', async ({ server }) => {
    const { store, cimento } = await storeWithProducts(server);
    const refusal = async (csv: string, apply = false) => (await gql(server.url, IMPORT, { input: { csv, apply } }, as(store.owner))).data.importProductsCsv;
    expect(await refusal('')).toMatchObject({ rows: null, userErrors: [{ field: 'csv', message: 'O arquivo está vazio. Exporte a planilha, altere preço ou estoque e envie de novo.' }] });
    expect(await refusal('nome;preço\nCimento;10')).toMatchObject({
      rows: null,
      userErrors: [{ message: "A planilha precisa das colunas 'código' e 'preço' ou 'estoque' (como na planilha exportada)" }],
    });
    expect(await refusal(`código;estoque\n${cimento};12`, true)).toMatchObject({
      applied: false,
      userErrors: [{ message: 'Nenhuma alteração no arquivo: preços e estoques já são esses' }],
    });
  });

  test('acts only on the caller’s store: another owner and a consumer naming it get NOT_FOUND, an admin names it', async ({ server }) => {
    const { store, areia } = await storeWithProducts(server);
    const other = await createStore(server.prisma);
    const consumer = await createUser(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const csv = `código;estoque\n${areia};30`;
    const storeId = globalId('Store', store.id);
    for (const user of [other.owner, consumer]) {
      const result = (await gql(server.url, IMPORT, { input: { storeId, csv, apply: true } }, as(user))).data.importProductsCsv;
      expect(result).toMatchObject({ applied: false, rows: null, userErrors: [{ field: 'storeId', code: 'NOT_FOUND', message: 'Loja não encontrada' }] });
    }
    // Without storeId the other owner acts on their own store, where this product does not exist.
    const own = (await gql(server.url, IMPORT, { input: { csv, apply: true } }, as(other.owner))).data.importProductsCsv;
    expect(own.rows[0].error).toBe('Produto não encontrado nesta loja');
    expect((await server.prisma.product.findUniqueOrThrow({ where: { id: areia } })).stock).toBe(3);

    const byAdmin = (await gql(server.url, IMPORT, { input: { storeId, csv, apply: true } }, as(admin))).data.importProductsCsv;
    expect(byAdmin).toMatchObject({ applied: true, message: '1 produto atualizado' });
    expect((await server.prisma.product.findUniqueOrThrow({ where: { id: areia } })).stock).toBe(30);
    // A price the admin sends waits for approval, and the owner sees it waiting on their list.
    const priced = (await gql(server.url, IMPORT, { input: { storeId, csv: `código;preço\n${areia};130`, apply: true } }, as(admin))).data.importProductsCsv;
    expect(priced).toMatchObject({ applied: true, userErrors: [] });
    const listed = await gql(server.url, `{ vendorProducts(first: 10, search: "areia") { edges { node { pendingRevision { proposed { price } } } } } }`, {}, as(store.owner));
    expect(listed).toMatchObject({ errors: undefined, data: { vendorProducts: { edges: [{ node: { pendingRevision: { proposed: { price: '130.00' } } } }] } } });
    expect((await gql(server.url, IMPORT, { input: { csv, apply: false } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
