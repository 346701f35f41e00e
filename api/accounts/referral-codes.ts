// Each user's own invite code: short, upper-case, no look-alike characters (0/O, 1/I).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export { normalizeReferralCode } from '../../common/referral.js';
