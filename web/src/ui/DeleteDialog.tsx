// The confirmation before deleting something (a banner, a segment...): ConfirmDialog that runs the
// delete mutation through submitMutation (toasts included) and closes when it is done.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { submitMutation, type MutationPayload } from './mutation';

export interface DeleteDialogProps<T> {
  target: T | null;
  title: string;
  failure: string;
  /** The success toast when the payload has no `message`. */
  success?: string;
  remove: (target: T) => Promise<MutationPayload | null | undefined>;
  onClose: () => void;
  children: ReactNode;
}

export function DeleteDialog<T>({ target, title, failure, success, remove, onClose, children }: DeleteDialogProps<T>) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!target) return;
    setBusy(true);
    const result = await submitMutation(() => remove(target), { failure, success });
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <ConfirmDialog open={!!target} title={title} confirmLabel="Excluir" busyLabel="Excluindo..." busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {children}
    </ConfirmDialog>
  );
}
