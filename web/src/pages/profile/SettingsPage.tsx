import { Alert, Button, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '@common/signup';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { useSession } from '../../session/SessionProvider';
import { PasswordInput } from '../auth/PasswordInput';
import { ChangePasswordDocument, SignOutEverywhereDocument } from './documents';
import { LogOutIcon } from '../../ui/icons';
import { ProfileLayout, ProfileSection } from './ProfileLayout';
import { DialogRoot } from '../../ui/DialogRoot';

export const SETTINGS_MESSAGES = {
  currentRequired: 'Informe sua senha atual',
  passwordChanged: 'Senha alterada com sucesso!',
  failed: 'Não foi possível concluir. Tente novamente.',
  signOutAll: 'Sair de todos os dispositivos',
  signOutAllTitle: 'Sair de todos os dispositivos?',
  signOutAllText: 'Sua conta será desconectada de todos os aparelhos, inclusive deste. Para voltar, entre com seu email ou CPF e senha.',
} as const;

type Errors = Record<string, string | undefined>;

function ChangePasswordSection() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [change, changing] = useMutation(ChangePasswordDocument);

  const set = (field: keyof typeof values, value: string) => {
    setValues((c) => ({ ...c, [field]: value }));
    setErrors((c) => ({ ...c, [field]: undefined, form: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The sign-up rules, in the sign-up order.
    let next: Errors = {};
    if (!values.currentPassword) next = { currentPassword: SETTINGS_MESSAGES.currentRequired };
    else if (!values.newPassword) next = { newPassword: SIGNUP_MESSAGES.passwordRequired };
    else if (values.newPassword.length < PASSWORD_MIN_LENGTH) next = { newPassword: SIGNUP_MESSAGES.passwordTooShort };
    else if (values.newPassword !== values.confirmPassword) next = { confirmPassword: SIGNUP_MESSAGES.passwordMismatch };
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const result = await change({ variables: { input: values } });
      const userErrors = result.data?.changePassword.userErrors ?? [];
      if (userErrors.length) {
        setErrors(Object.fromEntries(userErrors.map((e) => [e.field ?? 'form', e.message])));
        return;
      }
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      notify.success(SETTINGS_MESSAGES.passwordChanged);
    } catch {
      setErrors({ form: SETTINGS_MESSAGES.failed });
    }
  }

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput autoComplete={autoComplete} value={values[name]} onChange={(e) => set(name, e.target.value)} />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <ProfileSection title="Alterar senha" description="Ao trocar a senha, as outras sessões abertas da sua conta são encerradas.">
      <form onSubmit={onSubmit} noValidate aria-label="Alterar senha">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          {field('currentPassword', 'Senha atual', 'current-password')}
          {field('newPassword', 'Nova senha', 'new-password')}
          {field('confirmPassword', 'Confirmar nova senha', 'new-password')}
          <Text fontSize="xs" color="fg.muted">
            A senha deve ter pelo menos {PASSWORD_MIN_LENGTH} caracteres.
          </Text>
          <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={changing.loading} loadingText="Salvando...">
            Alterar senha
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}

function SessionsSection() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signOutEverywhere] = useMutation(SignOutEverywhereDocument);

  async function confirm() {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch {
      notify.error(SETTINGS_MESSAGES.failed);
      setBusy(false);
      return;
    }
    setOpen(false);
    // Every session is gone on the server: let the session end this tab as a normal sign-out.
    await session.signOut({ redirectTo: '/login' });
    setBusy(false);
  }

  return (
    <ProfileSection title="Sessões" description="Esqueceu a conta aberta em outro aparelho? Encerre todas as sessões de uma vez.">
      <Button variant="outline" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => setOpen(true)}>
        <LogOutIcon />
        {SETTINGS_MESSAGES.signOutAll}
      </Button>
      <DialogRoot role="alertdialog" open={open} onOpenChange={(d) => !busy && setOpen(d.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{SETTINGS_MESSAGES.signOutAllTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" fontSize="sm">
                  {SETTINGS_MESSAGES.signOutAllText}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancelar
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={busy} loadingText="Saindo..." onClick={() => void confirm()}>
                  Sair de todos
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
    </ProfileSection>
  );
}

/** /profile/settings: change the password, sign out of every device. */
export default function SettingsPage({ title }: ScreenProps) {
  return (
    <ProfileLayout title={title}>
      <ChangePasswordSection />
      <SessionsSection />
    </ProfileLayout>
  );
}
