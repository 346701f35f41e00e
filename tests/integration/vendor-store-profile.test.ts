// /vendor/settings over the real API: the owner changes the store's public profile (shown by the
// public store query) and logo; bad fields are refused one by one and change nothing; another
// store's owner and consumers change nothing; admins may change any store.
import sharp from 'sharp';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createStore, globalId, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const as = (user: TestUser) => ({ token: user.token });
const UPDATE = `mutation($input: UpdateStoreProfileInput!) { updateStoreProfile(input: $input) { message userErrors { field code message } } }`;
const LOGO = `mutation($input: UpdateStoreLogoInput!) { updateStoreLogo(input: $input) { store { logoUrl } message userErrors { field code message } } }`;
const PUBLIC = `query($id: ID!) { store(id: $id) { name description city phone whatsapp address { street number district city state postalCode } openingHours { weekday opens closes } logoUrl } }`;
const profile = {
  name: 'Casa do Construtor Capelinha',
  description: 'Materiais de construção desde 1998.',
  phone: '(33) 3516-1000',
  whatsapp: '(33) 98888-7777',
  address: { postalCode: '39680-000', street: 'Rua Direita', number: '100', district: 'Centro', city: 'Capelinha', state: 'MG' },
  openingHours: [
    { weekday: 1, opens: '07:30', closes: '18:00' },
    { weekday: 6, opens: '08:00', closes: '12:00' },
  ],
};

describe('store profile', () => {
  test('the owner changes it and the public store page shows it; the change is audited', async ({ server, store }) => {
    const r = (await gql(server.url, UPDATE, { input: profile }, as(store.owner))).data.updateStoreProfile;
    expect(r).toEqual({ message: 'Dados da loja salvos', userErrors: [] });
    const visitor = (await gql(server.url, PUBLIC, { id: globalId('Store', store.id) })).data.store;
    expect(visitor).toMatchObject({
      name: 'Casa do Construtor Capelinha',
      city: 'Capelinha',
      phone: '3335161000',
      whatsapp: '33988887777',
      address: { street: 'Rua Direita', number: '100', district: 'Centro', city: 'Capelinha', state: 'MG', postalCode: '39680000' },
      openingHours: profile.openingHours,
    });
    const audit = await server.prisma.auditLog.findFirstOrThrow({ where: { targetId: store.id, eventType: 'vendor.store_profile_updated' } });
    expect(audit.actorId).toBe(store.owner.id);
  });

  test('refuses bad fields one by one and changes nothing', async ({ server }) => {
    const store = await createStore(server.prisma, { name: 'Loja Original' });
    const r = (
      await gql(server.url, UPDATE, { input: { ...profile, name: ' ', phone: '123', openingHours: [{ weekday: 0, opens: '9h', closes: '18:00' }] } }, as(store.owner))
    ).data.updateStoreProfile;
    expect(r.userErrors).toEqual([
      { field: 'name', code: 'INVALID', message: 'Informe o nome da loja (2 a 80 caracteres)' },
      { field: 'phone', code: 'INVALID', message: 'Telefone inválido' },
      { field: 'openingHours', code: 'INVALID', message: 'Domingo: informe abertura e fechamento (HH:MM), com o fechamento depois da abertura' },
    ]);
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).name).toBe('Loja Original');
  });

  test('another store owner and a consumer change nothing; an admin changes any store', async ({ server, consumer, admin }) => {
    const store = await createStore(server.prisma, { name: 'Loja Alvo' });
    const other = await createStore(server.prisma);
    for (const outsider of [other.owner, consumer]) {
      const r = (await gql(server.url, UPDATE, { input: { ...profile, storeId: globalId('Store', store.id) } }, as(outsider))).data.updateStoreProfile;
      expect(r.userErrors).toEqual([{ field: 'storeId', code: 'NOT_FOUND', message: 'Loja não encontrada' }]);
    }
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).name).toBe('Loja Alvo');
    const byAdmin = (await gql(server.url, UPDATE, { input: { ...profile, name: 'Loja Revisada', storeId: globalId('Store', store.id) } }, as(admin))).data.updateStoreProfile;
    expect(byAdmin.userErrors).toEqual([]);
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).name).toBe('Loja Revisada');
  });

  test('stores the logo as a 400 px WebP', async ({ server, store, consumer }) => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const r = (await gql(server.url, LOGO, { input: { dataUrl: `data:image/png;base64,${png.toString('base64')}` } }, as(store.owner))).data.updateStoreLogo;
    expect(r).toMatchObject({ message: 'Logo atualizado', userErrors: [], store: { logoUrl: expect.stringMatching(/^\/uploads\/stores\/[0-9a-f-]{36}\.webp$/) } });
    const served = await fetch(`${server.url}${r.store.logoUrl}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);
    const refused = (await gql(server.url, LOGO, { input: { dataUrl: `data:image/png;base64,${png.toString('base64')}` } }, as(consumer))).data.updateStoreLogo;
    expect(refused.userErrors[0].code).toBe('NOT_FOUND');
  });
});
