import { createToaster } from '@chakra-ui/react';

/** Toast defaults (spec 01 §9): bottom-right, 4000 ms, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX_VISIBLE,
  pauseOnPageIdle: true,
  // Above the signed-in users' bottom tab bar (TabBar sets --tab-bar-space while it shows).
  offsets: { top: '1rem', right: '1rem', bottom: 'calc(1rem + var(--tab-bar-space, 0px))', left: '1rem' },
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
