// The search's synonym groups for the admins (docs/decisions.md, "Busca que perdoa"): each group
// is a set of terms that mean the same (refri = refrigerante); a term belongs to one group only.
// Saving makes this API instance read the search lexicon again at once (others within a minute).
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { forgetSearchLexicon } from '../catalog/index.js';
import { checkSynonymTerms, SYNONYM_MESSAGES } from '../../common/search.js';
import { isUuid } from '../../common/slug.js';

export interface SynonymResult {
  synonymId: string | null;
  deletedSynonymId?: string | null;
  message: string | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): SynonymResult => ({ synonymId: null, message: null, userErrors });

export function saveSearchSynonym(ctx: Context, admin: Viewer, input: { id?: string | null; terms: readonly string[] }): Promise<SynonymResult> {
  return refusable<SynonymResult>(async () => {
    const checked = checkSynonymTerms(input.terms);
    if (!checked.ok) return refuse(checked.message, 'INVALID', 'terms');
    const result = await ctx.prisma.$transaction(async (tx) => {
      const before = input.id ? (isUuid(input.id) ? await tx.searchSynonym.findUnique({ where: { id: input.id } }) : null) : null;
      if (input.id && !before) return refuse(SYNONYM_MESSAGES.notFound, 'NOT_FOUND', 'id');
      const clash = await tx.searchSynonym.findFirst({ where: { terms: { hasSome: checked.terms }, ...(before ? { id: { not: before.id } } : {}) } });
      if (clash) return refuse(SYNONYM_MESSAGES.taken(checked.terms.find((t) => clash.terms.includes(t))!), 'TAKEN', 'terms');
      const saved = before
        ? await tx.searchSynonym.update({ where: { id: before.id }, data: { terms: checked.terms } })
        : await tx.searchSynonym.create({ data: { terms: checked.terms } });
      await auditAction(tx, ctx, { eventType: before ? 'admin.synonym_updated' : 'admin.synonym_created', actorId: admin.id, targetType: 'SearchSynonym', targetId: saved.id, before: before && { terms: before.terms }, after: { terms: checked.terms } });
      return { synonymId: saved.id, message: SYNONYM_MESSAGES.saved, userErrors: [] };
    });
    forgetSearchLexicon(ctx.prisma);
    return result;
  }, refused);
}

export function deleteSearchSynonym(ctx: Context, admin: Viewer, id: string): Promise<SynonymResult> {
  return refusable<SynonymResult>(async () => {
    const result = await ctx.prisma.$transaction(async (tx) => {
      const group = isUuid(id) ? await tx.searchSynonym.findUnique({ where: { id } }) : null;
      if (!group) return refuse(SYNONYM_MESSAGES.notFound, 'NOT_FOUND', 'id');
      await tx.searchSynonym.delete({ where: { id } });
      await auditAction(tx, ctx, { eventType: 'admin.synonym_deleted', actorId: admin.id, targetType: 'SearchSynonym', targetId: id, before: { terms: group.terms } });
      return { synonymId: null, deletedSynonymId: id, message: SYNONYM_MESSAGES.deleted, userErrors: [] };
    });
    forgetSearchLexicon(ctx.prisma);
    return result;
  }, refused);
}
