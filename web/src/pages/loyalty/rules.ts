/** Labels of the ledger kinds (pt-BR). */
export const POINTS_KIND_LABELS: Record<string, string> = {
  EARNED: 'Compra',
  REDEEMED: 'Resgate',
  REFUNDED: 'Estorno',
  REFERRAL: 'Bônus de indicação',
  STORE_ADJUSTMENT: 'Compra na loja física',
  ADMIN_ADJUSTMENT: 'Ajuste do administrador',
  EXPIRED: 'Expiração',
};

export function pointsKindLabel(kind: string): string {
  return POINTS_KIND_LABELS[kind] ?? kind;
}
