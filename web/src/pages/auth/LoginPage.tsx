import { Alert, Button, Field, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { notify } from '../../notify';
import { addToCartRequest } from '../../cart/useCart';
import type { ScreenProps } from '../../routes/screenProps';
import { SignInDocument } from '../../session/documents';
import { readPostLoginAction, runPostLoginAction } from '../../session/postLoginAction';
import { HOME_PATH, rememberedOrigin } from '../../session/redirects';
import { useSession } from '../../session/SessionProvider';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { dismissFirstScreen } from '../../firstScreen';
import { SIGNED_IN_MESSAGE } from '../../session/signInNotice';

export const LOGIN_MESSAGES = {
  identifierRequired: 'Informe seu email ou CPF',
  passwordRequired: 'Senha é obrigatória',
  failed: 'Erro ao fazer login',
  success: SIGNED_IN_MESSAGE,
} as const;

/** /login 'Entrar'. */
export default function LoginPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const session = useSession();
  const location = useLocation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<'identifier' | 'password' | null>(null);
  const [busy, setBusy] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The page's HTML first screen (web/index.html) gives way, with what was typed in it.
  useEffect(() => dismissFirstScreen(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!identifier.trim()) {
      setError(LOGIN_MESSAGES.identifierRequired);
      setInvalid('identifier');
      identifierRef.current?.focus();
      return;
    }
    if (!password) {
      setError(LOGIN_MESSAGES.passwordRequired);
      setInvalid('password');
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setInvalid(null);
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: SignInDocument,
        variables: { input: { identifier: identifier.trim(), password } },
      });
      const payload = data?.signIn;
      const user = payload?.user;
      if (!user) {
        const first = payload?.userErrors[0];
        setError(first?.message || LOGIN_MESSAGES.failed);
        setInvalid(first?.field === 'password' ? 'password' : 'identifier');
        setBusy(false);
        return;
      }
      notify.success(LOGIN_MESSAGES.success);
      let destination = rememberedOrigin(location.state, location.search) ?? HOME_PATH;
      const action = readPostLoginAction();
      if (action) {
        // The visitor's saved 'Adicionar': the real addToCart, with the session cookie
        // the sign-in has just set; toasts 'Produto adicionado ao carrinho!' or the failure text.
        const outcome = await runPostLoginAction(action, {
          notify,
          addToCart: async (productId, quantity) => (await addToCartRequest(client, productId, quantity)).ok,
        });
        if (outcome.navigateTo) destination = outcome.navigateTo;
      }
      await session.completeSignIn(user, destination);
    } catch {
      setError(LOGIN_MESSAGES.failed);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={title}
      subtitle="Acesse sua conta para comprar, acompanhar pedidos e juntar pontos."
      footer={
        <Link asChild color="fg.muted" fontWeight="medium">
          <RouterLink to="/">Voltar ao início</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Entrar">
        <Stack gap="5">
          {error && (
            <Alert.Root status="error" rounded="lg" data-testid="login-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root required invalid={invalid === 'identifier'}>
            <Field.Label>
              Email ou CPF <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={identifierRef}
              name="identifier"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="seu@email.com ou 000.000.000-00"
              value={identifier}
              onChange={(e) => {
                setIdentifier(e.target.value);
                if (invalid === 'identifier') setInvalid(null);
              }}
            />
          </Field.Root>
          <Field.Root required invalid={invalid === 'password'}>
            <HStack justify="space-between" w="full">
              <Field.Label>
                Senha <Field.RequiredIndicator />
              </Field.Label>
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                <RouterLink to="/recuperar-senha">Esqueci minha senha</RouterLink>
              </Link>
            </HStack>
            <PasswordInput
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              placeholder="Sua senha"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (invalid === 'password') setInvalid(null);
              }}
            />
          </Field.Root>
          <Button type="submit" size="lg" loading={busy} loadingText="Entrando...">
            Entrar
          </Button>
        </Stack>
      </form>
      <Separator />
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Ainda não tem conta?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/signup">Criar uma conta</RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
