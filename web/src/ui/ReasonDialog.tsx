// A confirmation that needs a reason (refuse, suspend, block, promote...): the dialog of
// ConfirmDialog with a required reason field; the reason is kept until the action succeeds.
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { FormField } from './FormField';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action is about, shown in bold (a store, a user, a product). */
  subject?: string;
  note?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  reasonLabel: string;
  placeholder?: string;
  /** The button that closes without acting (default 'Cancelar'; 'Voltar' when the action is a cancel). */
  cancelLabel?: string;
  /** The reason's longest length (default 500). */
  maxLength?: number;
  /** Runs the action; returns the reason field's error, or null when it is done (the dialog closes). */
  onConfirm: (reason: string) => Promise<{ ok: boolean; reasonError?: string | null }>;
  onClose: () => void;
}

export function ReasonDialog({ open, title, subject, note, confirmLabel, busyLabel, reasonLabel, placeholder, cancelLabel, maxLength = 500, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };
  async function confirm() {
    setBusy(true);
    const result = await onConfirm(reason);
    setBusy(false);
    setError(result.reasonError ?? null);
    if (result.ok) {
      setReason('');
      close();
    }
  }
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} busyLabel={busyLabel} busy={busy} cancelLabel={cancelLabel} onConfirm={() => void confirm()} onClose={close}>
      <Stack gap="3">
        {subject && <Text fontWeight="semibold">{subject}</Text>}
        {note && <Text fontSize="sm">{note}</Text>}
        <FormField label={reasonLabel} error={error} required>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={maxLength} placeholder={placeholder} />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
