// The one confirmation dialog of the app (delete, refuse, cancel; with tone 'primary', an action that
// is not destructive, such as crediting points): a title, what will happen, and a red (or brand)
// action that shows its progress; Escape, the backdrop and the back button close it.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogRoot } from './DialogRoot';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  cancelLabel?: string;
  /** 'danger' (red, the default) or 'primary' (the brand colour, for a non-destructive action). */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, onConfirm, onClose, cancelLabel = 'Cancelar', tone = 'danger' }: ConfirmDialogProps) {
  return (
    <DialogRoot role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              {/* red.700: white text keeps 4.5:1 also in the hover shade (axe). */}
              {tone === 'danger' ? (
                <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              ) : (
                <Button loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
