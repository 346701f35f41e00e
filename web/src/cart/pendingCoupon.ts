// 'Usar no carrinho' (/meus-cupons): the chosen code waits in this tab's session storage until the
// next /checkout applies it once.
const KEY = 'clube_pending_coupon';

export function keepCouponForCheckout(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the person types the code at checkout.
  }
}

/** The waiting code, removed as it is read (so it is applied once). */
export function takeCouponForCheckout(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}
