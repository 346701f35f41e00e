// The admins' side of the product approval queue (docs/decisions.md, "Produtos da loja"):
// approving a new product publishes it; approving a change to an approved product applies the
// waiting fields; refusing needs a reason, which the store owner sees. Locked, audited.
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockProducts } from '../shared/locks.js';
import { productUpdateData, type ProductWriteInput } from '../catalog/index.js';

export const APPROVAL_MESSAGES = {
  notFound: 'Aprovação não encontrada',
  decided: 'Esta aprovação já foi decidida',
  superseded: 'A loja alterou este produto depois que você abriu a fila: reveja a versão nova.',
  reasonRequired: 'Informe o motivo da recusa (até 500 caracteres)',
  approved: 'Produto aprovado',
  rejected: 'Produto recusado',
} as const;

export interface ApprovalResult {
  revisionId: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): ApprovalResult => ({ revisionId: null, message: null, userErrors });

/** A revision's stored changes as product-write input (dates travel as ISO text in JSON). */
function changesToInput(changes: Record<string, unknown>): Partial<ProductWriteInput> {
  const input = { ...changes } as Partial<ProductWriteInput> & Record<string, unknown>;
  for (const field of ['promoStartsAt', 'promoEndsAt'] as const) {
    if (field in changes) input[field] = changes[field] == null ? null : new Date(changes[field] as string);
  }
  return input;
}

export function decideProductRevision(ctx: Context, admin: Viewer, revisionId: string, approve: boolean, reason: string | null | undefined): Promise<ApprovalResult> {
  return refusable(async () => {
    const why = reason?.trim() || null;
    if (!approve && (!why || why.length > 500)) refuse(APPROVAL_MESSAGES.reasonRequired, 'INVALID', 'reason');
    return ctx.prisma.$transaction(async (tx) => {
      const found = await tx.productRevision.findUnique({ where: { id: revisionId }, select: { productId: true } });
      if (!found) return refuse(APPROVAL_MESSAGES.notFound, 'NOT_FOUND', 'id');
      await lockProducts(tx, [found.productId]);
      const revision = await tx.productRevision.findUniqueOrThrow({ where: { id: revisionId }, include: { product: true } });
      if (revision.status === 'SUPERSEDED') return refuse(APPROVAL_MESSAGES.superseded, 'CONFLICT', 'id');
      if (revision.status !== 'PENDING') return refuse(APPROVAL_MESSAGES.decided, 'INVALID', 'id');
      const { product } = revision;
      const isNewProduct = revision.before == null;
      if (approve) {
        const data = isNewProduct ? { status: 'APPROVED' as const, statusReason: null } : productUpdateData(product, changesToInput(revision.changes as Record<string, unknown>));
        await tx.product.update({ where: { id: product.id }, data });
      } else if (isNewProduct) {
        await tx.product.update({ where: { id: product.id }, data: { status: 'REJECTED', statusReason: why } });
      }
      await tx.productRevision.update({
        where: { id: revision.id },
        data: { status: approve ? 'APPROVED' : 'REJECTED', reason: approve ? null : why, decidedById: admin.id, decidedAt: new Date() },
      });
      await auditAction(tx, ctx, {
        eventType: approve ? 'admin.product_approved' : 'admin.product_rejected',
        actorId: admin.id,
        targetType: 'Product',
        targetId: product.id,
        before: { status: product.status },
        after: approve ? (revision.changes as Record<string, unknown>) : null,
        reason: why,
        details: { revisionId: revision.id },
      });
      return { revisionId: revision.id, message: approve ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected, userErrors: [] };
    });
  }, refused);
}

export const BULK_MESSAGES = {
  none: 'Escolha ao menos um produto para aprovar',
  tooMany: 'Aprove até 100 de cada vez',
  approved: (n: number) => (n === 1 ? '1 aprovação concluída' : `${n.toLocaleString('pt-BR')} aprovações concluídas`),
} as const;

/**
 * Approves several revisions, each in its own transaction (one already decided by another admin
 * does not undo the others); the refusals come back per revision, with its id as the field.
 */
export async function approveProductRevisions(ctx: Context, admin: Viewer, revisionIds: readonly string[]): Promise<{ approved: number; message: string | null; userErrors: UserErrorShape[] }> {
  if (revisionIds.length === 0) return { approved: 0, message: null, userErrors: [{ field: 'ids', code: 'REQUIRED', message: BULK_MESSAGES.none }] };
  if (revisionIds.length > 100) return { approved: 0, message: null, userErrors: [{ field: 'ids', code: 'INVALID', message: BULK_MESSAGES.tooMany }] };
  let approved = 0;
  const userErrors: UserErrorShape[] = [];
  for (const id of new Set(revisionIds)) {
    const result = await decideProductRevision(ctx, admin, id, true, null);
    if (result.userErrors.length === 0) approved++;
    else userErrors.push(...result.userErrors.map((e) => ({ ...e, field: id })));
  }
  return { approved, message: approved ? BULK_MESSAGES.approved(approved) : null, userErrors };
}
