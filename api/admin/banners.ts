// The home carousel's banners for the admins (docs/decisions.md, "Banners"): create, edit and
// delete, with the schedule; the form rule is common/banners.ts. Audited.
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { BANNER_MESSAGES, checkBannerForm, type BannerForm } from '../../common/banners.js';
import { isUuid } from '../../common/slug.js';

export interface BannerResult {
  bannerId: string | null;
  deletedBannerId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): BannerResult => ({ bannerId: null, message: null, userErrors });
const notFound = (): never => refuse(BANNER_MESSAGES.notFound, 'NOT_FOUND', 'id');

export function saveBanner(ctx: Context, admin: Viewer, input: BannerForm & { id?: string | null }): Promise<BannerResult> {
  return refusable(async () => {
    const checked = checkBannerForm(input);
    if (!checked.ok) return refused(checked.errors.map((e) => userError(e.message, 'INVALID', e.field)));
    const data = checked.value;
    return ctx.prisma.$transaction(async (tx) => {
      const before = input.id && isUuid(input.id) ? await tx.banner.findUnique({ where: { id: input.id } }) : null;
      if (input.id && !before) return notFound();
      const banner = before ? await tx.banner.update({ where: { id: before.id }, data }) : await tx.banner.create({ data });
      await auditAction(tx, ctx, { eventType: before ? 'admin.banner_updated' : 'admin.banner_created', actorId: admin.id, targetType: 'Banner', targetId: banner.id, before, after: { ...data } });
      return { bannerId: banner.id, message: BANNER_MESSAGES.saved, userErrors: [] };
    });
  }, refused);
}

export function deleteBanner(ctx: Context, admin: Viewer, id: string): Promise<BannerResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const banner = isUuid(id) ? await tx.banner.findUnique({ where: { id } }) : null;
        if (!banner) return notFound();
        await tx.banner.delete({ where: { id } });
        await auditAction(tx, ctx, { eventType: 'admin.banner_deleted', actorId: admin.id, targetType: 'Banner', targetId: id, before: banner });
        return { bannerId: null, deletedBannerId: id, message: BANNER_MESSAGES.deleted, userErrors: [] };
      }),
    refused,
  );
}
