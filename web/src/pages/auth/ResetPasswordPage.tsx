import { Button, Center, Field, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from '@common/signup';
import { RESET_MESSAGES, RESET_SUBTITLE } from '@common/password-reset';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screenProps';
import { PasswordResetTokenValidDocument, ResetPasswordDocument } from '../../session/documents';
import { LOGIN_PATH } from '../../session/redirects';
import { useSession } from '../../session/SessionProvider';
import { AuthLayout } from './AuthLayout';
import { LinkOffIcon } from '../../ui/icons';
import { PasswordInput } from './PasswordInput';
import { submitMutation } from '../../ui/mutation';

type PasswordField = 'password' | 'confirmPassword';

/** The sign-up password rules, in the same order and with the same messages. */
export function validateNewPassword(password: string, confirm: string): { field: PasswordField; message: string } | null {
  if (!password) return { field: 'password', message: SIGNUP_MESSAGES.passwordRequired };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: SIGNUP_MESSAGES.passwordTooShort };
  if (password !== confirm) return { field: 'confirmPassword', message: SIGNUP_MESSAGES.passwordMismatch };
  return null;
}

function InvalidLink() {
  return (
    <AuthLayout>
      <Stack gap="5" align="center" textAlign="center" role="alert">
        <Center boxSize="16" rounded="full" bg="orange.50" color="orange.600">
          <LinkOffIcon boxSize="8" />
        </Center>
        <Text as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
          {RESET_MESSAGES.invalidTitle}
        </Text>
        <Text color="fg.muted">{RESET_MESSAGES.invalidText}</Text>
        <Button asChild size="lg" w="full">
          <RouterLink to="/recuperar-senha">{RESET_MESSAGES.requestNew}</RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/login">Voltar para o login</RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** /reset-password?token=…: checks the link, then sets the new password. */
export default function ResetPasswordPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const check = useQuery(PasswordResetTokenValidDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const client = useApolloClient();
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<{ field: PasswordField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkDead, setLinkDead] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };

  if (!token || linkDead || check.data?.passwordResetTokenValid === false) return <InvalidLink />;

  if (check.error && !check.data) {
    return (
      <AuthLayout>
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Text color="fg.muted">{RESET_MESSAGES.checkFailed}</Text>
          <Button onClick={() => void check.refetch().catch(() => undefined)}>{RESET_MESSAGES.retry}</Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (!check.data) {
    return (
      <AuthLayout>
        <Center py="10" role="status" gap="3" flexDirection="column">
          <Spinner color="brand.solid" />
          <Text color="fg.muted" fontSize="sm">
            {RESET_MESSAGES.checking}
          </Text>
        </Center>
      </AuthLayout>
    );
  }

  function mark(problem: { field: PasswordField; message: string }) {
    setInvalid(problem);
    refs[problem.field].current?.focus();
  }

  function fail(problem: { field: PasswordField; message: string }) {
    notify.error(problem.message);
    mark(problem);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateNewPassword(password, confirm);
    if (problem) return fail(problem);
    setBusy(true);
    // Every refusal is toasted (also the one shown by its field); a failed request too.
    const feedback = await submitMutation(
      async () => (await client.mutate({ mutation: ResetPasswordDocument, variables: { input: { token, password, confirmPassword: confirm } } })).data?.resetPassword,
      { failure: RESET_MESSAGES.unexpected, quiet: true, toastFields: true },
    );
    if (!feedback.payload) {
      setBusy(false);
      return;
    }
    const first = feedback.error;
    if (!feedback.ok || !feedback.payload.ok) {
      setBusy(false);
      if (first?.code === 'INVALID_TOKEN' || first?.field === 'token') {
        setLinkDead(true);
        return;
      }
      const field: PasswordField = first?.field === 'confirmPassword' ? 'confirmPassword' : 'password';
      if (first) mark({ field, message: first.message });
      else fail({ field, message: RESET_MESSAGES.unexpected });
      return;
    }
    // Every session of the account ended: ask the server who this browser is now.
    await session.refetch().catch(() => null);
    notify.success(RESET_MESSAGES.success);
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <AuthLayout title={title} subtitle={RESET_SUBTITLE}>
      <form onSubmit={onSubmit} noValidate aria-label="Redefinir senha">
        <Stack gap="5">
          <Field.Root required invalid={invalid?.field === 'password'}>
            <Field.Label>
              Nova senha <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              ref={refs.password}
              name="password"
              autoComplete="new-password"
              placeholder="Crie uma senha"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (invalid?.field === 'password') setInvalid(null);
              }}
            />
            {invalid?.field === 'password' ? (
              <Field.ErrorText>{invalid.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Pelo menos {PASSWORD_MIN_LENGTH} caracteres.</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={invalid?.field === 'confirmPassword'}>
            <Field.Label>
              Confirmar nova senha <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              ref={refs.confirmPassword}
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Repita a senha"
              value={confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                if (invalid?.field === 'confirmPassword') setInvalid(null);
              }}
            />
            {invalid?.field === 'confirmPassword' && <Field.ErrorText>{invalid.message}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="lg" loading={busy} loadingText="Salvando...">
            Salvar nova senha
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
