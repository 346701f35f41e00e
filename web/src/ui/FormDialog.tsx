// A form in a dialog (create/edit a banner, a segment...): title, the fields, a general error,
// 'Cancelar' and the submit button with its progress. Escape, the backdrop and 'Cancelar' close it.
import { Button, Dialog, HStack, Input, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { FormField } from './FormField';
import type { FormEvent, ReactNode } from 'react';
import { DialogRoot } from './DialogRoot';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The submit button's text while busy (default 'Salvando...'). */
  busyLabel?: string;
  busy: boolean;
  /** The submit button cannot be used yet (e.g. nothing chosen). */
  submitDisabled?: boolean;
  formError?: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ open, title, submitLabel, busyLabel = 'Salvando...', busy, submitDisabled, formError, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
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
                <Button type="submit" loading={busy} loadingText={busyLabel} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

/** The display order and on/off pair of the admin's list items (banners, segments). */
export function OrderAndActiveFields({ position, active, error, onPosition, onActive }: { position: string; active: boolean; error?: string; onPosition: (value: string) => void; onActive: (value: boolean) => void }) {
  return (
    <HStack gap="6" wrap="wrap" align="flex-end">
      <FormField label="Ordem" error={error} helper="0 aparece primeiro">
        <Input inputMode="numeric" value={position} onChange={(e) => onPosition(e.target.value)} maxW="28" />
      </FormField>
      <Switch.Root checked={active} onCheckedChange={(e) => onActive(e.checked)} colorPalette="brand" pb="2">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Ativo</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
