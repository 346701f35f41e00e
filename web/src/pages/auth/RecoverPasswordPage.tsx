import { Box, Button, Center, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isEmail } from '@common/validation';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screenProps';
import { RequestPasswordResetDocument } from '../../session/documents';
import { AuthLayout } from './AuthLayout';
import { ArrowLeftIcon, MailCheckIcon } from '../../ui/icons';

/** Texts of the recovery screen. */
export const RECOVERY_MESSAGES = {
  emailRequired: 'Por favor, informe seu email',
  emailInvalid: 'Por favor, informe um email válido',
  sent: 'Email de recuperação enviado!',
  sentTitle: 'Email enviado com sucesso!',
  failed: 'Erro ao enviar email de recuperação. Tente novamente.',
  unexpected: 'Erro inesperado. Tente novamente.',
} as const;

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" color="fg.muted">
      <RouterLink to="/login">
        <ArrowLeftIcon /> Voltar
      </RouterLink>
    </Button>
  );
}

/** /recuperar-senha: asks for the e-mail and sends the reset link. */
export default function RecoverPasswordPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function invalid(message: string) {
    setError(message);
    notify.error(message);
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!value) return invalid(RECOVERY_MESSAGES.emailRequired);
    if (!isEmail(value)) return invalid(RECOVERY_MESSAGES.emailInvalid);
    setError(null);
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: RequestPasswordResetDocument,
        variables: { input: { email: value } },
      });
      if (!data?.requestPasswordReset.ok) {
        notify.error(RECOVERY_MESSAGES.failed);
        return;
      }
      notify.success(RECOVERY_MESSAGES.sent);
      setSentTo(value);
    } catch {
      notify.error(RECOVERY_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout>
        <Stack gap="5" textAlign="center" align="center" role="status">
          <Center boxSize="16" rounded="full" bg="green.50" color="green.600">
            <MailCheckIcon boxSize="8" />
          </Center>
          <Text as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
            {RECOVERY_MESSAGES.sentTitle}
          </Text>
          <Text color="fg.muted">
            Se houver uma conta com{' '}
            <Text as="strong" color="fg" wordBreak="break-all">
              {sentTo}
            </Text>
            , você vai receber um link para criar uma nova senha. O link vale por 1 hora.
          </Text>
          <Box bg="bg.muted" rounded="lg" px="4" py="3" fontSize="sm" color="fg.muted" w="full">
            Não chegou? Confira a pasta de spam ou lixo eletrônico, ou aguarde alguns minutos.
          </Box>
          <Button asChild size="lg" w="full">
            <RouterLink to="/login">Voltar para o login</RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <BackButton />
      <Stack gap="1.5" textAlign="center" mt="-2">
        <Text as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
          {title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Informe o email da sua conta e enviaremos um link para você criar uma nova senha.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
        <Stack gap="5">
          <Field.Root required invalid={!!error}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={inputRef}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="seu@email.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(null);
              }}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="lg" loading={busy} loadingText="Enviando...">
            Enviar link de recuperação
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
