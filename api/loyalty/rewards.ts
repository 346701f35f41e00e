// Reward administration (/admin/rewards; docs/decisions.md 'Only admins may list, create, edit, toggle
// status of or delete rewards', with the spec's messages). Each mutation answers the spec's success
// text in `message`, field problems as userErrors 'Erro ao … recompensa: <problema>', and a failure
// of the database as 'Erro inesperado ao … recompensa'. A signed-in non-admin gets the spec's
// 'Permissão negada: …' as a FORBIDDEN GraphQL error. Every change is audited.
import { GraphQLError } from 'graphql';
import type { RewardStatus } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { audit } from '../shared/audit.js';
import { logger } from '../shared/logger.js';
import { REWARD_MESSAGES, rewardCategoriesOrDefault, validateRewardFields, type RewardFieldsInput } from '../../common/loyalty.js';
import { lockReward } from '../shared/locks.js';

export interface RewardResult {
  rewardId: string | null;
  deletedRewardId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

export interface RewardInput extends RewardFieldsInput {
  status?: RewardStatus | null;
}

/** FORBIDDEN with the spec's permission text, for signed-in users who are not admins. */
export function requireRewardAdmin(viewer: Viewer, message: string): void {
  if (!viewer.isAdmin) throw new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

const failed = (rewardId: string | null, userErrors: UserErrorShape[]): RewardResult => ({ rewardId, message: null, userErrors });
const unexpected = (rewardId: string | null, message: string, error: unknown, op: string): RewardResult => {
  logger.error('loyalty.reward_write_failed', { op, rewardId, error: error instanceof Error ? error.message : String(error) });
  return failed(rewardId, [userError(message, 'INTERNAL', null)]);
};

export async function createReward(ctx: Context, viewer: Viewer, input: RewardInput): Promise<RewardResult> {
  requireRewardAdmin(viewer, REWARD_MESSAGES.deniedCreate);
  const checked = validateRewardFields(input, 'create');
  if (!checked.ok) return failed(null, checked.errors.map((e) => userError(REWARD_MESSAGES.createError(e.message), 'INVALID', e.field)));
  const v = checked.value;
  try {
    const reward = await ctx.prisma.reward.create({
      data: {
        name: v.name!,
        description: v.description ?? v.name!,
        points: v.points!,
        imageUrl: v.imageUrl ?? null,
        category: v.category!,
        stock: v.stock ?? 0,
        deliveryTime: v.deliveryTime!,
        ...(input.status ? { status: input.status } : {}),
      },
      select: { id: true, name: true, status: true },
    });
    await audit(ctx, 'admin.reward_created', viewer.id, { rewardId: reward.id, name: reward.name, status: reward.status });
    return { rewardId: reward.id, message: REWARD_MESSAGES.created, userErrors: [] };
  } catch (error) {
    return unexpected(null, REWARD_MESSAGES.createUnexpected, error, 'create');
  }
}

export async function updateReward(ctx: Context, viewer: Viewer, id: string | null, input: RewardInput): Promise<RewardResult> {
  requireRewardAdmin(viewer, REWARD_MESSAGES.deniedUpdate);
  const current = id ? await ctx.prisma.reward.findUnique({ where: { id }, select: { id: true } }) : null;
  if (!current) return failed(null, [userError(REWARD_MESSAGES.updateError(REWARD_MESSAGES.notFound), 'NOT_FOUND', 'id')]);
  const checked = validateRewardFields(input, 'update');
  if (!checked.ok) return failed(current.id, checked.errors.map((e) => userError(REWARD_MESSAGES.updateError(e.message), 'INVALID', e.field)));
  const data = { ...checked.value, ...(input.status ? { status: input.status } : {}) };
  try {
    await ctx.prisma.reward.update({ where: { id: current.id }, data, select: { id: true } });
    await audit(ctx, 'admin.reward_updated', viewer.id, { rewardId: current.id, changed: Object.keys(data).join(',') });
    return { rewardId: current.id, message: REWARD_MESSAGES.updated, userErrors: [] };
  } catch (error) {
    return unexpected(current.id, REWARD_MESSAGES.updateUnexpected, error, 'update');
  }
}

/** The admin's ativo/inativo toggle. */
export async function setRewardStatus(ctx: Context, viewer: Viewer, id: string | null, status: RewardStatus): Promise<RewardResult> {
  requireRewardAdmin(viewer, REWARD_MESSAGES.deniedStatus);
  if (status !== 'ACTIVE' && status !== 'INACTIVE') return failed(null, [userError(REWARD_MESSAGES.statusError(REWARD_MESSAGES.statusInvalid), 'INVALID', 'status')]);
  const current = id ? await ctx.prisma.reward.findUnique({ where: { id }, select: { id: true, status: true } }) : null;
  if (!current) return failed(null, [userError(REWARD_MESSAGES.statusError(REWARD_MESSAGES.notFound), 'NOT_FOUND', 'id')]);
  try {
    await ctx.prisma.reward.update({ where: { id: current.id }, data: { status }, select: { id: true } });
    await audit(ctx, 'admin.reward_status_changed', viewer.id, { rewardId: current.id, from: current.status, to: status });
    return { rewardId: current.id, message: status === 'ACTIVE' ? REWARD_MESSAGES.activated : REWARD_MESSAGES.deactivated, userErrors: [] };
  } catch (error) {
    return unexpected(current.id, REWARD_MESSAGES.statusUnexpected, error, 'status');
  }
}

/**
 * Deletes a reward. Past redemptions keep their snapshots (name, image, points) and lose only the
 * link; a reward with redemptions still open (pendente/aprovado) is not deleted, so those can still
 * be delivered or refused with the stock given back — the admin deactivates it instead.
 */
export async function deleteReward(ctx: Context, viewer: Viewer, id: string | null): Promise<RewardResult> {
  requireRewardAdmin(viewer, REWARD_MESSAGES.deniedDelete);
  try {
    const outcome = await ctx.prisma.$transaction(async (tx) => {
      const locked = id ? await lockReward(tx, id) : false;
      if (!locked) return { error: userError(REWARD_MESSAGES.deleteError(REWARD_MESSAGES.notFound), 'NOT_FOUND', 'id') };
      const open = await tx.redemption.count({ where: { rewardId: id!, status: { in: ['PENDING', 'APPROVED'] } } });
      if (open > 0) return { error: userError(REWARD_MESSAGES.deleteError(REWARD_MESSAGES.openRedemptions), 'IN_USE', 'id') };
      const reward = await tx.reward.delete({ where: { id: id! }, select: { id: true, name: true } });
      return { reward };
    });
    if ('error' in outcome) return failed(null, [outcome.error!]);
    await audit(ctx, 'admin.reward_deleted', viewer.id, { rewardId: outcome.reward.id, name: outcome.reward.name });
    return { rewardId: null, deletedRewardId: outcome.reward.id, message: REWARD_MESSAGES.deleted, userErrors: [] };
  } catch (error) {
    return unexpected(id, REWARD_MESSAGES.deleteUnexpected, error, 'delete');
  }
}

/**
 * Reward categories: the distinct non-null categories — of every reward for admins
 * (the form's list), of active rewards for everyone else (the catalogue's filter) — or the defaults
 * Resgate, Vale Presente, Produto, Serviço, Outro when there are none or the query fails.
 */
export async function rewardCategories(ctx: Context): Promise<string[]> {
  try {
    const rows = await ctx.prisma.reward.findMany({
      where: ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' },
      distinct: ['category'],
      select: { category: true },
    });
    return rewardCategoriesOrDefault(rows.map((r) => r.category));
  } catch (error) {
    logger.warn('loyalty.reward_categories_failed', { error: error instanceof Error ? error.message : String(error) });
    return rewardCategoriesOrDefault([]);
  }
}
