// 'Compartilhar' on /cart (professionals): the client's e-mail, then the whole cart goes to them
// by e-mail and live notice; the professional's cart starts again empty. Once shared, the dialog
// shows the link with 'Copiar link' and 'WhatsApp', and 'Ver compartilhados' goes on to the list
// (/profile/shared-carts, or /services when opened there).
import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogRoot } from '../ui/DialogRoot';
import { FormDialog } from '../ui/FormDialog';
import { ShareLinkActions } from './ShareLinkActions';
import { CustomerEmailField, customerEmailError } from './CustomerEmailField';
import { submitMutation } from '../ui/mutation';
import { CartDocument } from '../cart/documents';
import { ShareCartDocument } from './documents';
import { SHARE_TEXTS, shareErrorText } from './rules';

/** `then`: where to go once shared (the list of sent carts, or /services when opened there). */
export function ShareCartDialog({ open, onClose, then = '/profile/shared-carts' }: { open: boolean; onClose: () => void; then?: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ link: string; to: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const refusal = customerEmailError(address);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    const outcome = await submitMutation(async () => (await client.mutate({ mutation: ShareCartDocument, variables: { input: { email: address } } })).data?.shareCart, {
      failure: SHARE_TEXTS.shareError,
      fields: ['email'],
      inline: true,
    });
    setBusy(false);
    setError(outcome.fieldErrors.email ?? null);
    setFormError(outcome.formError ? shareErrorText(outcome.formError) : null);
    if (!outcome.ok || !outcome.payload) return;
    if (outcome.payload.cart) client.writeQuery({ query: CartDocument, data: { cart: outcome.payload.cart } });
    void client.refetchQueries({ include: ['CartSharesSent', 'ProfessionalSpace'] }).catch(() => undefined);
    setEmail('');
    setSent({ link: outcome.payload.link ?? '', to: outcome.payload.share?.toName ?? address });
  }

  async function finish() {
    setSent(null);
    onClose();
    await navigate(then);
  }

  if (sent)
    return (
      <DialogRoot open={open} onOpenChange={(e) => !e.open && void finish()} placement="center" size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '2', md: '4' }}>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{SHARE_TEXTS.shared}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    Enviamos o carrinho por email para <b>{sent.to}</b>. Só essa pessoa pode aceitá-lo. Você também pode mandar o link:
                  </Text>
                  <Input aria-label="Link do carrinho" value={sent.link} readOnly onFocus={(e) => e.currentTarget.select()} />
                  <ShareLinkActions link={sent.link} size="md" variant="outline" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button onClick={() => void finish()}>Ver compartilhados</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
    );

  return (
    <FormDialog open={open} title="Compartilhar carrinho" submitLabel="Compartilhar" busyLabel="Enviando..." busy={busy} formError={formError} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Text color="fg.muted" fontSize="sm">
        O cliente recebe o link por email e vê o carrinho no app. O link vale por 7 dias; seu carrinho fica vazio para a próxima obra.
      </Text>
      <CustomerEmailField
        value={email}
        error={error}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
