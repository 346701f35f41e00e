// The search that forgives (docs/decisions.md, "Busca que perdoa") over the demo catalogue and a
// few products of our own: typos of one and two letters, plurals, synonyms (also edited by an
// admin), the ranking order, 'Você quis dizer' and the log of searches that found nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createAddress, createProductsIn, createStore, createUser, type TestUser } from '../helpers/commerce.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';

let admin: TestUser;

const SUGGEST = `query($term: String!) { searchSuggestions(term: $term) { name } }`;
const EXPLORE = `query($search: String!) { products(first: 50, filter: { search: $search }) { totalCount edges { node { name } } } }`;
const CORRECTION = `query($term: String!) { searchCorrection(term: $term) }`;
const names = async (server: TestServer, term: string, token?: string): Promise<string[]> =>
  (await gql(server.url, SUGGEST, { term }, { token })).data.searchSuggestions.map((p: { name: string }) => p.name);
const explore = async (server: TestServer, search: string): Promise<{ total: number; names: string[] }> => {
  const page = (await gql(server.url, EXPLORE, { search })).data.products;
  return { total: page.totalCount, names: page.edges.map((e: { node: { name: string } }) => e.node.name) };
};

test.beforeAll(async ({ server }) => {
  await seedDemoDataOnce(server.prisma, { uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'clube-seed-')) });
  admin = await createUser(server.prisma, { isAdmin: true });
}, 120_000);

describe('typos', () => {
  test('one wrong, missing, extra or swapped letter from 5 letters on', async ({ server }) => {
    for (const typo of ['cimeto', 'cimennto', 'cimenro', 'cimetno']) expect(await names(server, typo), typo).toContain('Cimento CP-II 50kg');
    expect(await names(server, 'vergalao')).toEqual(expect.arrayContaining([expect.stringMatching(/^Vergalhão CA-/)]));
  });

  test('two letters from 8 letters on, never for short words', async ({ server }) => {
    expect(await names(server, 'argamsaa')).toContain('Argamassa AC-I 20kg');
    expect(await names(server, 'argamasa')).toContain('Argamassa AC-I 20kg');
    expect(await names(server, 'cimeo')).toEqual([]); // 5 letters, two typos: too far
  });
});

describe('plurals and synonyms', () => {
  test('finds the singular in suggestions and on /explore', async ({ server }) => {
    expect(await names(server, 'tijolos')).toContain('Tijolo Cerâmico 8 Furos');
    expect(await names(server, 'telhas')).toContain('Telha Colonial Cerâmica');
    expect((await explore(server, 'fraldas')).names).toContain('Fralda Infantil G 30 unidades');
    expect((await explore(server, 'pães')).names).toEqual(expect.arrayContaining(['Pão Francês', 'Pão de Queijo Mineiro']));
  });

  test('everyday words find the products named otherwise, both ways', async ({ server }) => {
    expect(await names(server, 'refri')).toContain('Refrigerante Guaraná 2L');
    expect((await explore(server, 'bolacha')).names).toContain('Biscoito de Queijo');
    expect((await explore(server, 'aipim')).names).toContain('Mandioca Descascada');
    expect((await explore(server, 'pão de sal')).names).toContain('Pão Francês');
  });

  test('an admin’s new synonym works at once; bad groups are refused and change nothing', async ({ server }) => {
    const SAVE = `mutation($terms: [String!]!) { saveSearchSynonym(terms: $terms) { synonym { id terms } message userErrors { field code message } } }`;
    expect((await explore(server, 'liga de obra')).total).toBe(0);
    const refused = await gql(server.url, SAVE, { terms: ['Argamassa'] }, { token: admin.token });
    expect(refused.data.saveSearchSynonym.userErrors).toEqual([{ field: 'terms', code: 'INVALID', message: 'Informe pelo menos dois termos que querem dizer a mesma coisa' }]);
    const taken = await gql(server.url, SAVE, { terms: ['Refri', 'soda'] }, { token: admin.token });
    expect(taken.data.saveSearchSynonym.userErrors).toEqual([{ field: 'terms', code: 'TAKEN', message: '"refri" já está em outro grupo de sinônimos' }]);
    const saved = await gql(server.url, SAVE, { terms: ['Argamassa', 'Liga de obra'] }, { token: admin.token });
    expect(saved.data.saveSearchSynonym).toMatchObject({ synonym: { terms: ['argamassa', 'liga de obra'] }, message: 'Sinônimos salvos', userErrors: [] });
    expect((await explore(server, 'liga de obra')).names).toContain('Argamassa AC-I 20kg');
    const consumer = await createUser(server.prisma);
    expect((await gql(server.url, SAVE, { terms: ['a b', 'c d'] }, { token: consumer.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('names a synonym group by its global ID, in and out, like every object (docs/architecture.md, "IDs")', async ({ server }) => {
    const SAVE = `mutation($id: ID, $terms: [String!]!) { saveSearchSynonym(id: $id, terms: $terms) { synonym { id terms } userErrors { field code message } } }`;
    const DELETE = `mutation($id: ID!) { deleteSearchSynonym(id: $id) { deletedSynonymId userErrors { field code message } } }`;
    const NODE = `query($id: ID!) { node(id: $id) { ... on SearchSynonym { terms } } }`;
    const saved = await gql(server.url, SAVE, { terms: ['Tijolo', 'Bloco cerâmico'] }, { token: admin.token });
    const id: string = saved.data.saveSearchSynonym.synonym.id;
    const row = await server.prisma.searchSynonym.findFirstOrThrow({ where: { terms: { has: 'tijolo' } } });
    expect(Buffer.from(id, 'base64').toString()).toBe(`SearchSynonym:${row.id}`);
    // The raw UUID is not an ID of the API: refused before anything is read.
    expect((await gql(server.url, SAVE, { id: row.id, terms: ['Tijolo', 'Bloco'] }, { token: admin.token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(server.url, DELETE, { id: row.id }, { token: admin.token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Only admins read it by ID; anyone else gets what an unknown ID gets.
    const read = await gql(server.url, NODE, { id }, { token: admin.token });
    expect(read.errors).toBeUndefined();
    expect(read.data.node).toEqual({ terms: ['tijolo', 'bloco ceramico'] });
    const consumer = await createUser(server.prisma);
    expect((await gql(server.url, NODE, { id }, { token: consumer.token })).data?.node ?? null).toBeNull();
    const renamed = await gql(server.url, SAVE, { id, terms: ['Tijolo', 'Bloco'] }, { token: admin.token });
    expect(renamed.data.saveSearchSynonym).toEqual({ synonym: { id, terms: ['tijolo', 'bloco'] }, userErrors: [] });
    expect((await gql(server.url, DELETE, { id }, { token: admin.token })).data.deleteSearchSynonym).toEqual({ deletedSynonymId: id, userErrors: [] });
    expect(await server.prisma.searchSynonym.count({ where: { id: row.id } })).toBe(0);
  });
});

describe('ranking', () => {
  test('exact or prefix, then in the name, then every word elsewhere, then synonym or typo; promotions and the shopper’s town first among equals', async ({ server }) => {
    const here = await createStore(server.prisma, { name: 'Marmoraria da Cidade' });
    const away = await createStore(server.prisma, { name: 'Marmoraria de Fora' });
    await server.prisma.store.update({ where: { id: here.id }, data: { city: 'Turmalina' } });
    await server.prisma.store.update({ where: { id: away.id }, data: { city: 'Capelinha' } });
    await createProductsIn(server.prisma, away.id, [
      { name: 'Bancada de cozinha', description: 'Tampo em quartzito polido' },
      { name: 'Piso de quartzito', description: 'Placa 60x60' },
      { name: 'Quartzito branco', description: 'Chapa' },
    ]);
    await createProductsIn(server.prisma, here.id, [{ name: 'Quartzito cinza', description: 'Chapa' }]);
    const SAVE = `mutation($terms: [String!]!) { saveSearchSynonym(terms: $terms) { userErrors { message } } }`;
    await gql(server.url, SAVE, { terms: ['quartzito', 'pedra mineira'] }, { token: admin.token });
    await createProductsIn(server.prisma, away.id, [{ name: 'Pedra mineira rústica', description: 'Revestimento' }]);

    const shopper = await createUser(server.prisma);
    await createAddress(server.prisma, shopper.id);
    await server.prisma.user.update({ where: { id: shopper.id }, data: { mainAddress: { city: 'Turmalina', state: 'MG' } } });
    expect(await names(server, 'quartzito', shopper.token)).toEqual(['Quartzito cinza', 'Quartzito branco', 'Piso de quartzito', 'Bancada de cozinha', 'Pedra mineira rústica']);
    // A visitor has no town: the newest of equals first.
    expect((await names(server, 'quartzito')).slice(0, 2)).toEqual(['Quartzito cinza', 'Quartzito branco']);
    // An active promotion goes first among the prefix matches.
    await server.prisma.product.updateMany({ where: { name: 'Quartzito branco' }, data: { promoActive: true, promoPrice: '1.00' } });
    expect((await names(server, 'quartzito', shopper.token)).slice(0, 2)).toEqual(['Quartzito branco', 'Quartzito cinza']);
    // Misspelled, everything comes through the correction and keeps its order among equals.
    expect(await names(server, 'quartsito', shopper.token)).toContain('Piso de quartzito');
  });
});

describe("'Você quis dizer' and searches that found nothing", () => {
  test('proposes the closest catalogue words only when a word is mistyped', async ({ server }) => {
    expect((await gql(server.url, CORRECTION, { term: 'cimeto' })).data.searchCorrection).toBe('cimento');
    expect((await gql(server.url, CORRECTION, { term: 'argamsaa ac' })).data.searchCorrection).toBe('argamassa ac');
    expect((await gql(server.url, CORRECTION, { term: 'cimento' })).data.searchCorrection).toBeNull();
    expect((await gql(server.url, CORRECTION, { term: 'zzzzzzzz' })).data.searchCorrection).toBeNull();
    // /explore does not guess: the misspelled term finds nothing, the proposal finds the product.
    expect((await explore(server, 'cimeto')).total).toBe(0);
    expect((await explore(server, 'cimento')).names).toContain('Cimento CP-II 50kg');
  });

  test('logs each search with no result for the admins, most frequent first', async ({ server }) => {
    await explore(server, 'parafuso de ouro');
    await explore(server, 'parafuso de ouro');
    await explore(server, 'Parafuso de OURO');
    await explore(server, 'telescópio');
    const MISSES = `{ searchMisses(first: 10) { term count lastAt } }`;
    const misses = (await gql(server.url, MISSES, {}, { token: admin.token })).data.searchMisses;
    expect(misses[0]).toMatchObject({ term: 'parafuso de ouro', count: 3 });
    expect(misses.map((m: { term: string }) => m.term)).toContain('telescopio');
    // A search that finds something is not a miss.
    expect(misses.map((m: { term: string }) => m.term)).not.toContain('cimento');
  });
});
