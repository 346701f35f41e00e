// Shared carts: the rules both sides use (the share's effective status, the time left, the link)
// and every text. The API messages are the English ones the product defines for integrators; the
// web shows people the pt-BR texts (docs/decisions.md, "Carrinhos compartilhados").
import { stateMachine } from './state-machine';

/** A share's validity: 7 days (168 h). */
export const SHARE_VALIDITY_HOURS = 168;
/** At or below this many hours left, the share is "expiring soon" and both sides are warned once. */
export const SHARE_EXPIRY_WARNING_HOURS = 24;

export type ShareStatus = 'SHARED' | 'ACCEPTED' | 'FINALIZED' | 'EXPIRED' | 'REVOKED';

const HOUR_MS = 3_600_000;

/** What the API returns when it refuses a shared-cart operation (English by the product's definition). */
export const SHARE_API_MESSAGES = {
  disabled: 'Shared carts feature is disabled',
  onlyProfessionals: 'Only professionals can share carts',
  unauthenticated: 'User not authenticated',
  invalidLink: 'Invalid or expired share link',
  acceptedByAnother: 'This cart has already been accepted by another user',
  cartNotFound: 'Cart not found',
  cartAccess: 'Failed to create or access user cart',
  nothingCopied: 'Consolidation failed: No items were copied to your cart',
  copyFailed: (reason: string) => `Failed to copy shared cart items: ${reason}`,
} as const;

/** The pt-BR texts people read (screens, toasts, e-mail). */
export const SHARE_TEXTS = {
  emailNotFound: 'Email não encontrado. Verifique se o usuário está cadastrado.',
  invalidLink: 'Link inválido ou expirado',
  loadShareError: 'Erro ao carregar dados do compartilhamento',
  loadCartError: 'Erro ao carregar dados do carrinho',
  acceptError: 'Erro ao aceitar carrinho compartilhado',
  acceptErrorToast: 'Erro ao aceitar carrinho',
  updateError: 'Erro ao atualizar quantidade',
  removeError: 'Erro ao remover item',
  removed: 'Item removido',
  finalizeError: 'Erro ao finalizar carrinho',
  validationError: 'Erro na validação: Não foi possível validar o carrinho.',
  expired: 'Este link de compartilhamento expirou. Entre em contato com o profissional para obter um novo link.',
  accepted: 'Carrinho aceito!',
  finalized: 'Carrinho finalizado!',
  issuesTitle: 'Problemas detectados no carrinho',
  genericIssue: 'Problema detectado',
  loginRequired: 'Login Necessário',
  // Ours (the product names no text for these): the share itself and its refusals in pt-BR.
  shared: 'Carrinho compartilhado!',
  shareError: 'Erro ao compartilhar carrinho',
  revokeError: 'Erro ao cancelar compartilhamento',
  ownShare: 'Você não pode aceitar o seu próprio carrinho compartilhado',
  alreadyFinalized: 'Este carrinho já foi finalizado',
  alreadyBought: 'Este carrinho compartilhado já foi comprado: veja o pedido em Meus pedidos',
  revoked: 'Compartilhamento cancelado',
  emptyCart: 'Adicione produtos ao carrinho antes de compartilhar',
  selfShare: 'Você não pode compartilhar um carrinho com você mesmo',
  emptyShare: 'Não há itens deste compartilhamento no seu carrinho',
  notAccepted: 'Aceite o carrinho antes de alterá-lo',
  notRevocable: 'Este compartilhamento não pode mais ser cancelado',
  acceptedByAnother: 'Este carrinho já foi aceito por outro usuário',
  disabled: 'O compartilhamento de carrinhos está desativado',
  onlyProfessionals: 'Só profissionais podem compartilhar carrinhos',
  notAddressee:
    'Este carrinho foi enviado para outra pessoa e só ela pode aceitá-lo. Se ele era para você, peça ao profissional que o reenvie para o seu email.',
  resent: 'Carrinho reenviado!',
  resendError: 'Erro ao reenviar carrinho',
  notResendable: 'Só é possível reenviar um carrinho aguardando aceitação ou aceito, dentro da validade',
  alreadyAcceptedBySame: 'Este cliente já aceitou o carrinho',
} as const;

const PT_BR_OF_API: Record<string, string> = {
  [SHARE_API_MESSAGES.invalidLink]: SHARE_TEXTS.invalidLink,
  [SHARE_API_MESSAGES.acceptedByAnother]: SHARE_TEXTS.acceptedByAnother,
  [SHARE_API_MESSAGES.disabled]: SHARE_TEXTS.disabled,
  [SHARE_API_MESSAGES.onlyProfessionals]: SHARE_TEXTS.onlyProfessionals,
  [SHARE_API_MESSAGES.unauthenticated]: 'Usuário não autenticado',
  [SHARE_API_MESSAGES.cartNotFound]: SHARE_TEXTS.loadCartError,
  [SHARE_API_MESSAGES.cartAccess]: SHARE_TEXTS.acceptError,
  [SHARE_API_MESSAGES.nothingCopied]: SHARE_TEXTS.acceptError,
};

/**
 * The pt-BR text people read for an API message: the English refusals are translated, failures to
 * copy become 'Erro ao aceitar carrinho compartilhado'; the rest (stock, quantity, e-mail) already
 * is pt-BR.
 */
export function shareErrorText(apiMessage: string): string {
  if (apiMessage.startsWith(SHARE_API_MESSAGES.copyFailed(''))) return SHARE_TEXTS.acceptError;
  return PT_BR_OF_API[apiMessage] ?? apiMessage;
}

export type ShareAction = 'accept' | 'edit' | 'finalize' | 'resend' | 'revoke';

/**
 * A share's life, on its effective status: waiting (SHARED) → accepted → finalized; resending makes
 * an open one wait again (for the same or another person); accepting again re-consolidates; the
 * professional revokes an open one; past its expiry it is EXPIRED (expire-shares.ts). Editing the
 * items is the recipient's while accepted.
 */
export const SHARE_STATUS = stateMachine<ShareStatus, ShareAction, { recipientId: string; addresseeId: string | null } | undefined>({
  transitions: {
    SHARED: ['ACCEPTED', 'SHARED', 'REVOKED', 'EXPIRED'],
    ACCEPTED: ['ACCEPTED', 'FINALIZED', 'SHARED', 'REVOKED', 'EXPIRED'],
    FINALIZED: [],
    EXPIRED: [],
    REVOKED: [],
  },
  actions: { accept: { to: 'ACCEPTED' }, edit: { to: 'ACCEPTED', from: ['ACCEPTED'] }, finalize: { to: 'FINALIZED' }, resend: { to: 'SHARED' }, revoke: { to: 'REVOKED' } },
  refusal: (from, to) => {
    if (to === 'REVOKED') return SHARE_TEXTS.notRevocable;
    if (to === 'SHARED') return SHARE_TEXTS.notResendable;
    if (from === 'EXPIRED' || from === 'REVOKED') return { message: SHARE_API_MESSAGES.invalidLink, code: 'INVALID_TOKEN' };
    return from === 'FINALIZED' ? SHARE_TEXTS.alreadyFinalized : SHARE_TEXTS.notAccepted;
  },
  // Resending an accepted share to the one who accepted it changes nothing.
  guard: (from, to, data) => (from === 'ACCEPTED' && to === 'SHARED' && !!data && data.recipientId === data.addresseeId ? { message: SHARE_TEXTS.alreadyAcceptedBySame, field: 'email' } : null),
});

/** Expired is also derived: a shared or accepted share past its expiry is EXPIRED. */
export function effectiveShareStatus(status: ShareStatus, expiresAt: Date, now: Date): ShareStatus {
  if ((status === 'SHARED' || status === 'ACCEPTED') && now.getTime() > expiresAt.getTime()) return 'EXPIRED';
  return status;
}

/** Open: shared or accepted and not yet expired (lookups by token only find open or finalized shares). */
export function isOpenShare(status: ShareStatus, expiresAt: Date, now: Date): boolean {
  const effective = effectiveShareStatus(status, expiresAt, now);
  return effective === 'SHARED' || effective === 'ACCEPTED';
}

/** Whole hours left, rounded up (0 once expired). */
export function hoursLeft(expiresAt: Date, now: Date): number {
  const ms = expiresAt.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / HOUR_MS) : 0;
}

/** 'expiring soon': 24 hours or less left, and above 0. */
export function isExpiringSoon(expiresAt: Date, now: Date): boolean {
  const left = hoursLeft(expiresAt, now);
  return left > 0 && left <= SHARE_EXPIRY_WARNING_HOURS;
}

export function shareExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SHARE_VALIDITY_HOURS * HOUR_MS);
}

/** The link: origin + /compartilhados?token={token}. */
export function shareLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/compartilhados?token=${encodeURIComponent(token)}`;
}

/** E-mails are looked up trimmed and lower-cased. */
export function normalizeShareEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Badge of each status: label and colour palette. */
export const SHARE_BADGES: Record<ShareStatus, { label: string; palette: 'green' | 'blue' | 'red' | 'yellow' | 'gray' }> = {
  FINALIZED: { label: 'Finalizado', palette: 'green' },
  ACCEPTED: { label: 'Aceito', palette: 'blue' },
  EXPIRED: { label: 'Expirado', palette: 'red' },
  SHARED: { label: 'Aguardando Aceitação', palette: 'yellow' },
  REVOKED: { label: 'Cancelado', palette: 'gray' },
};

export type ShareEventKind = 'RECEIVED' | 'ACCEPTED' | 'FINALIZED' | 'EXPIRING' | 'EXPIRED' | 'REVOKED';
