// A partner store's life in the club (docs/decisions.md, "Lojas (admin)"): a lojista's sign-up
// creates it 'em análise'; an admin approves or refuses it (with a reason), suspends an approved one
// (with a reason) and reactivates a suspended one. Only approved stores sell. Pure: the API applies
// it, the admin and vendor screens show the same labels and messages.

export type StoreStatusValue = 'PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'REJECTED';
export type StoreDecision = 'APPROVE' | 'REJECT' | 'SUSPEND' | 'REACTIVATE';

/** ACTIVE is the legacy 'ativo' of imported stores: it sells like APPROVED. */
export const STORE_STATUS_LABELS: Record<StoreStatusValue, string> = {
  PENDING: 'Em análise',
  APPROVED: 'Aprovada',
  ACTIVE: 'Aprovada',
  SUSPENDED: 'Suspensa',
  REJECTED: 'Recusada',
};

export const SELLING_STORE_STATUSES: readonly StoreStatusValue[] = ['APPROVED', 'ACTIVE'];

export const STORE_DECISIONS: Record<StoreDecision, { from: readonly StoreStatusValue[]; to: StoreStatusValue; needsReason: boolean; label: string; done: string }> = {
  APPROVE: { from: ['PENDING', 'REJECTED'], to: 'APPROVED', needsReason: false, label: 'Aprovar', done: 'Loja aprovada' },
  REJECT: { from: ['PENDING'], to: 'REJECTED', needsReason: true, label: 'Recusar', done: 'Loja recusada' },
  SUSPEND: { from: ['APPROVED', 'ACTIVE'], to: 'SUSPENDED', needsReason: true, label: 'Suspender', done: 'Loja suspensa' },
  REACTIVATE: { from: ['SUSPENDED'], to: 'APPROVED', needsReason: false, label: 'Reativar', done: 'Loja reativada' },
};

export const STORE_STATUS_MESSAGES = {
  notFound: 'Loja não encontrada',
  reasonRequired: 'Informe o motivo (até 500 caracteres): o dono da loja vai ver',
  notAllowed: (decision: StoreDecision, status: StoreStatusValue) => `Não é possível ${STORE_DECISIONS[decision].label.toLowerCase()} uma loja ${STORE_STATUS_LABELS[status].toLowerCase()}`,
} as const;

export type StoreDecisionCheck = { ok: true; to: StoreStatusValue; reason: string | null } | { ok: false; field: 'reason' | 'decision'; message: string };

/** Whether an admin may take this decision on a store in this status, and the status and reason it leaves. */
export function checkStoreDecision(status: StoreStatusValue, decision: StoreDecision, reason: string | null | undefined): StoreDecisionCheck {
  const rule = STORE_DECISIONS[decision];
  if (!rule.from.includes(status)) return { ok: false, field: 'decision', message: STORE_STATUS_MESSAGES.notAllowed(decision, status) };
  const why = reason?.trim() || null;
  if (rule.needsReason && (!why || why.length > 500)) return { ok: false, field: 'reason', message: STORE_STATUS_MESSAGES.reasonRequired };
  return { ok: true, to: rule.to, reason: rule.needsReason ? why : null };
}

/** The decisions an admin can take on a store in this status (the buttons of /admin/stores). */
export function storeDecisionsFor(status: StoreStatusValue): StoreDecision[] {
  return (Object.keys(STORE_DECISIONS) as StoreDecision[]).filter((d) => STORE_DECISIONS[d].from.includes(status));
}

/** What the owner reads on the vendor home while the store does not sell; null when it sells. */
export function storeStatusNotice(status: StoreStatusValue, reason: string | null): { title: string; text: string } | null {
  if (status === 'PENDING') return { title: 'Sua loja está em análise', text: 'Você já pode cadastrar produtos. Eles aparecem no marketplace quando o Clube aprovar a loja.' };
  if (status === 'REJECTED') return { title: 'Sua loja não foi aprovada', text: reason ? `Motivo: ${reason}` : 'Fale com o Clube Local para saber mais.' };
  if (status === 'SUSPENDED') return { title: 'Sua loja está suspensa', text: `${reason ? `Motivo: ${reason}. ` : ''}Seus produtos não aparecem no marketplace enquanto a loja estiver suspensa.` };
  return null;
}
