// The professional's space over the real stack: choosing the profile type (and who may not), the
// public card with every field checked in pt-BR and nothing saved on error, the listing by trade
// and town (public), the card gone when the person stops being a profissional, and /services'
// numbers counting only the points that came from clients' purchases.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createUser, globalId, type TestUser } from '../helpers/commerce.js';

const as = (user: TestUser) => ({ token: user.token });

const CHOOSE = `mutation($input: ChooseProfileTypeInput!) { chooseProfileType(input: $input) { viewer { role canShareCarts } userErrors { field code message } } }`;
const SAVE = `mutation($input: SaveProfessionalCardInput!) { saveProfessionalCard(input: $input) {
  viewer { specialty professionalCard { id name trades towns bio whatsapp path } } userErrors { field code message } } }`;
const LIST = `query($trade: String, $town: String) { professionals(first: 50, trade: $trade, town: $town) { edges { node { id name trades towns } } } professionalTowns }`;
const CARD = `query($id: ID!) { node(id: $id) { ... on ProfessionalCard { name whatsapp } } }`;
const SPACE = `{ viewer { professionalSpace { pointsThisMonth pointsTotal clients sharesByStatus { status count } } } }`;

const card = { trades: ['Eletricista'], towns: ['  capelinha ', 'Angelândia', 'Capelinha'], bio: ' Instalações residenciais. ', whatsapp: '(33) 98888-1234' };

test.beforeAll(bootServer);

describe('profile type', () => {
  test('a consumer becomes a profissional and back; stores, admins and visitors cannot', async ({ server, consumer: user }) => {
    expect((await gql(server.url, CHOOSE, { input: { choice: 'PROFESSIONAL' } }, as(user))).data.chooseProfileType).toEqual({
      viewer: { role: 'PROFESSIONAL', canShareCarts: true },
      userErrors: [],
    });
    expect((await gql(server.url, CHOOSE, { input: { choice: 'CONSUMER' } }, as(user))).data.chooseProfileType.viewer.role).toBe('CONSUMER');

    const owner = await createUser(server.prisma, { role: 'STORE_OWNER' });
    expect((await gql(server.url, CHOOSE, { input: { choice: 'PROFESSIONAL' } }, as(owner))).data.chooseProfileType).toEqual({
      viewer: null,
      userErrors: [{ field: 'choice', code: 'INVALID_TRANSITION', message: 'Lojistas, vendedores e administradores não mudam o tipo de perfil por aqui' }],
    });
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe('STORE_OWNER');
    const visitor = await gql(server.url, CHOOSE, { input: { choice: 'PROFESSIONAL' } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await gql(server.url, CHOOSE, { input: { choice: 'ADMIN' } }, as(user));
    expect(bad.errors?.[0].message).toMatch(/ProfileChoice/);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('CONSUMER');
  });
});

describe('the public card', () => {
  test('checks every field, saves nothing on error, and lists the card by trade and town', async ({ server, consumer }) => {
    expect((await gql(server.url, SAVE, { input: card }, as(consumer))).data.saveProfessionalCard.userErrors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'Escolha o perfil profissional antes de preencher o cartão' },
    ]);

    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Eli Eletricista' });
    const wrong = await gql(server.url, SAVE, { input: { trades: ['Astronauta'], towns: [' '], bio: 'x'.repeat(501), whatsapp: '123' } }, as(pro));
    expect(wrong.data.saveProfessionalCard.userErrors).toEqual([
      { field: 'trades', code: 'INVALID', message: 'Ofício inválido' },
      { field: 'towns', code: 'INVALID', message: 'Informe pelo menos uma cidade onde você atende' },
      { field: 'bio', code: 'INVALID', message: 'A apresentação pode ter no máximo 500 caracteres' },
      { field: 'whatsapp', code: 'INVALID', message: 'WhatsApp inválido: use DDD + número (10 ou 11 dígitos)' },
    ]);
    const tooMany = await gql(server.url, SAVE, { input: { ...card, trades: ['Pedreiro', 'Pintor', 'Gesseiro', 'Azulejista', 'Soldador', 'Encanador'] } }, as(pro));
    expect(tooMany.data.saveProfessionalCard.userErrors).toEqual([{ field: 'trades', code: 'INVALID', message: 'Escolha no máximo 5 ofícios' }]);
    expect(await server.prisma.professionalProfile.count({ where: { userId: pro.id } })).toBe(0);

    const saved = await gql(server.url, SAVE, { input: card }, as(pro));
    expect(saved.data.saveProfessionalCard.userErrors).toEqual([]);
    const mine = saved.data.saveProfessionalCard.viewer;
    expect(mine).toMatchObject({ specialty: 'Eletricista', professionalCard: { name: 'Eli Eletricista', trades: ['Eletricista'], towns: ['Capelinha', 'Angelândia'], bio: 'Instalações residenciais.', whatsapp: '33988881234' } });
    expect(mine.professionalCard.path).toBe(`/profissionais/${encodeURIComponent(globalId('ProfessionalCard', pro.id))}`);

    // Public: a visitor finds it by trade and town, and opens it by id.
    const byTrade = (await gql(server.url, LIST, { trade: 'Eletricista', town: 'Capelinha' })).data;
    expect(byTrade.professionals.edges.map((e: any) => e.node.name)).toEqual(['Eli Eletricista']);
    expect(byTrade.professionalTowns).toEqual(['Angelândia', 'Capelinha']);
    expect((await gql(server.url, LIST, { trade: 'Pintor' })).data.professionals.edges).toEqual([]);
    expect((await gql(server.url, CARD, { id: mine.professionalCard.id })).data.node).toEqual({ name: 'Eli Eletricista', whatsapp: '33988881234' });

    // Back to consumidor: the card is kept but no longer shown to anyone.
    await gql(server.url, CHOOSE, { input: { choice: 'CONSUMER' } }, as(pro));
    expect((await gql(server.url, LIST, {})).data.professionals.edges).toEqual([]);
    expect((await gql(server.url, CARD, { id: mine.professionalCard.id })).data.node).toBeNull();
    expect((await gql(server.url, LIST, {})).data.professionalTowns).toEqual([]);
  });
});

describe('/services numbers', () => {
  test("count only the points from clients' purchases, this month and in total, and the shares by status", async ({ server }) => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const clients = [await createUser(server.prisma), await createUser(server.prisma)];
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await server.prisma.pointsEntry.createMany({
      data: [
        { userId: pro.id, kind: 'EARNED', points: 30, reason: 'Carrinho compartilhado', idempotencyKey: 'shared:a' },
        { userId: pro.id, kind: 'EARNED', points: 12, reason: 'Carrinho compartilhado', idempotencyKey: 'shared:b', createdAt: lastYear },
        { userId: pro.id, kind: 'EARNED', points: 99, reason: 'Compra própria', idempotencyKey: 'earned:c' },
      ],
    });
    const expired = new Date(Date.now() - 86_400_000);
    const later = new Date(Date.now() + 86_400_000);
    const shares: [string, 'SHARED' | 'ACCEPTED' | 'FINALIZED', Date][] = [
      [clients[0]!.id, 'SHARED', later],
      [clients[0]!.id, 'ACCEPTED', expired],
      [clients[1]!.id, 'FINALIZED', expired],
    ];
    for (const [toUserId, status, expiresAt] of shares) {
      const cart = await server.prisma.cart.create({ data: { userId: pro.id, status: 'SHARED' } });
      await server.prisma.cartShare.create({ data: { cartId: cart.id, fromUserId: pro.id, toUserId, token: `t-${cart.id}`, status, expiresAt } });
    }
    const space = (await gql(server.url, SPACE, {}, as(pro))).data.viewer.professionalSpace;
    expect(space).toMatchObject({ pointsThisMonth: 30, pointsTotal: 42, clients: 2 });
    expect(Object.fromEntries(space.sharesByStatus.map((s: any) => [s.status, s.count]))).toEqual({ SHARED: 1, EXPIRED: 1, FINALIZED: 1 });
    // Not a professional: no numbers.
    expect((await gql(server.url, SPACE, {}, as(clients[0]!))).data.viewer.professionalSpace).toBeNull();
  });
});
