// A partner store's statuses in the club (docs/decisions.md, "Lojas (admin)"): their labels, which
// ones sell, and what the owner reads while the store does not sell. The admins' decisions that move
// a store between them are the store queue of common/approvals.ts.

export type StoreStatusValue = 'PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'REJECTED';

/** ACTIVE is the legacy 'ativo' of imported stores: it sells like APPROVED. */
export const STORE_STATUS_LABELS: Record<StoreStatusValue, string> = {
  PENDING: 'Em análise',
  APPROVED: 'Aprovada',
  ACTIVE: 'Aprovada',
  SUSPENDED: 'Suspensa',
  REJECTED: 'Recusada',
};

export const SELLING_STORE_STATUSES: readonly StoreStatusValue[] = ['APPROVED', 'ACTIVE'];

/** What the owner reads on the vendor home while the store does not sell; null when it sells. */
export function storeStatusNotice(status: StoreStatusValue, reason: string | null): { title: string; text: string } | null {
  if (status === 'PENDING') return { title: 'Sua loja está em análise', text: 'Você já pode cadastrar produtos. Eles aparecem no marketplace quando o Clube aprovar a loja.' };
  if (status === 'REJECTED') return { title: 'Sua loja não foi aprovada', text: reason ? `Motivo: ${reason}` : 'Fale com o Clube Local para saber mais.' };
  if (status === 'SUSPENDED') return { title: 'Sua loja está suspensa', text: `${reason ? `Motivo: ${reason}. ` : ''}Seus produtos não aparecem no marketplace enquanto a loja estiver suspensa.` };
  return null;
}
