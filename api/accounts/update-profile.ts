// updateProfile: name and phone (avatar and e-mail come with the profile issue). Other open tabs
// of the same user get the new profile through the viewerChanged subscription.
import { validatePhone, validateText } from '../../common/validation.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { topics } from '../shared/topics.js';

export interface UpdateProfileInput {
  name?: string | null;
  phone?: string | null;
}

export async function updateProfile(ctx: Context, userId: string, input: UpdateProfileInput): Promise<UserErrorShape[]> {
  const data: { name?: string; phone?: string } = {};
  if (input.name !== undefined) {
    const name = validateText(input.name);
    if (!name.ok) return [userError(name.message, 'INVALID', 'name')];
    if (!name.value) return [userError('Nome é obrigatório', 'REQUIRED', 'name')];
    data.name = name.value;
  }
  if (input.phone !== undefined) {
    const phone = validatePhone(input.phone);
    if (!phone.ok) return [userError(phone.message, 'INVALID', 'phone')];
    data.phone = phone.value;
  }
  await ctx.prisma.user.update({ where: { id: userId }, data });
  await ctx.pubsub.publish(topics.viewer(userId), { id: userId });
  return [];
}
