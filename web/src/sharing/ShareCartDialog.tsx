// 'Compartilhar' on /cart (professionals): the client's e-mail, then the whole cart goes to them
// by e-mail and live notice; the professional's cart starts again empty and the new share shows in
// /profile/shared-carts, where its link can be copied.
import { Input, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isEmail } from '@common/validation';
import { FormDialog } from '../ui/FormDialog';
import { FormField } from '../ui/FormField';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError(address ? 'Email inválido' : 'Informe o email do cliente');
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
    onClose();
    await navigate(then);
  }

  return (
    <FormDialog open={open} title="Compartilhar carrinho" submitLabel="Compartilhar" busyLabel="Enviando..." busy={busy} formError={formError} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Text color="fg.muted" fontSize="sm">
        O cliente recebe o link por email e vê o carrinho no app. O link vale por 7 dias; seu carrinho fica vazio para a próxima obra.
      </Text>
      <FormField label="Email do cliente" required error={error}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          placeholder="cliente@exemplo.com.br"
        />
      </FormField>
    </FormDialog>
  );
}
