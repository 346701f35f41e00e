// /auto-fix-codes (docs/decisions.md, "Correção de códigos"): accounts whose own referral code
// cannot be typed or found at sign-up (lower-case, spaces, symbols, too short — imported data)
// get a new one. Admins only; one audit entry per run lists who changed.
import type { Context, Viewer } from '../schema/context.js';
import { auditAction } from '../shared/audit.js';
import { lockUsersWithReferralCodeNotMatching } from '../shared/locks.js';
import { USABLE_REFERRAL_CODE_RE } from '../../common/referral.js';
import { newReferralCode } from '../accounts/index.js';

const PATTERN = USABLE_REFERRAL_CODE_RE.source;
const BATCH = 1000;

export async function referralCodeIssues(ctx: Context): Promise<number> {
  const [row] = await ctx.prisma.$queryRaw<{ count: number }[]>`SELECT COUNT(*)::int AS "count" FROM "User" WHERE "referralCode" !~ ${PATTERN}`;
  return row?.count ?? 0;
}

export async function fixReferralCodes(ctx: Context, admin: Viewer): Promise<{ fixed: number; message: string; userErrors: [] }> {
  return ctx.prisma.$transaction(async (tx) => {
    const broken = await lockUsersWithReferralCodeNotMatching(tx, PATTERN, BATCH);
    const changes: { userId: string; before: string; after: string }[] = [];
    for (const user of broken) {
      // A fresh code collides with an existing one about once in a trillion: try again then.
      let code = newReferralCode();
      while (await tx.user.findUnique({ where: { referralCode: code }, select: { id: true } })) code = newReferralCode();
      await tx.user.update({ where: { id: user.id }, data: { referralCode: code } });
      changes.push({ userId: user.id, before: user.referralCode, after: code });
    }
    if (changes.length) {
      await auditAction(tx, ctx, { eventType: 'admin.referral_codes_fixed', actorId: admin.id, targetType: 'User', targetId: 'referralCode', details: { fixed: changes.length, changes } });
    }
    const message = changes.length === 0 ? 'Nenhum código precisava de correção' : changes.length === 1 ? '1 código corrigido' : `${changes.length.toLocaleString('pt-BR')} códigos corrigidos`;
    return { fixed: changes.length, message, userErrors: [] as [] };
  });
}
