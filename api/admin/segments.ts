// The marketplace's segments for the admins (docs/decisions.md, "Categorias"): create, edit (name,
// image, order, active) and delete — a deleted segment's products stay, without a segment. Rule in
// common/segments.ts; audited.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { checkSegmentForm, SEGMENT_MESSAGES, type SegmentForm } from '../../common/segments.js';
import { isUuid, slugify } from '../../common/slug.js';

export interface SegmentResult {
  segmentId: string | null;
  deletedSegmentId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): SegmentResult => ({ segmentId: null, message: null, userErrors });
const notFound = (): never => refuse(SEGMENT_MESSAGES.notFound, 'NOT_FOUND', 'id');

export function saveSegment(ctx: Context, admin: Viewer, input: SegmentForm & { id?: string | null }): Promise<SegmentResult> {
  return refusable(async () => {
    const checked = checkSegmentForm(input);
    if (!checked.ok) return refused(checked.errors.map((e) => userError(e.message, 'INVALID', e.field)));
    const { name, imageUrl, position, active } = checked.value;
    const data = { name, slug: slugify(name), imageUrl, position, status: active ? ('ACTIVE' as const) : ('INACTIVE' as const) };
    try {
      return await ctx.prisma.$transaction(async (tx) => {
        const before = input.id && isUuid(input.id) ? await tx.segment.findUnique({ where: { id: input.id } }) : null;
        if (input.id && !before) return notFound();
        const segment = before ? await tx.segment.update({ where: { id: before.id }, data }) : await tx.segment.create({ data });
        await auditAction(tx, ctx, { eventType: before ? 'admin.segment_updated' : 'admin.segment_created', actorId: admin.id, targetType: 'Segment', targetId: segment.id, before, after: data });
        return { segmentId: segment.id, message: SEGMENT_MESSAGES.saved, userErrors: [] };
      });
    } catch (error) {
      // The slug is unique: two names that differ only in accents or case are the same segment.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return refuse(SEGMENT_MESSAGES.nameTaken, 'TAKEN', 'name');
      throw error;
    }
  }, refused);
}

export function deleteSegment(ctx: Context, admin: Viewer, id: string): Promise<SegmentResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const segment = isUuid(id) ? await tx.segment.findUnique({ where: { id } }) : null;
        if (!segment) return notFound();
        const products = await tx.product.count({ where: { segmentId: id } });
        await tx.segment.delete({ where: { id } });
        await auditAction(tx, ctx, { eventType: 'admin.segment_deleted', actorId: admin.id, targetType: 'Segment', targetId: id, before: segment, details: { productsLeftWithoutSegment: products } });
        return { segmentId: null, deletedSegmentId: id, message: SEGMENT_MESSAGES.deleted, userErrors: [] };
      }),
    refused,
  );
}
