// A form in a dialog (create/edit a banner, a segment...): title, the fields, a general error,
// 'Cancelar' and the submit button with its progress. Escape, the backdrop and 'Cancelar' close it.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  formError?: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ open, title, submitLabel, busy, formError, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', md: '4' }}>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate aria-label={title} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {formError && (
                    <Text color="fg.error" role="alert">
                      {formError}
                    </Text>
                  )}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancelar
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={busy} loadingText="Salvando...">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
