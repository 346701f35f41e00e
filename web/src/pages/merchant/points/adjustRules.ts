// The texts and client rules of the points adjustment screen (AdjustPointsPage.tsx).
import { ADJUSTMENT_MESSAGES } from '@common/loyalty';
import { pointsText } from '../../loyalty/components';

export type Mode = 'credit' | 'debit';

export const ADJUST_TEXTS = {
  credit: 'Crédito',
  creditHint: 'Compra na loja: 1 ponto por real',
  debit: 'Débito',
  debitHint: 'Devolução ou crédito por engano',
  creditReason: 'Compra na loja física',
  creditButton: 'Creditar pontos',
  debitButton: 'Debitar pontos',
  creditTitle: 'Creditar pontos',
  debitTitle: 'Debitar pontos',
  confirmCredit: 'Confirmar crédito',
  confirmDebit: 'Confirmar débito',
  history: 'Ajustes desta loja',
  noHistory: 'Nenhum ajuste desta loja para este cliente ainda.',
} as const;

/** 'Confirmar crédito de 45 pontos para Maria S.?' / 'Confirmar débito de 20 pontos de Maria S.?' */
export function confirmQuestion(mode: Mode, points: number, name: string): string {
  return mode === 'credit' ? `${ADJUST_TEXTS.confirmCredit} de ${pointsText(points)} para ${name}?` : `${ADJUST_TEXTS.confirmDebit} de ${pointsText(points)} de ${name}?`;
}

/** The points typed for a debit: a whole number above zero, or the pt-BR reason it is not. */
export function debitPoints(text: string): { ok: true; points: number } | { ok: false; message: string } {
  const value = text.trim();
  if (!/^\d+$/.test(value) || Number(value) <= 0) return { ok: false, message: ADJUSTMENT_MESSAGES.debitPointsInvalid };
  return { ok: true, points: Number(value) };
}
