// Actions that need the network (add to cart, checkout, chat, every form) say so when the device is
// offline, instead of a generic failure; the screens keep what was typed.

export const OFFLINE_ACTION_TEXT = 'Sem conexão com a internet. Tente de novo quando a conexão voltar.';

/** `fallback`, or the offline text when the browser reports no connection. */
export function actionFailureText(fallback: string): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_ACTION_TEXT : fallback;
}
