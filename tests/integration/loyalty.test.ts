// The loyalty club's rewards and redemptions over the real stack: the admin reward CRUD with every
// message of docs/decisions.md (success and permission denied), the category rule, the catalogue and its
// visibility, redeeming (points deducted at once, stock, insufficient / sold out / unavailable,
// idempotent retry), the admin transitions with the forbidden ones, the refund applied once, and
// the customer seeing status changes live over graphql-ws.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { createUser, globalId, type TestUser } from '../helpers/commerce.js';
import { DEFAULT_REWARD_IMAGE } from '../../common/loyalty.js';
import { creditPoints } from '../../api/loyalty/ledger.js';

let server: TestServer;
let admin: TestUser;
let consumer: TestUser;

const as = (user: TestUser | null) => (user ? { token: user.token } : {});

const REWARD_FIELDS = `id databaseId name description points imageUrl hasCustomImage category status statusLabel stock available deliveryTime`;
const CREATE = `mutation($input: CreateRewardInput!) { createReward(input: $input) { reward { ${REWARD_FIELDS} } message userErrors { field code message } } }`;
const UPDATE = `mutation($input: UpdateRewardInput!) { updateReward(input: $input) { reward { ${REWARD_FIELDS} } message userErrors { field code message } } }`;
const SET_STATUS = `mutation($input: SetRewardStatusInput!) { setRewardStatus(input: $input) { reward { id status statusLabel } message userErrors { field code message } } }`;
const DELETE = `mutation($input: DeleteRewardInput!) { deleteReward(input: $input) { deletedRewardId message userErrors { field code message } } }`;
const REDEEM = `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) {
  replayed message userErrors { field code message }
  redemption { id status statusLabel statusColor points rewardName rewardImageUrl deliveryTime customerName }
  reward { id stock available }
  viewer { pointsBalance loyalty { balance } }
} }`;
const APPROVE = `mutation($input: RedemptionIdInput!) { approveRedemption(input: $input) { redemption { id status statusLabel allowedActions decidedAt } message userErrors { field code message } } }`;
const REFUSE = `mutation($input: RefuseRedemptionInput!) { refuseRedemption(input: $input) { redemption { id status refusalReason } message userErrors { field code message } } }`;
const DELIVER = `mutation($input: RedemptionIdInput!) { markRedemptionDelivered(input: $input) { redemption { id status statusColor deliveredAt } message userErrors { field code message } } }`;

async function createReward(input: Record<string, unknown>) {
  const r = await gql(server.url, CREATE, { input: { status: 'ACTIVE', stock: 10, ...input } }, as(admin));
  expect(r.errors).toBeUndefined();
  expect(r.data.createReward.userErrors).toEqual([]);
  return r.data.createReward.reward;
}

/** A consumer holding `points` (an admin adjustment straight in the ledger). */
async function customerWith(points: number) {
  const user = await createUser(server.prisma);
  if (points) await creditPoints(server.prisma, { userId: user.id, kind: 'ADMIN_ADJUSTMENT', points, reason: 'teste', idempotencyKey: `test:${randomUUID()}` });
  return user;
}

const balanceOf = async (userId: string) => (await server.prisma.user.findUniqueOrThrow({ where: { id: userId } })).pointsBalance;
const redeem = (user: TestUser, rewardId: string, idempotencyKey = randomUUID()) =>
  gql(server.url, REDEEM, { input: { rewardId, idempotencyKey } }, as(user));

test.beforeAll(async ({ server: started }) => {
  server = started;
  admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
  consumer = await createUser(server.prisma);
});

describe('admin rewards: docs/decisions.md messages', () => {
  it('creates with the defaults and "Recompensa criada com sucesso"', async () => {
    const r = await gql(server.url, CREATE, { input: { name: 'Caneca Clube Local', points: 300 } }, as(admin));
    expect(r.errors).toBeUndefined();
    expect(r.data.createReward.message).toBe('Recompensa criada com sucesso');
    expect(r.data.createReward.reward).toMatchObject({
      name: 'Caneca Clube Local',
      description: 'Caneca Clube Local',
      points: 300,
      imageUrl: DEFAULT_REWARD_IMAGE,
      hasCustomImage: false,
      category: 'Resgate',
      status: 'PENDING',
      statusLabel: 'pendente',
      stock: 0,
      available: false,
      deliveryTime: '7-10 dias úteis',
    });
    const audit = await server.prisma.auditLog.findFirst({ where: { eventType: 'admin.reward_created', userId: admin.id } });
    expect(audit).not.toBeNull();
  });

  it('answers "Erro ao criar recompensa: ..." per invalid field', async () => {
    const r = await gql(server.url, CREATE, { input: { name: '  ', points: 0, stock: -2, imageUrl: 'ftp://imagem.png' } }, as(admin));
    expect(r.data.createReward.reward).toBeNull();
    expect(r.data.createReward.message).toBeNull();
    expect(r.data.createReward.userErrors).toEqual([
      { field: 'name', code: 'INVALID', message: 'Erro ao criar recompensa: Nome é obrigatório' },
      { field: 'points', code: 'INVALID', message: 'Erro ao criar recompensa: Pontos devem ser um número inteiro maior que zero' },
      { field: 'stock', code: 'INVALID', message: 'Erro ao criar recompensa: Estoque deve ser um número inteiro maior ou igual a zero' },
      { field: 'imageUrl', code: 'INVALID', message: 'Erro ao criar recompensa: Imagem inválida' },
    ]);
  });

  it('updates, toggles and deletes with the spec’s messages', async () => {
    const reward = await createReward({ name: 'Vale R$ 20', points: 800, category: 'Vale Presente', imageUrl: 'https://exemplo.com/vale.png' });
    expect(reward).toMatchObject({ status: 'ACTIVE', hasCustomImage: true, imageUrl: 'https://exemplo.com/vale.png' });

    const up = await gql(server.url, UPDATE, { input: { id: reward.id, points: 900, deliveryTime: '', imageUrl: '' } }, as(admin));
    expect(up.data.updateReward).toMatchObject({
      message: 'Recompensa atualizada com sucesso',
      userErrors: [],
      reward: { points: 900, deliveryTime: '7-10 dias úteis', imageUrl: DEFAULT_REWARD_IMAGE, name: 'Vale R$ 20', category: 'Vale Presente' },
    });
    const bad = await gql(server.url, UPDATE, { input: { id: reward.id, points: -1 } }, as(admin));
    expect(bad.data.updateReward.userErrors).toEqual([
      { field: 'points', code: 'INVALID', message: 'Erro ao atualizar recompensa: Pontos devem ser um número inteiro maior que zero' },
    ]);
    const missing = await gql(server.url, UPDATE, { input: { id: globalId('Reward', randomUUID()), points: 5 } }, as(admin));
    expect(missing.data.updateReward.userErrors[0].message).toBe('Erro ao atualizar recompensa: Recompensa não encontrada');

    const off = await gql(server.url, SET_STATUS, { input: { id: reward.id, status: 'INACTIVE' } }, as(admin));
    expect(off.data.setRewardStatus).toMatchObject({ message: 'Recompensa desativada com sucesso', reward: { status: 'INACTIVE', statusLabel: 'inativo' } });
    const on = await gql(server.url, SET_STATUS, { input: { id: reward.id, status: 'ACTIVE' } }, as(admin));
    expect(on.data.setRewardStatus).toMatchObject({ message: 'Recompensa ativada com sucesso', reward: { status: 'ACTIVE', statusLabel: 'ativo' } });
    const pending = await gql(server.url, SET_STATUS, { input: { id: reward.id, status: 'PENDING' } }, as(admin));
    expect(pending.data.setRewardStatus.userErrors[0].message).toBe('Erro ao alterar status da recompensa: Status deve ser ativo ou inativo');

    const del = await gql(server.url, DELETE, { input: { id: reward.id } }, as(admin));
    expect(del.data.deleteReward).toEqual({ deletedRewardId: reward.id, message: 'Recompensa excluída com sucesso', userErrors: [] });
    const again = await gql(server.url, DELETE, { input: { id: reward.id } }, as(admin));
    expect(again.data.deleteReward.userErrors[0].message).toBe('Erro ao excluir recompensa: Recompensa não encontrada');

    const events = await server.prisma.auditLog.findMany({ where: { userId: admin.id, eventType: { startsWith: 'admin.reward_' } }, select: { eventType: true } });
    expect(new Set(events.map((e) => e.eventType))).toEqual(
      new Set(['admin.reward_created', 'admin.reward_updated', 'admin.reward_status_changed', 'admin.reward_deleted']),
    );
  });

  it('refuses non-admins with the spec’s "Permissão negada" texts (FORBIDDEN) and visitors as UNAUTHENTICATED', async () => {
    const reward = await createReward({ name: 'Boné', points: 200 });
    const cases: [string, Record<string, unknown>, string][] = [
      [CREATE, { input: { name: 'x', points: 1 } }, 'Permissão negada: apenas administradores podem criar recompensas'],
      [UPDATE, { input: { id: reward.id, points: 1 } }, 'Permissão negada: apenas administradores podem atualizar recompensas'],
      [SET_STATUS, { input: { id: reward.id, status: 'INACTIVE' } }, 'Permissão negada: apenas administradores podem alterar status'],
      [DELETE, { input: { id: reward.id } }, 'Permissão negada: apenas administradores podem excluir recompensas'],
    ];
    for (const [query, variables, message] of cases) {
      const r = await gql(server.url, query, variables, as(consumer));
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      const visitor = await gql(server.url, query, variables);
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const listed = await gql(server.url, `{ adminRewards(first: 5) { totalCount } }`, {}, as(consumer));
    expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.prisma.reward.findUniqueOrThrow({ where: { id: reward.databaseId } })).status).toBe('ACTIVE');
  });

  it('refuses to delete a reward with open redemptions but keeps finished history when deleting', async () => {
    const reward = await createReward({ name: 'Squeeze', points: 50 });
    const user = await customerWith(200);
    const first = await redeem(user, reward.id);
    const blocked = await gql(server.url, DELETE, { input: { id: reward.id } }, as(admin));
    expect(blocked.data.deleteReward.userErrors).toEqual([
      { field: 'id', code: 'IN_USE', message: 'Erro ao excluir recompensa: há resgates pendentes ou aprovados desta recompensa; desative-a em vez de excluir' },
    ]);
    const redemptionId = first.data.redeemReward.redemption.id;
    await gql(server.url, APPROVE, { input: { id: redemptionId } }, as(admin));
    await gql(server.url, DELIVER, { input: { id: redemptionId } }, as(admin));
    const del = await gql(server.url, DELETE, { input: { id: reward.id } }, as(admin));
    expect(del.data.deleteReward.message).toBe('Recompensa excluída com sucesso');
    const history = await gql(server.url, `{ viewer { redemptions(first: 5) { edges { node { rewardName points status reward { id } deliveryTime } } } } }`, {}, as(user));
    expect(history.data.viewer.redemptions.edges).toEqual([{ node: { rewardName: 'Squeeze', points: 50, status: 'DELIVERED', reward: null, deliveryTime: null } }]);
  });
});

describe('catalogue', () => {
  it('lists active rewards by category with stock info; hides the others from non-admins', async () => {
    const category = `Cat ${randomUUID().slice(0, 6)}`;
    const cheap = await createReward({ name: 'Chaveiro', points: 10, category, stock: 0 });
    const dear = await createReward({ name: 'Mochila', points: 2000, category, stock: 3 });
    const hidden = await createReward({ name: 'Rascunho', points: 5, category, status: 'PENDING' });
    const off = await createReward({ name: 'Antigo', points: 5, category, status: 'INACTIVE' });

    const LIST = `query($category: String, $availableOnly: Boolean) { rewards(category: $category, availableOnly: $availableOnly, first: 10) { totalCount edges { node { name points stock available } } } }`;
    const list = await gql(server.url, LIST, { category }, as(consumer));
    expect(list.data.rewards.totalCount).toBe(2);
    expect(list.data.rewards.edges.map((e: any) => e.node)).toEqual([
      { name: 'Chaveiro', points: 10, stock: 0, available: false },
      { name: 'Mochila', points: 2000, stock: 3, available: true },
    ]);
    const available = await gql(server.url, LIST, { category, availableOnly: true });
    expect(available.data.rewards.edges.map((e: any) => e.node.name)).toEqual(['Mochila']);

    const ONE = `query($id: ID!) { reward(id: $id) { name } node(id: $id) { id } }`;
    for (const r of [hidden, off]) {
      const seen = await gql(server.url, ONE, { id: r.id }, as(consumer));
      expect(seen.data).toEqual({ reward: null, node: null });
      const byAdmin = await gql(server.url, ONE, { id: r.id }, as(admin));
      expect(byAdmin.data.reward).not.toBeNull();
    }
    const byUuid = await gql(server.url, `query($id: ID!) { reward(id: $id) { name } }`, { id: cheap.databaseId });
    expect(byUuid.errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    const page = await gql(server.url, `{ rewards(first: 101) { totalCount } }`);
    expect(page.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const adminList = await gql(server.url, `query($c: String) { adminRewards(category: $c, first: 10) { totalCount edges { node { name statusLabel redemptionCount } } } }`, { c: category }, as(admin));
    expect(adminList.data.adminRewards.totalCount).toBe(4);
    expect(adminList.data.adminRewards.edges.map((e: any) => e.node.statusLabel).sort()).toEqual(['ativo', 'ativo', 'inativo', 'pendente']);
    expect(dear.name).toBe('Mochila');
  });

  it('lists distinct categories (active ones for customers, all for admins)', async () => {
    const cat = `Só Admin ${randomUUID().slice(0, 4)}`;
    await createReward({ name: 'Oculta', points: 5, category: cat, status: 'INACTIVE' });
    const mine = await gql(server.url, `{ rewardCategories }`, {}, as(consumer));
    const all = await gql(server.url, `{ rewardCategories }`, {}, as(admin));
    expect(mine.data.rewardCategories).not.toContain(cat);
    expect(all.data.rewardCategories).toContain(cat);
    expect(mine.data.rewardCategories).toEqual([...mine.data.rewardCategories].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('redeeming', () => {
  it('creates a pending redemption, deducts the points at once and takes one from the stock', async () => {
    const reward = await createReward({ name: 'Garrafa térmica', points: 700, stock: 2, imageUrl: '/uploads/garrafa.svg' });
    const user = await customerWith(1000);
    const r = await redeem(user, reward.id);
    expect(r.errors).toBeUndefined();
    expect(r.data.redeemReward).toMatchObject({
      replayed: false,
      message: 'Resgate solicitado com sucesso',
      userErrors: [],
      redemption: { status: 'PENDING', statusLabel: 'pendente', statusColor: 'YELLOW', points: 700, rewardName: 'Garrafa térmica', rewardImageUrl: '/uploads/garrafa.svg', deliveryTime: '7-10 dias úteis' },
      reward: { stock: 1, available: true },
      viewer: { pointsBalance: 300, loyalty: { balance: 300 } },
    });
    const entries = await gql(server.url, `{ viewer { pointsEntries(first: 5, kind: REDEEMED) { totalCount edges { node { points kind kindLabel reason redemption { id } } } } } }`, {}, as(user));
    expect(entries.data.viewer.pointsEntries).toEqual({
      totalCount: 1,
      edges: [{ node: { points: -700, kind: 'REDEEMED', kindLabel: 'Resgate', reason: 'Resgate: Garrafa térmica', redemption: { id: r.data.redeemReward.redemption.id } } }],
    });
  });

  it('answers "Pontos insuficientes para este resgate", "Recompensa esgotada" and "Recompensa indisponível"', async () => {
    const reward = await createReward({ name: 'Kit ferramentas', points: 500, stock: 1 });
    const poor = await customerWith(499);
    const poorTry = await redeem(poor, reward.id);
    expect(poorTry.data.redeemReward).toMatchObject({ redemption: null, message: null, userErrors: [{ field: 'rewardId', code: 'INSUFFICIENT_POINTS', message: 'Pontos insuficientes para este resgate' }] });
    expect(await balanceOf(poor.id)).toBe(499);

    const rich = await customerWith(2000);
    expect((await redeem(rich, reward.id)).data.redeemReward.userErrors).toEqual([]);
    const soldOut = await redeem(rich, reward.id);
    expect(soldOut.data.redeemReward.userErrors).toEqual([{ field: 'rewardId', code: 'OUT_OF_STOCK', message: 'Recompensa esgotada' }]);

    const inactive = await createReward({ name: 'Desativada', points: 10, status: 'INACTIVE' });
    const off = await redeem(rich, inactive.id);
    expect(off.data.redeemReward.userErrors).toEqual([{ field: 'rewardId', code: 'UNAVAILABLE', message: 'Recompensa indisponível' }]);
    const nonsense = await redeem(rich, 'nada');
    expect(nonsense.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await balanceOf(rich.id)).toBe(1500);

    const visitor = await gql(server.url, REDEEM, { input: { rewardId: reward.id, idempotencyKey: randomUUID() } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a retried request with the same key returns the same redemption, applied once', async () => {
    const reward = await createReward({ name: 'Camiseta', points: 100, stock: 5 });
    const user = await customerWith(1000);
    const key = randomUUID();
    const first = await redeem(user, reward.id, key);
    const second = await redeem(user, reward.id, key);
    expect(second.data.redeemReward.replayed).toBe(true);
    expect(second.data.redeemReward.redemption.id).toBe(first.data.redeemReward.redemption.id);
    expect(await balanceOf(user.id)).toBe(900);
    expect((await server.prisma.reward.findUniqueOrThrow({ where: { id: reward.databaseId } })).stock).toBe(4);
    // Another user may use the same key: keys are per user.
    const other = await customerWith(100);
    const theirs = await redeem(other, reward.id, key);
    expect(theirs.data.redeemReward.replayed).toBe(false);
    expect(theirs.data.redeemReward.redemption.id).not.toBe(first.data.redeemReward.redemption.id);
  });
});

describe('admin redemptions', () => {
  it('lists the table columns and filters by status', async () => {
    const reward = await createReward({ name: 'Avental', points: 40, imageUrl: 'https://exemplo.com/avental.png' });
    const user = await createUser(server.prisma, { name: 'Joana Prado' });
    await creditPoints(server.prisma, { userId: user.id, kind: 'ADMIN_ADJUSTMENT', points: 100, reason: 'teste', idempotencyKey: `test:${randomUUID()}` });
    await redeem(user, reward.id);
    const r = await gql(
      server.url,
      `query($s: String) { adminRedemptions(status: PENDING, search: $s, first: 10) { totalCount edges { node { customerName rewardName points status statusLabel statusColor createdAt rewardImageUrl allowedActions customer { id } } } } }`,
      { s: 'Joana' },
      as(admin),
    );
    expect(r.data.adminRedemptions.totalCount).toBe(1);
    expect(r.data.adminRedemptions.edges[0].node).toMatchObject({
      customerName: 'Joana Prado',
      rewardName: 'Avental',
      points: 40,
      status: 'PENDING',
      statusLabel: 'pendente',
      statusColor: 'YELLOW',
      rewardImageUrl: 'https://exemplo.com/avental.png',
      allowedActions: ['APPROVE', 'REFUSE'],
      customer: { id: globalId('User', user.id) },
    });
    const denied = await gql(server.url, `{ adminRedemptions(first: 1) { totalCount } }`, {}, as(user));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('approves and delivers; forbidden moves answer pt-BR userErrors', async () => {
    const reward = await createReward({ name: 'Luminária', points: 60 });
    const user = await customerWith(60);
    const id = (await redeem(user, reward.id)).data.redeemReward.redemption.id;

    const early = await gql(server.url, DELIVER, { input: { id } }, as(admin));
    expect(early.data.markRedemptionDelivered.userErrors).toEqual([
      { field: 'id', code: 'INVALID_TRANSITION', message: 'Só resgates aprovados podem ser marcados como entregues' },
    ]);
    const ok = await gql(server.url, APPROVE, { input: { id } }, as(admin));
    expect(ok.data.approveRedemption).toMatchObject({ message: 'Resgate aprovado com sucesso', redemption: { status: 'APPROVED', statusLabel: 'aprovado', allowedActions: ['DELIVER'] } });
    expect(ok.data.approveRedemption.redemption.decidedAt).not.toBeNull();
    const twice = await gql(server.url, APPROVE, { input: { id } }, as(admin));
    expect(twice.data.approveRedemption.userErrors[0].message).toBe('Só resgates pendentes podem ser aprovados');
    const refuseApproved = await gql(server.url, REFUSE, { input: { id, reason: 'tarde demais' } }, as(admin));
    expect(refuseApproved.data.refuseRedemption.userErrors[0].message).toBe('Só resgates pendentes podem ser recusados');
    const delivered = await gql(server.url, DELIVER, { input: { id } }, as(admin));
    expect(delivered.data.markRedemptionDelivered).toMatchObject({ message: 'Resgate marcado como entregue', redemption: { status: 'DELIVERED', statusColor: 'BLUE' } });
    const again = await gql(server.url, DELIVER, { input: { id } }, as(admin));
    expect(again.data.markRedemptionDelivered.userErrors[0].message).toBe('Só resgates aprovados podem ser marcados como entregues');

    const byCustomer = await gql(server.url, APPROVE, { input: { id } }, as(user));
    expect(byCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const unknown = await gql(server.url, APPROVE, { input: { id: globalId('Redemption', randomUUID()) } }, as(admin));
    expect(unknown.data.approveRedemption.userErrors[0].message).toBe('Resgate não encontrado');
    const audits = await server.prisma.auditLog.count({ where: { eventType: { in: ['admin.redemption_approved', 'admin.redemption_delivered'] }, details: { path: ['redemptionId'], equals: localUuid(id) } } });
    expect(audits).toBe(2);
  });

  it('refusing needs a reason, refunds the points once and gives the stock back', async () => {
    const reward = await createReward({ name: 'Tábua de corte', points: 250, stock: 1 });
    const user = await customerWith(300);
    const id = (await redeem(user, reward.id)).data.redeemReward.redemption.id;
    expect(await balanceOf(user.id)).toBe(50);

    const noReason = await gql(server.url, REFUSE, { input: { id, reason: '  ' } }, as(admin));
    expect(noReason.data.refuseRedemption.userErrors).toEqual([{ field: 'reason', code: 'REQUIRED', message: 'Informe o motivo da recusa' }]);
    const refused = await gql(server.url, REFUSE, { input: { id, reason: 'Fora de linha' } }, as(admin));
    expect(refused.data.refuseRedemption).toMatchObject({
      message: 'Resgate recusado; os pontos foram devolvidos ao cliente',
      redemption: { status: 'REFUSED', refusalReason: 'Fora de linha' },
    });
    const twice = await gql(server.url, REFUSE, { input: { id, reason: 'de novo' } }, as(admin));
    expect(twice.data.refuseRedemption.userErrors[0].message).toBe('Só resgates pendentes podem ser recusados');
    const twiceApprove = await gql(server.url, APPROVE, { input: { id } }, as(admin));
    expect(twiceApprove.data.approveRedemption.userErrors[0].code).toBe('INVALID_TRANSITION');

    expect(await balanceOf(user.id)).toBe(300);
    const refunds = await server.prisma.pointsEntry.findMany({ where: { userId: user.id, kind: 'REFUNDED' } });
    expect(refunds.map((e) => [e.points, e.redemptionId])).toEqual([[250, localUuid(id)]]);
    expect((await server.prisma.reward.findUniqueOrThrow({ where: { id: reward.databaseId } })).stock).toBe(1);
    // The refund does not count as points gained: the monthly points stay those of the credit.
    const card = await gql(server.url, `{ viewer { loyalty { balance monthlyPoints tier { points } } } }`, {}, as(user));
    expect(card.data.viewer.loyalty).toEqual({ balance: 300, monthlyPoints: 300, tier: { points: 300 } });
  });

  it('two admins deciding at once: exactly one wins and the refund lands once', async () => {
    const reward = await createReward({ name: 'Copo', points: 30 });
    const user = await customerWith(30);
    const id = (await redeem(user, reward.id)).data.redeemReward.redemption.id;
    const other = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const [a, b] = await Promise.all([
      gql(server.url, REFUSE, { input: { id, reason: 'a' } }, as(admin)),
      gql(server.url, REFUSE, { input: { id, reason: 'b' } }, as(other)),
    ]);
    const outcomes = [a.data.refuseRedemption.userErrors.length, b.data.refuseRedemption.userErrors.length].sort();
    expect(outcomes).toEqual([0, 1]);
    expect(await balanceOf(user.id)).toBe(30);
  });
});

describe('live status', () => {
  it('the customer sees their own redemption change, and only theirs; admins see new ones', async () => {
    const reward = await createReward({ name: 'Bolsa', points: 10 });
    const user = await customerWith(100);
    const stranger = await customerWith(100);
    const SUB = `subscription { redemptionUpdated { id status statusLabel customer { pointsBalance } } }`;
    const mine = wsClient(server.wsUrl, { headers: { authorization: `Bearer ${user.token}` } });
    const theirs = wsClient(server.wsUrl, { headers: { authorization: `Bearer ${stranger.token}` } });
    const admins = wsClient(server.wsUrl, { headers: { authorization: `Bearer ${admin.token}` } });
    try {
      const events = takeEvents(mine, SUB, 3);
      const strangerEvents: any[] = [];
      const disposeStranger = theirs.subscribe({ query: SUB }, { next: (v) => strangerEvents.push(v), error: () => {}, complete: () => {} });
      const adminEvents = takeEvents(admins, `subscription { adminRedemptionUpdated { id status customerName } }`, 1);
      await new Promise((r) => setTimeout(r, 300));

      const id = (await redeem(user, reward.id)).data.redeemReward.redemption.id;
      await gql(server.url, APPROVE, { input: { id } }, as(admin));
      await gql(server.url, DELIVER, { input: { id } }, as(admin));
      const received = await events;
      expect(received.map((e) => e.redemptionUpdated.status)).toEqual(['PENDING', 'APPROVED', 'DELIVERED']);
      expect(received.every((e) => e.redemptionUpdated.id === id)).toBe(true);
      expect(received[2].redemptionUpdated.customer.pointsBalance).toBe(90);
      expect((await adminEvents)[0].adminRedemptionUpdated).toMatchObject({ id, status: 'PENDING' });
      await new Promise((r) => setTimeout(r, 200));
      expect(strangerEvents).toEqual([]);
      disposeStranger();

      const denied = await takeEvents(mine, `subscription { adminRedemptionUpdated { id } }`, 1).catch((e: Error) => e.message);
      expect(String(denied)).toContain('FORBIDDEN');
    } finally {
      await Promise.all([mine.dispose(), theirs.dispose(), admins.dispose()]);
    }
  });
});

function localUuid(id: string): string {
  return Buffer.from(id, 'base64').toString('utf8').split(':')[1];
}
