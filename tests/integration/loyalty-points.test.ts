// The points side of the loyalty club over the real stack: the loyalty card (balance, tier edges
// 1999/2000/4999/5000, the 12-month tier window, monthly points at the UTC−3 month boundary), the
// history with its links, referrals with the invitees' bonus state, store adjustments for in-store
// purchases (who may, privacy of the lookup, the points rule, limits, idempotency) and admin
// adjustments (never below zero).
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createStore, createUser, globalId, type TestStore, type TestUser } from '../helpers/commerce.js';
import { newCpf } from '../helpers/accounts.js';
import { addEntry } from '../helpers/loyalty.js';
import { monthNamePt, startOfMonthUtcMinus3 } from '../../common/dates.js';

let server: TestServer;
let admin: TestUser;
let store: TestStore;

const as = (user: TestUser) => ({ token: user.token });
const CARD = `{ viewer { pointsBalance loyalty { balance monthlyPoints monthName tier { key name color min max progress pointsToNext isTop points next { name } } tiers { name } } } }`;
const card = async (user: TestUser) => {
  const r = await gql(server.url, CARD, {}, as(user));
  expect(r.errors).toBeUndefined();
  return r.data.viewer.loyalty;
};
const balanceOf = async (userId: string) => (await server.prisma.user.findUniqueOrThrow({ where: { id: userId } })).pointsBalance;
const DAY = 86_400_000;

test.beforeAll(async ({ server: started }) => {
  server = started;
  admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true });
  store = await createStore(server.prisma, { name: 'Mercearia do Zé' });
});

describe('loyalty card', () => {
  it.each([
    [1999, 'BRONZE', 'Bronze', '#CD7F32', 0, 1999, 99, 1, 'Prata'],
    [2000, 'PRATA', 'Prata', '#C0C0C0', 2000, 4999, 0, 3000, 'Ouro'],
    [4999, 'PRATA', 'Prata', '#C0C0C0', 2000, 4999, 99, 1, 'Ouro'],
    [5000, 'OURO', 'Ouro', '#FFD700', 5000, null, 100, 0, null],
  ])('%i points gained → %s', async (points, key, name, color, min, max, progress, pointsToNext, next) => {
    const user = await createUser(server.prisma);
    await addEntry(server.prisma, user.id, points, { at: new Date(Date.now() - 40 * DAY) });
    const loyalty = await card(user);
    expect(loyalty.balance).toBe(points);
    expect(loyalty.tier).toEqual({ key, name, color, min, max, progress, pointsToNext, isTop: key === 'OURO', points, next: next ? { name: next } : null });
    expect(loyalty.tiers.map((t: any) => t.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
  });

  it('a new member is Bronze with nothing this month', async () => {
    const user = await createUser(server.prisma);
    expect(await card(user)).toMatchObject({ balance: 0, monthlyPoints: 0, monthName: monthNamePt(new Date()), tier: { name: 'Bronze', progress: 0, pointsToNext: 2000 } });
  });

  it('the tier counts points gained in the last 12 months; spending and refunds do not move it', async () => {
    const user = await createUser(server.prisma);
    await addEntry(server.prisma, user.id, 3000, { at: new Date(Date.now() - 400 * DAY) }); // older than 12 months
    await addEntry(server.prisma, user.id, 1500, { at: new Date(Date.now() - 300 * DAY) });
    await addEntry(server.prisma, user.id, 600, { kind: 'STORE_ADJUSTMENT', at: new Date(Date.now() - 2 * DAY) });
    await addEntry(server.prisma, user.id, -4000, { kind: 'REDEEMED', at: new Date(Date.now() - DAY) });
    await addEntry(server.prisma, user.id, 500, { kind: 'REFUNDED', at: new Date(Date.now() - DAY) });
    const loyalty = await card(user);
    expect(loyalty.balance).toBe(1600);
    expect(loyalty.tier).toMatchObject({ name: 'Prata', points: 2100 });
  });

  it('monthly points: the month begins at 00:00 UTC−3 (03:00Z), not at midnight UTC', async () => {
    const now = new Date();
    const start = startOfMonthUtcMinus3(now);
    expect(start.getUTCHours()).toBe(3);
    const user = await createUser(server.prisma);
    await addEntry(server.prisma, user.id, 7, { at: new Date(start.getTime() - 60_000) }); // 02:59Z on day 1: previous month at UTC−3
    await addEntry(server.prisma, user.id, 11, { at: start }); // 03:00Z: this month
    await addEntry(server.prisma, user.id, 13, { kind: 'REFERRAL', at: new Date(Math.min(now.getTime() - 1000, start.getTime() + 3_600_000)) });
    await addEntry(server.prisma, user.id, -5, { kind: 'REDEEMED', at: new Date(now.getTime() - 500) }); // debits never count
    const loyalty = await card(user);
    expect(loyalty.monthlyPoints).toBe(24);
    expect(loyalty.monthName).toBe(monthNamePt(now));
    expect(loyalty.balance).toBe(26);
  });

  it('a visitor has no card; another user’s card is not reachable', async () => {
    const r = await gql(server.url, CARD);
    expect(r.data.viewer).toBeNull();
    const a = await createUser(server.prisma);
    const b = await createUser(server.prisma);
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on User { loyalty { balance } } } }`, { id: globalId('User', b.id) }, as(a));
    expect(node.data?.node ?? null).toBeNull();
  });
});

describe('points history', () => {
  it('lists entries newest first with kind labels and links; filters by kind', async () => {
    const user = await createUser(server.prisma);
    await addEntry(server.prisma, user.id, 100, { kind: 'EARNED', at: new Date(Date.now() - 3 * DAY), reason: 'Pedido X entregue' });
    await addEntry(server.prisma, user.id, 20, { kind: 'REFERRAL', at: new Date(Date.now() - 2 * DAY), reason: 'Bônus de indicação' });
    await addEntry(server.prisma, user.id, 35, { kind: 'STORE_ADJUSTMENT', at: new Date(Date.now() - DAY), storeId: store.id, purchaseAmount: '35.90', reason: 'Cupom 1' });
    const r = await gql(
      server.url,
      `{ viewer { pointsEntries(first: 10) { totalCount edges { node { points kind kindLabel reason store { name } purchaseAmount orderId redemption { id } } } }
                  referralOnly: pointsEntries(first: 10, kind: REFERRAL) { totalCount } } }`,
      {},
      as(user),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.pointsEntries.totalCount).toBe(3);
    expect(r.data.viewer.pointsEntries.edges.map((e: any) => e.node)).toEqual([
      { points: 35, kind: 'STORE_ADJUSTMENT', kindLabel: 'Compra na loja', reason: 'Cupom 1', store: { name: 'Mercearia do Zé' }, purchaseAmount: '35.90', orderId: null, redemption: null },
      { points: 20, kind: 'REFERRAL', kindLabel: 'Bônus de indicação', reason: 'Bônus de indicação', store: null, purchaseAmount: null, orderId: null, redemption: null },
      { points: 100, kind: 'EARNED', kindLabel: 'Compra', reason: 'Pedido X entregue', store: null, purchaseAmount: null, orderId: null, redemption: null },
    ]);
    expect(r.data.viewer.referralOnly.totalCount).toBe(1);
  });
});

describe('referrals', () => {
  it('shows the code, the share link and the invitees with their bonus state', async () => {
    const referrer = await createUser(server.prisma);
    const pending = await createUser(server.prisma, { referredById: referrer.id, name: 'Bruno Costa Lima' });
    const credited = await createUser(server.prisma, { referredById: referrer.id, name: 'Carla Souza' });
    await createUser(server.prisma); // not invited
    await server.prisma.user.update({ where: { id: pending.id }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });
    await addEntry(server.prisma, credited.id, 20, { kind: 'REFERRAL' });
    const Q = `{ viewer { referralCode referral { code shareUrl bonusPoints invitees(first: 10) { totalCount edges { node { name joinedAt bonusState bonusCreditedAt } } } } } }`;
    const r = await gql(server.url, Q, {}, { token: referrer.token, headers: { origin: 'https://app.clubelocal.com.br' } });
    expect(r.errors).toBeUndefined();
    const { referralCode, referral } = r.data.viewer;
    expect(referral.code).toBe(referralCode);
    expect(referral.shareUrl).toBe(`https://app.clubelocal.com.br/convite?ref=${referralCode}`);
    expect(referral.bonusPoints).toBe(20);
    expect(referral.invitees.totalCount).toBe(2);
    expect(referral.invitees.edges.map((e: any) => [e.node.name, e.node.bonusState, !!e.node.bonusCreditedAt])).toEqual([
      ['Carla S.', 'CREDITED', true],
      ['Bruno L.', 'PENDING', false],
    ]);
    const noOrigin = await gql(server.url, `{ viewer { referral { shareUrl } } }`, {}, as(referrer));
    expect(noOrigin.data.viewer.referral.shareUrl).toBe(`${server.url}/convite?ref=${referralCode}`);
  });

  it('uses PUBLIC_URL when configured', async () => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl, env: { PUBLIC_URL: 'https://clubelocal.com.br/' } });
    try {
      const user = await createUser(server.prisma);
      const r = await gql(other.url, `{ viewer { referralCode referral { shareUrl } } }`, {}, { token: user.token, headers: { origin: 'https://outro.exemplo' } });
      expect(r.data.viewer.referral.shareUrl).toBe(`https://clubelocal.com.br/convite?ref=${r.data.viewer.referralCode}`);
    } finally {
      await other.stop();
    }
  });
});

describe('store adjustments (in-store purchases)', () => {
  const FIND = `query($q: String!, $storeId: ID) { findCustomerForAdjustment(query: $q, storeId: $storeId) { customer { id name maskedCpf maskedEmail } userErrors { field code message } } }`;
  const ADJUST = `mutation($input: AdjustPointsForPurchaseInput!) { adjustPointsForPurchase(input: $input) {
    replayed message userErrors { field code message }
    adjustment { points purchaseAmount reason customerName store { name } }
  } }`;

  async function customer() {
    const user = await createUser(server.prisma, { name: 'Maria das Dores Silva' });
    const cpf = newCpf();
    const row = await server.prisma.user.update({ where: { id: user.id }, data: { cpf }, select: { email: true } });
    return { user, cpf, email: row.email };
  }

  it('finds a customer by full CPF or e-mail, answering only a short name and masked data', async () => {
    const { user, cpf, email } = await customer();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const q of [cpf, masked, ` ${email.toUpperCase()} `]) {
      const r = await gql(server.url, FIND, { q }, as(store.owner));
      expect(r.errors).toBeUndefined();
      expect(r.data.findCustomerForAdjustment).toEqual({
        customer: { id: globalId('User', user.id), name: 'Maria S.', maskedCpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`, maskedEmail: `${email[0]}***@exemplo.com.br` },
        userErrors: [],
      });
    }
    const partial = await gql(server.url, FIND, { q: cpf.slice(0, 6) }, as(store.owner));
    expect(partial.data.findCustomerForAdjustment).toEqual({
      customer: null,
      userErrors: [{ field: 'query', code: 'INVALID', message: 'Informe o CPF, o e-mail completo ou o código de membro do cliente' }],
    });
    const none = await gql(server.url, FIND, { q: 'ninguem@exemplo.com.br' }, as(store.owner));
    expect(none.data.findCustomerForAdjustment.userErrors[0].message).toBe('Cliente não encontrado');
    // The customer cannot be reached as a User node by the store.
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on User { email cpf } } }`, { id: globalId('User', user.id) }, as(store.owner));
    expect(node.data?.node ?? null).toBeNull();
  });

  it('only owners of an approved/active store may look up or credit', async () => {
    const { user, cpf } = await customer();
    const consumer = await createUser(server.prisma);
    const pendingStore = await createStore(server.prisma, { status: 'PENDING' });
    const input = { customerId: globalId('User', user.id), purchaseAmount: '50.00', reason: 'Compra', idempotencyKey: randomUUID() };
    for (const who of [consumer, pendingStore.owner]) {
      const find = await gql(server.url, FIND, { q: cpf }, as(who));
      expect(find.errors?.[0]).toMatchObject({ message: 'Apenas lojas aprovadas podem ajustar pontos de clientes', extensions: { code: 'FORBIDDEN' } });
      const adjust = await gql(server.url, ADJUST, { input }, as(who));
      expect(adjust.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    // Another store's owner cannot act for this store.
    const other = await createStore(server.prisma);
    const foreign = await gql(server.url, ADJUST, { input: { ...input, storeId: globalId('Store', store.id) } }, as(other.owner));
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = await gql(server.url, ADJUST, { input });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('credits 1 point per whole real, once per key, audited; the customer sees it in physical purchases', async () => {
    const { user } = await customer();
    const input = { customerId: globalId('User', user.id), purchaseAmount: '123.99', reason: 'Cupom fiscal 4321', idempotencyKey: randomUUID() };
    const r = await gql(server.url, ADJUST, { input }, as(store.owner));
    expect(r.errors).toBeUndefined();
    expect(r.data.adjustPointsForPurchase).toEqual({
      replayed: false,
      message: 'Pontos creditados com sucesso',
      userErrors: [],
      adjustment: { points: 123, purchaseAmount: '123.99', reason: 'Cupom fiscal 4321', customerName: 'Maria S.', store: { name: 'Mercearia do Zé' } },
    });
    const again = await gql(server.url, ADJUST, { input }, as(store.owner));
    expect(again.data.adjustPointsForPurchase).toMatchObject({ replayed: true, userErrors: [], adjustment: { points: 123 } });
    expect(await balanceOf(user.id)).toBe(123);

    const mine = await gql(server.url, `{ viewer { physicalPurchases(first: 5) { totalCount edges { node { points purchaseAmount createdAt store { name } } } } } }`, {}, as(user));
    expect(mine.data.viewer.physicalPurchases.totalCount).toBe(1);
    expect(mine.data.viewer.physicalPurchases.edges[0].node).toMatchObject({ points: 123, purchaseAmount: '123.99', store: { name: 'Mercearia do Zé' } });

    const list = await gql(server.url, `{ storePointsAdjustments(first: 10) { edges { node { points customerName purchaseAmount } } } }`, {}, as(store.owner));
    expect(list.data.storePointsAdjustments.edges.map((e: any) => e.node)).toContainEqual({ points: 123, customerName: 'Maria S.', purchaseAmount: '123.99' });
    const audit = await server.prisma.auditLog.findFirst({ where: { eventType: 'store.points_adjusted', userId: store.owner.id, details: { path: ['customerId'], equals: user.id } } });
    expect(audit?.details).toMatchObject({ storeId: store.id, purchaseAmount: '123.99', points: 123 });
  });

  it('enforces the limits with pt-BR messages', async () => {
    const { user } = await customer();
    const base = { customerId: globalId('User', user.id), purchaseAmount: '10.00', reason: 'ok', idempotencyKey: randomUUID() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purchaseAmount: '0' }, 'purchaseAmount', 'O valor da compra deve ser maior que zero'],
      [{ purchaseAmount: '10000.01' }, 'purchaseAmount', 'O valor da compra não pode passar de R$ 10.000,00'],
      [{ purchaseAmount: '0.50' }, 'purchaseAmount', 'Compras abaixo de R$ 1,00 não geram pontos'],
      [{ reason: '   ' }, 'reason', 'Informe o motivo do ajuste'],
      [{ customerId: globalId('User', store.owner.id) }, 'customerId', 'Você não pode ajustar os seus próprios pontos'],
      [{ customerId: globalId('User', randomUUID()) }, 'customerId', 'Cliente não encontrado'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await gql(server.url, ADJUST, { input: { ...base, ...patch, idempotencyKey: randomUUID() } }, as(store.owner));
      expect(r.data.adjustPointsForPurchase.userErrors).toEqual([expect.objectContaining({ field, message })]);
    }
    const max = await gql(server.url, ADJUST, { input: { ...base, purchaseAmount: '10000.00' } }, as(store.owner));
    expect(max.data.adjustPointsForPurchase.adjustment.points).toBe(10000);
  });
});

describe('store debits (a returned purchase, a mistaken credit)', () => {
  const FIND = `query($q: String!) { findCustomerForAdjustment(query: $q) { customer { id storeNetPoints } userErrors { message } } }`;
  const CREDIT = `mutation($input: AdjustPointsForPurchaseInput!) { adjustPointsForPurchase(input: $input) { userErrors { message } } }`;
  const DEBIT = `mutation($input: DebitStorePointsInput!) { debitStorePoints(input: $input) {
    replayed message userErrors { field code message } adjustment { points purchaseAmount isDebit reason customerName }
  } }`;
  const HISTORY = `query($c: ID) { storePointsAdjustments(first: 20, customerId: $c) { edges { node { points isDebit customerName customerId createdByName } } } }`;

  it('debits with a reason, never more than the store credited (net) nor below zero, once per key; listed per customer', async () => {
    const user = await createUser(server.prisma, { name: 'Joana Prado Lima' });
    const other = await createStore(server.prisma, { name: 'Outra Loja' });
    const customerId = globalId('User', user.id);
    // 200 points from another store's purchase, 100 from this store's.
    await gql(server.url, CREDIT, { input: { customerId, purchaseAmount: '200.00', reason: 'Compra', idempotencyKey: randomUUID() } }, as(other.owner));
    await gql(server.url, CREDIT, { input: { customerId, purchaseAmount: '100.50', reason: 'Cupom 1', idempotencyKey: randomUUID() } }, as(store.owner));
    expect(await balanceOf(user.id)).toBe(300);
    const email = (await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email;
    const found = await gql(server.url, FIND, { q: email }, as(store.owner));
    expect(found.data.findCustomerForAdjustment.customer).toEqual({ id: customerId, storeNetPoints: 100 });

    const debit = (points: number, reason = 'Devolução do cupom 1', idempotencyKey: string = randomUUID()) =>
      gql(server.url, DEBIT, { input: { customerId, points, reason, idempotencyKey } }, as(store.owner));
    const cases: [number, string, string, string][] = [
      [0, 'ok', 'points', 'Informe quantos pontos debitar (número inteiro maior que zero)'],
      [-5, 'ok', 'points', 'Informe quantos pontos debitar (número inteiro maior que zero)'],
      [10, '  ', 'reason', 'Informe o motivo do ajuste'],
      [101, 'ok', 'points', 'A loja só pode debitar até 100 pontos deste cliente (o que ela creditou)'],
    ];
    for (const [points, reason, field, message] of cases) {
      const r = await debit(points, reason);
      expect(r.errors).toBeUndefined();
      expect(r.data.debitStorePoints).toMatchObject({ adjustment: null, userErrors: [expect.objectContaining({ field, message })] });
    }
    expect(await balanceOf(user.id)).toBe(300);

    const key = randomUUID();
    const first = await debit(60, 'Devolução do cupom 1', key);
    expect(first.data.debitStorePoints).toEqual({
      replayed: false,
      message: 'Pontos debitados com sucesso',
      userErrors: [],
      adjustment: { points: -60, purchaseAmount: null, isDebit: true, reason: 'Devolução do cupom 1', customerName: 'Joana L.' },
    });
    expect((await debit(60, 'Devolução do cupom 1', key)).data.debitStorePoints).toMatchObject({ replayed: true, userErrors: [] });
    expect(await balanceOf(user.id)).toBe(240);
    const rest = await debit(41);
    expect(rest.data.debitStorePoints.userErrors[0].message).toBe('A loja só pode debitar até 40 pontos deste cliente (o que ela creditou)');
    // Another store cannot debit what this store credited; a store that never credited has nothing to take.
    const third = await createStore(server.prisma);
    const foreign = await gql(server.url, DEBIT, { input: { customerId, points: 1, reason: 'x', idempotencyKey: randomUUID() } }, as(third.owner));
    expect(foreign.data.debitStorePoints.userErrors[0].message).toBe('Esta loja não creditou pontos para este cliente; não há o que debitar');

    // Never below zero: the customer spent most of the points meanwhile.
    await addEntry(server.prisma, user.id, -230);
    const broke = await debit(40);
    expect(broke.data.debitStorePoints.userErrors).toEqual([{ field: 'points', code: 'NEGATIVE_BALANCE', message: 'Saldo de pontos não pode ficar negativo' }]);
    expect(await balanceOf(user.id)).toBe(10);

    // The store's list for this customer: its own credit and debit, newest first; the customer's
    // history names the debit, and their physical purchases list only purchases.
    const history = await gql(server.url, HISTORY, { c: customerId }, as(store.owner));
    expect(history.data.storePointsAdjustments.edges.map((e: any) => e.node)).toEqual([
      { points: -60, isDebit: true, customerName: 'Joana L.', customerId, createdByName: 'Dono L.' },
      { points: 100, isDebit: false, customerName: 'Joana L.', customerId, createdByName: 'Dono L.' },
    ]);
    const mine = await gql(server.url, `{ viewer { physicalPurchases(first: 5) { totalCount } pointsEntries(first: 10) { edges { node { points kindLabel } } } } }`, {}, as(user));
    expect(mine.data.viewer.physicalPurchases.totalCount).toBe(2);
    expect(mine.data.viewer.pointsEntries.edges.map((e: any) => e.node)).toContainEqual({ points: -60, kindLabel: 'Débito da loja' });
    const audit = await server.prisma.auditLog.findFirst({ where: { eventType: 'store.points_debited', userId: store.owner.id } });
    expect(audit?.details).toMatchObject({ customerId: user.id, storeId: store.id, points: -60, reason: 'Devolução do cupom 1' });
  });
});

describe('admin adjustments', () => {
  const ADJUST = `mutation($input: AdjustPointsInput!) { adjustPoints(input: $input) {
    replayed message userErrors { field code message } entry { points kind reason } user { pointsBalance }
  } }`;

  it('credits and debits with a reason, never below zero, once per key, audited', async () => {
    const user = await createUser(server.prisma);
    const key = randomUUID();
    const up = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: 150, reason: 'Compensação', idempotencyKey: key } }, as(admin));
    expect(up.data.adjustPoints).toEqual({
      replayed: false,
      message: 'Pontos ajustados com sucesso',
      userErrors: [],
      entry: { points: 150, kind: 'ADMIN_ADJUSTMENT', reason: 'Compensação' },
      user: { pointsBalance: 150 },
    });
    const replay = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: 150, reason: 'Compensação', idempotencyKey: key } }, as(admin));
    expect(replay.data.adjustPoints).toMatchObject({ replayed: true, user: { pointsBalance: 150 } });

    const tooMuch = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: -151, reason: 'Correção', idempotencyKey: randomUUID() } }, as(admin));
    expect(tooMuch.data.adjustPoints).toMatchObject({
      entry: null,
      userErrors: [{ field: 'points', code: 'NEGATIVE_BALANCE', message: 'Saldo de pontos não pode ficar negativo' }],
    });
    const toZero = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: -150, reason: 'Correção', idempotencyKey: randomUUID() } }, as(admin));
    expect(toZero.data.adjustPoints).toMatchObject({ userErrors: [], user: { pointsBalance: 0 } });

    const invalid = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: 0, reason: 'x', idempotencyKey: randomUUID() } }, as(admin));
    expect(invalid.data.adjustPoints.userErrors[0].message).toBe('Os pontos devem ser um número inteiro diferente de zero');
    const noReason = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: 5, reason: '', idempotencyKey: randomUUID() } }, as(admin));
    expect(noReason.data.adjustPoints.userErrors[0].message).toBe('Informe o motivo do ajuste');
    const self = await gql(server.url, ADJUST, { input: { userId: globalId('User', admin.id), points: 5, reason: 'eu', idempotencyKey: randomUUID() } }, as(admin));
    expect(self.data.adjustPoints.userErrors[0].message).toBe('Você não pode ajustar os seus próprios pontos');

    const denied = await gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: 5, reason: 'x', idempotencyKey: randomUUID() } }, as(user));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await server.prisma.auditLog.count({ where: { eventType: 'admin.points_adjusted', details: { path: ['userId'], equals: user.id } } })).toBe(2);
  });
});
