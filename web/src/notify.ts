import { createToaster } from '@chakra-ui/react';

/** Toast defaults: bottom-right, 4000 ms, at most 3 visible (docs/decisions.md). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

/**
 * Where toasts appear: bottom-right on larger screens; at the top on phones, where forms end in a
 * full-width submit button (and dialogs in their footer) that stacked toasts would cover.
 */
export function toastPlacement(phone: boolean): 'top' | 'bottom-end' {
  return phone ? 'top' : 'bottom-end';
}

const isPhone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 47.99em)').matches;

export const toaster = createToaster({
  placement: toastPlacement(isPhone),
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX_VISIBLE,
  // Stacked toasts overlap (the newest in front) instead of piling up a column.
  overlap: true,
  pauseOnPageIdle: true,
  // Below the site header (SiteHeader sets --header-space) and the cart pop-up while it shows
  // (CartPopup sets --cart-popup-space), and above the signed-in users' bottom tab bar (TabBar sets
  // --tab-bar-space while it shows), so none of them is covered.
  offsets: {
    top: 'calc(0.5rem + max(var(--header-space, 0px), var(--cart-popup-space, 0px)))',
    right: '1rem',
    bottom: 'calc(1rem + var(--tab-bar-space, 0px))',
    left: '1rem',
  },
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

function show(type: NotifyType, message: string, description?: string): string {
  return toaster.create({ type, title: message, description });
}

/**
 * App-wide toasts. `notify.success('Login realizado com sucesso!')`.
 * Returns the toast id (for `toaster.dismiss(id)`).
 */
export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
};
