// The invitation behind a /convite?ref= link: the code and who invites (first name and initial).
// The GraphQL field `referralInvite` and the page the server sends ready (api/system/app-pages.ts)
// both read it here.
import type { PrismaClient } from '../generated/prisma/client.js';
import { shortName } from '../../common/loyalty.js';
import { isUsableReferralCode, normalizeReferralCode } from '../../common/referral.js';

export interface ReferralInvite {
  code: string;
  /** Ex.: 'Maria S.' */
  inviterName: string;
}

/** The invitation of a code, or null when no member (or a blocked one) has it. */
export async function findReferralInvite(prisma: PrismaClient, code: string): Promise<ReferralInvite | null> {
  const normalized = normalizeReferralCode(code);
  if (!isUsableReferralCode(normalized)) return null;
  const inviter = await prisma.user.findUnique({ where: { referralCode: normalized }, select: { name: true, blockedAt: true } });
  return inviter && !inviter.blockedAt ? { code: normalized, inviterName: shortName(inviter.name) } : null;
}
