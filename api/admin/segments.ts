// The marketplace's segments for the admins (docs/decisions.md, "Categorias"): create, edit (name,
// image, order, active) and delete — a deleted segment's products stay, without a segment. Rule in
// common/segments.ts; audited.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockSegmentOrder } from '../shared/locks.js';
import { checkSegmentForm, moveSegment, SEGMENT_MESSAGES, type SegmentForm, type SegmentMove } from '../../common/segments.js';
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

/**
 * Moves a segment a step up or down in the lists: every segment gets a distinct order (1..n) in the
 * current order with this one swapped with its neighbour; audited with the positions that changed.
 * The first one moved up (or the last down) changes nothing.
 */
export function moveSegmentStep(ctx: Context, admin: Viewer, id: string, move: SegmentMove): Promise<SegmentResult> {
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx): Promise<SegmentResult> => {
        // One move at a time: two admins reordering at once would each renumber from a stale list.
        await lockSegmentOrder(tx);
        const all = await tx.segment.findMany({ select: { id: true, name: true, position: true } });
        const changes = isUuid(id) ? moveSegment(all, id, move) : null;
        if (!changes) return notFound();
        for (const change of changes) await tx.segment.update({ where: { id: change.id }, data: { position: change.position } });
        if (changes.length) {
          const before = Object.fromEntries(changes.map((c) => [c.id, all.find((s) => s.id === c.id)!.position]));
          await auditAction(tx, ctx, { eventType: 'admin.segment_updated', actorId: admin.id, targetType: 'Segment', targetId: id, before: { position: before[id] ?? null }, after: { position: changes.find((c) => c.id === id)?.position ?? null }, details: { move, positions: changes } });
        }
        return { segmentId: id, message: SEGMENT_MESSAGES.moved, userErrors: [] };
      }),
    refused,
  );
}
