// The one confirmation dialog of the app (delete, refuse, cancel): a title, what will happen, and a
// red action that shows its progress; Escape, the backdrop and the back button close it.
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
}

export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, onConfirm, onClose, cancelLabel = 'Cancelar' }: ConfirmDialogProps) {
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
              <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
