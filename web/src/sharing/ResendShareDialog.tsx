// 'Reenviar' on a sent share (/profile/shared-carts): the professional sends the same cart to an
// e-mail — another person when the first address was wrong or someone else opened the link, or the
// same one again. Only that person can accept it; it waits for acceptance again for 7 days.
import { Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SharedCartCardFieldsFragment } from '../gql/graphql';
import { FormDialog } from '../ui/FormDialog';
import { CustomerEmailField, customerEmailError } from './CustomerEmailField';
import { submitMutation } from '../ui/mutation';
import { ResendSharedCartDocument } from './documents';
import { SHARE_TEXTS, shareErrorText } from './rules';

export function ResendShareDialog({ share, onClose }: { share: SharedCartCardFieldsFragment | null; onClose: () => void }) {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setEmail('');
    setError(null);
    setFormError(null);
  }, [share?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!share) return;
    const address = email.trim();
    const refusal = customerEmailError(address);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    const outcome = await submitMutation(
      async () => (await client.mutate({ mutation: ResendSharedCartDocument, variables: { input: { shareId: share.id, email: address } } })).data?.resendSharedCart,
      { failure: SHARE_TEXTS.resendError, fields: ['email'], inline: true },
    );
    setBusy(false);
    setError(outcome.fieldErrors.email ?? null);
    setFormError(outcome.formError ? shareErrorText(outcome.formError) : null);
    if (outcome.ok) onClose();
  }

  return (
    <FormDialog open={!!share} title="Reenviar carrinho" submitLabel="Reenviar" busyLabel="Enviando..." busy={busy} formError={formError} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Text color="fg.muted" fontSize="sm">
        {share?.toName ? `Hoje o carrinho está com ${share.toName}${share.toEmail ? ` (${share.toEmail})` : ''}. ` : ''}
        Só a pessoa do email abaixo poderá aceitá-lo; ela recebe o link por email e ele volta a valer por 7 dias.
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
