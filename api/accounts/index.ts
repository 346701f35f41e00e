// The accounts domain's public surface for other domains (the profile changes e-mail and
// password, ends sessions and closes their sockets).
export { hashPassword, verifyPassword } from './passwords.js';
export { clearSessionCookie } from './sessions.js';
export { SIGN_UP_MESSAGES } from './sign-up.js';
export { newReferralCode } from './referral-codes.js';
export { publishSessionsRevoked, type SessionsRevoked } from './session-sockets.js';
export { hashToken, newToken } from './tokens.js';
export { isResetTokenUsable } from './password-reset.js';
export { signIn } from './sign-in.js';
