// Demo loyalty club for `npm start`: rewards across the five categories with stock (one
// sold out, one inactive, one pending), and for the demo consumer (consumidor@clubelocal.dev) a
// year of points history — in-store purchases at the seeded stores, a welcome bonus, redemptions in
// every status with their ledger entries (a refused one with its refund) — so /rewards, /resgates,
// /profile/points-history and /profile/physical-purchases look alive. The demo professional is
// listed as an invitee of the consumer (his bonus comes with his first delivered order, api/seed/
// orders.ts). Images are SVG placeholders written under
// UPLOAD_DIR/seed/recompensas and served at /uploads/seed/... (nothing from the internet).
// The ledger is written directly (dated entries) and the balance set to its sum, as the ledger keeps it.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { PointsEntryKind, RedemptionStatus, RewardStatus } from '../generated/prisma/enums.js';
import { placeholderSvg } from '../catalog/placeholder-svg.js';
import { pointsForPurchase } from '../../common/loyalty.js';
import { startOfMonthUtcMinus3 } from '../../common/dates.js';
import { DEMO_CONSUMER_EMAIL, DEMO_PROFESSIONAL_EMAIL } from './accounts.js';

const DAY = 24 * 3_600_000;

/** [name, category, points, stock, status, description, colours] */
type SeedReward = [string, string, number, number, RewardStatus, string, [string, string]];

export const SEED_REWARDS: SeedReward[] = [
  ['Vale-compras R$ 20', 'Vale Presente', 400, 50, 'ACTIVE', 'Vale de R$ 20,00 para usar em qualquer loja parceira do Clube Local.', ['#2F855A', '#1c5237']],
  ['Vale-compras R$ 50', 'Vale Presente', 950, 30, 'ACTIVE', 'Vale de R$ 50,00 para usar em qualquer loja parceira.', ['#276749', '#163d2b']],
  ['Vale-compras R$ 100', 'Vale Presente', 1800, 10, 'ACTIVE', 'Vale de R$ 100,00 para compras acima de R$ 150,00.', ['#22543D', '#112a1e']],
  ['Caneca Clube Local', 'Produto', 250, 40, 'ACTIVE', 'Caneca de porcelana 350 ml com a marca do clube.', ['#C05621', '#7b3715']],
  ['Camiseta Clube Local', 'Produto', 600, 25, 'ACTIVE', 'Camiseta de algodão, tamanhos P a GG (escolha na entrega).', ['#2B6CB0', '#1a4371']],
  ['Garrafa Térmica 1L', 'Produto', 900, 12, 'ACTIVE', 'Aço inox, mantém o café quente por 12 horas.', ['#4A5568', '#2d3340']],
  ['Kit Ferramentas 40 peças', 'Produto', 2500, 5, 'ACTIVE', 'Maleta com chaves, alicates e soquetes para a obra.', ['#B7791F', '#6f4912']],
  ['Trena Profissional 8m', 'Produto', 700, 0, 'ACTIVE', 'Trena emborrachada com trava. Esgotada no momento.', ['#D69E2E', '#8a6416']],
  ['Visita Técnica Elétrica', 'Serviço', 1200, 8, 'ACTIVE', 'Um eletricista parceiro avalia a instalação da sua casa.', ['#D69E2E', '#7d5a12']],
  ['Frete Grátis no Próximo Pedido', 'Serviço', 300, 100, 'ACTIVE', 'Entrega grátis em um pedido de qualquer loja parceira.', ['#3182CE', '#1e5488']],
  ['Lavagem de Sofá', 'Serviço', 3000, 4, 'ACTIVE', 'Higienização de sofá de até 3 lugares, na sua casa.', ['#805AD5', '#4c3380']],
  ['Cesta de Café da Manhã', 'Resgate', 1500, 6, 'ACTIVE', 'Pães, quitandas, café e frutas da região, entregues em casa.', ['#B83280', '#6f1e4d']],
  ['Doação para a Creche Municipal', 'Outro', 200, 999, 'ACTIVE', 'O clube doa R$ 10,00 em material escolar por resgate.', ['#38A169', '#22643f']],
  ['Churrasqueira Portátil', 'Produto', 5200, 2, 'INACTIVE', 'Fora de linha: temporariamente indisponível.', ['#9B2C2C', '#5f1a1a']],
  ['Ingresso Festival de Inverno', 'Resgate', 1000, 20, 'PENDING', 'Em preparação: entra no catálogo quando o festival for confirmado.', ['#2C7A7B', '#1a4a4b']],
];

function writeSvg(uploadDir: string, relative: string, svg: string): string {
  const file = path.join(uploadDir, 'seed', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  return `/uploads/seed/${relative.split(path.sep).join('/')}`;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface LoyaltySeedResult {
  rewards: number;
  redemptions: number;
  entries: number;
  consumerBalance: number;
}

interface EntryDraft {
  kind: PointsEntryKind;
  points: number;
  reason: string;
  createdAt: Date;
  storeId?: string;
  purchaseAmount?: string;
  redemptionId?: string;
}

export async function seedLoyalty(prisma: PrismaClient, options: { uploadDir: string; now?: Date }): Promise<LoyaltySeedResult> {
  const now = options.now ?? new Date();
  if ((await prisma.reward.count()) > 0) return { rewards: 0, redemptions: 0, entries: 0, consumerBalance: 0 };

  const rewardRows = SEED_REWARDS.map(([name, category, points, stock, status, description, colors], i) => ({
    id: randomUUID(),
    name,
    category,
    points,
    stock,
    status,
    description,
    imageUrl: writeSvg(
      options.uploadDir,
      `recompensas/${slug(name)}.svg`,
      placeholderSvg({ title: name, subtitle: `${points} pontos`, background: colors[0], background2: colors[1], width: 600, height: 450 }),
    ),
    createdAt: new Date(now.getTime() - (SEED_REWARDS.length - i) * DAY),
  }));
  await prisma.reward.createMany({ data: rewardRows });

  const consumer = await prisma.user.findUnique({ where: { email: DEMO_CONSUMER_EMAIL }, select: { id: true } });
  if (!consumer) return { rewards: rewardRows.length, redemptions: 0, entries: 0, consumerBalance: 0 };

  // The demo professional joined with Carla's code: /profile/referrals shows an invitee.
  await prisma.user.updateMany({ where: { email: DEMO_PROFESSIONAL_EMAIL, referredById: null }, data: { referredById: consumer.id } });

  const stores = await prisma.store.findMany({ where: { status: { in: ['APPROVED', 'ACTIVE'] } }, select: { id: true, name: true }, orderBy: { createdAt: 'asc' }, take: 5 });
  const entries: EntryDraft[] = [];
  const at = (daysAgo: number, hour = 14) => new Date(now.getTime() - daysAgo * DAY - ((now.getUTCHours() - hour + 24) % 24) * 3_600_000);

  entries.push({ kind: 'ADMIN_ADJUSTMENT', points: 100, reason: 'Bônus de boas-vindas ao Clube Local', createdAt: at(330) });
  // In-store purchases over the year, a few this month.
  const purchases: [number, string][] = [
    [300, '389.90'], [270, '152.40'], [240, '610.00'], [200, '87.35'], [170, '245.00'], [140, '1290.00'],
    [110, '64.90'], [80, '318.75'], [50, '99.90'], [25, '420.00'], [12, '58.60'], [3, '133.20'], [1, '46.80'],
  ];
  // ...and two this month whatever today's date (the 1st at 00:30 included): /rewards shows points
  // earned this month on any day.
  const thisMonth = thisMonthMoments(now, 2);
  const dated: [Date, string][] = [
    ...purchases.map(([daysAgo, amount], i): [Date, string] => [at(daysAgo, 10 + (i % 8)), amount]),
    [thisMonth[0], '74.50'],
    [thisMonth[1], '212.30'],
  ];
  dated.forEach(([createdAt, amount], i) => {
    const store = stores[i % Math.max(stores.length, 1)];
    if (!store) return;
    const rule = pointsForPurchase(amount);
    if (!rule.ok) return;
    entries.push({
      kind: 'STORE_ADJUSTMENT',
      points: rule.points,
      reason: `Compra na loja — cupom fiscal ${1000 + i * 37}`,
      createdAt,
      storeId: store.id,
      purchaseAmount: rule.amount,
    });
  });

  // Redemptions in every status: delivered, approved, pending, and a refused one with its refund.
  const byName = new Map(rewardRows.map((r) => [r.name, r]));
  const redemptionPlan: [string, RedemptionStatus, number][] = [
    ['Caneca Clube Local', 'DELIVERED', 200],
    ['Vale-compras R$ 20', 'DELIVERED', 95],
    ['Frete Grátis no Próximo Pedido', 'REFUSED', 40],
    ['Camiseta Clube Local', 'APPROVED', 6],
    ['Vale-compras R$ 50', 'PENDING', 1],
  ];
  const redemptions = redemptionPlan.map(([name, status, daysAgo], i) => {
    const reward = byName.get(name)!;
    const createdAt = at(daysAgo, 16);
    const decidedAt = status === 'PENDING' ? null : new Date(createdAt.getTime() + DAY / 2);
    const id = randomUUID();
    entries.push({ kind: 'REDEEMED', points: -reward.points, reason: `Resgate: ${reward.name}`, createdAt, redemptionId: id });
    if (status === 'REFUSED') {
      entries.push({ kind: 'REFUNDED', points: reward.points, reason: `Estorno do resgate recusado: ${reward.name}`, createdAt: decidedAt!, redemptionId: id });
    }
    return {
      id,
      userId: consumer.id,
      rewardId: reward.id,
      rewardName: reward.name,
      rewardImageUrl: reward.imageUrl,
      points: reward.points,
      status,
      idempotencyKey: `seed:${i}`,
      refusalReason: status === 'REFUSED' ? 'Serviço suspenso na sua cidade durante a reforma da loja' : null,
      decidedAt,
      deliveredAt: status === 'DELIVERED' ? new Date(createdAt.getTime() + 5 * DAY) : null,
      createdAt,
      updatedAt: decidedAt ?? createdAt,
    };
  });

  // Every prefix of the history must keep the balance ≥ 0, as the ledger would have.
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let balance = 0;
  for (const entry of entries) {
    balance += entry.points;
    if (balance < 0) throw new Error(`seed de pontos inválido: saldo negativo em ${entry.createdAt.toISOString()}`);
  }

  await prisma.$transaction([
    prisma.redemption.createMany({ data: redemptions }),
    prisma.pointsEntry.createMany({
      data: entries.map((e, i) => ({
        userId: consumer.id,
        kind: e.kind,
        points: e.points,
        reason: e.reason,
        storeId: e.storeId ?? null,
        purchaseAmount: e.purchaseAmount ?? null,
        redemptionId: e.redemptionId ?? null,
        idempotencyKey: `seed:${consumer.id}:${i}`,
        createdAt: e.createdAt,
      })),
    }),
    prisma.user.update({ where: { id: consumer.id }, data: { pointsBalance: balance } }),
    // Open redemptions hold a unit of stock each (refused ones gave theirs back).
    ...redemptions
      .filter((r) => r.status !== 'REFUSED')
      .map((r) => prisma.reward.update({ where: { id: r.rewardId }, data: { stock: { decrement: 1 } } })),
  ]);

  return { rewards: rewardRows.length, redemptions: redemptions.length, entries: entries.length, consumerBalance: balance };
}

/**
 * `count` moments between the start of `now`'s month (UTC−3) and `now`, spread over the last day at
 * most: early on the 1st they crowd into the minutes since midnight, never into last month.
 */
export function thisMonthMoments(now: Date, count: number): Date[] {
  const since = Math.max(startOfMonthUtcMinus3(now).getTime(), now.getTime() - DAY);
  const span = now.getTime() - since;
  return Array.from({ length: count }, (_, i) => new Date(since + Math.floor((span * (i + 1)) / (count + 1))));
}
