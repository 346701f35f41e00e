// The professional's choices: which way they use the club (consumidor or profissional) and their
// public card. Changing the role publishes viewerChanged, so open tabs follow (docs/decisions.md,
// "Espaço do profissional").
import { checkProfessionalCard, mayChooseProfile, PROFESSIONAL_MESSAGES, type CardField, type ProfessionalCardInput, type ProfileChoice } from '../../common/professionals.js';
import type { Context, Viewer } from '../schema/context.js';
import { refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { topics } from '../shared/topics.js';

export interface ProfileChoiceResult {
  userId: string | null;
  userErrors: UserErrorShape[];
}

export async function chooseProfile(ctx: Context, viewer: Viewer, choice: ProfileChoice): Promise<ProfileChoiceResult> {
  if (!mayChooseProfile(viewer.role)) return { userId: null, userErrors: [userError(PROFESSIONAL_MESSAGES.choiceNotAllowed, 'INVALID_TRANSITION', 'choice')] };
  // The role column is read again under the update, so a store role given meanwhile is never undone.
  const changed = await ctx.prisma.user.updateMany({ where: { id: viewer.id, role: { in: ['CONSUMER', 'PROFESSIONAL'] } }, data: { role: choice } });
  if (changed.count === 0) refuse(PROFESSIONAL_MESSAGES.choiceNotAllowed, 'INVALID_TRANSITION', 'choice');
  await ctx.pubsub.publish(topics.viewer(viewer.id), { id: viewer.id });
  return { userId: viewer.id, userErrors: [] };
}

export interface ProfessionalCardResult {
  userId: string | null;
  userErrors: UserErrorShape[];
}

export async function saveProfessionalCard(ctx: Context, viewer: Viewer, input: ProfessionalCardInput): Promise<ProfessionalCardResult> {
  if (viewer.role !== 'PROFESSIONAL') return { userId: null, userErrors: [userError(PROFESSIONAL_MESSAGES.notProfessional, 'INVALID_TRANSITION')] };
  const checked = checkProfessionalCard(input);
  if (!checked.ok) {
    const fields = Object.entries(checked.errors) as [CardField, string][];
    return { userId: null, userErrors: fields.map(([field, message]) => userError(message, 'INVALID', field)) };
  }
  const card = checked.value;
  await ctx.prisma.$transaction([
    ctx.prisma.professionalProfile.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...card }, update: card }),
    // especialidade (the signup's single specialty) follows the card's first trade.
    ctx.prisma.user.update({ where: { id: viewer.id }, data: { specialty: card.trades[0] } }),
  ]);
  await ctx.pubsub.publish(topics.viewer(viewer.id), { id: viewer.id });
  return { userId: viewer.id, userErrors: [] };
}
