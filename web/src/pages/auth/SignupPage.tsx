import {
  Box,
  Button,
  HStack,
  Input,
  Link,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { maskCnpj, maskCpf, maskPhone } from '@common/masks';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import {
  PROFILE_TYPES,
  SPECIALTIES,
  toSignupPayload,
  validateSignup,
  withProfileType,
  type ProfileType,
  type SignupField,
  type SignupForm,
} from '@common/signup';
import type { SignUpInput } from '../../gql/graphql';
import { dismissFirstScreen } from '../../firstScreen';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { SignUpDocument, ViewerDocument } from '../../session/documents';
import { LOGIN_PATH, SIGNUP_DESTINATIONS } from '../../session/redirects';
import { clearReferral, useReferralCode } from '../../session/referral';
import { useSession } from '../../session/SessionProvider';
import { AuthLayout } from './AuthLayout';
import { GiftTicketIcon } from '../../ui/icons';
import { PasswordInput } from './PasswordInput';
import { FormField } from '../../ui/FormField';

/** Texts of the signup flow. Validation messages come from common/signup.ts. */
export const SIGNUP_TEXTS = {
  referralApplied: 'Código de referência aplicado! Você ganhará pontos na primeira compra.',
  referralFailed: 'Erro ao processar código de referência, mas seu cadastro foi realizado com sucesso.',
  referralRemoved: 'Código de referência removido',
  referralBonus: `Você ganhará ${REFERRAL_BONUS_POINTS} pontos na primeira compra!`,
  done: (code: string) => `Cadastro realizado! Seu código de indicação é: ${code}`,
  doneNoCode: 'Cadastro realizado com sucesso!',
  signInFailed: 'Cadastro realizado! Faça login para continuar.',
  confirmEmail: 'Confirme seu email para fazer login',
  serverError: 'Erro no servidor durante o cadastro',
  defaultError: 'Erro ao criar conta',
} as const;


/** API field (userErrors.field) → form field. */
const API_FIELDS: Record<string, SignupField> = {
  profileType: 'tipoPerfil',
  name: 'nome',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
  cpf: 'cpf',
  cnpj: 'cnpj',
  phone: 'telefone',
  storeName: 'nomeLoja',
  specialty: 'especialidadeProfissional',
};

type FormState = Required<{ [K in keyof SignupForm]: string }>;

const EMPTY_FORM: FormState = {
  tipoPerfil: '',
  nome: '',
  email: '',
  password: '',
  confirmPassword: '',
  cpf: '',
  cnpj: '',
  telefone: '',
  referralCode: '',
  especialidadeProfissional: '',
  nomeLoja: '',
};

function toInput(form: FormState): SignUpInput {
  const payload = toSignupPayload(form);
  return {
    profileType: payload.tipoPerfil,
    name: payload.nome,
    email: payload.email,
    password: payload.password,
    confirmPassword: form.confirmPassword,
    cpf: payload.cpf ?? null,
    cnpj: payload.cnpj ?? null,
    phone: payload.telefone,
    storeName: payload.nomeLoja ?? null,
    specialty: payload.especialidadeProfissional ?? null,
    referralCode: payload.referralCode ?? null,
  };
}

/** Green card of a captured invite code. */
function ReferralCard({ code, onRemove }: { code: string; onRemove: () => void }) {
  return (
    <HStack
      align="start"
      gap="3"
      p="4"
      rounded="xl"
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      color="green.900"
      data-testid="referral-card"
    >
      <Box color="green.600" pt="0.5">
        <GiftTicketIcon boxSize="6" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm">
          Código de convite:{' '}
          <Text as="strong" fontFamily="mono" letterSpacing="wide" data-testid="referral-code">
            {code}
          </Text>
        </Text>
        <Text fontWeight="semibold" fontSize="sm">
          {SIGNUP_TEXTS.referralBonus}
        </Text>
      </Stack>
      <Button variant="plain" size="sm" color="green.800" textDecoration="underline" px="0" h="auto" onClick={onRemove}>
        Remover
      </Button>
    </HStack>
  );
}

/** /signup 'Criar Conta'. */
export default function SignupPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const session = useSession();
  const navigate = useNavigate();
  const captured = useReferralCode();
  const [form, setForm] = useState<FormState>(() => ({ ...EMPTY_FORM, referralCode: captured ?? '' }));
  const [invalid, setInvalid] = useState<{ field: SignupField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRefs = useRef<Partial<Record<SignupField, HTMLElement | null>>>({});
  const profileGroupRef = useRef<HTMLDivElement>(null);

  // A code captured after the form opened (another tab, or the URL changed) fills an empty field.
  useEffect(() => {
    if (captured) setForm((f) => (f.referralCode ? f : { ...f, referralCode: captured }));
  }, [captured]);
  // The page's HTML first screen (web/index.html) gives way, with what was chosen and typed in it.
  useEffect(() => dismissFirstScreen(), []);

  const tipo = form.tipoPerfil as ProfileType | '';
  const isLojista = tipo === 'STORE_OWNER';
  const isProfissional = tipo === 'PROFESSIONAL';

  const set = (field: keyof FormState, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const ref = (field: SignupField) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };
  const isInvalid = (field: SignupField) => invalid?.field === field;

  function focusField(field: SignupField) {
    if (field === 'tipoPerfil') {
      profileGroupRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    fieldRefs.current[field]?.focus();
  }

  function fail(field: SignupField | null, message: string) {
    notify.error(message);
    if (field) {
      setInvalid({ field, message });
      focusField(field);
    }
  }

  function removeReferral() {
    clearReferral();
    setForm((f) => ({ ...f, referralCode: '' }));
    notify.info(SIGNUP_TEXTS.referralRemoved);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateSignup(form);
    if (problem) {
      fail(problem.field, problem.message);
      return;
    }
    const input = toInput(form);
    const profile = form.tipoPerfil as ProfileType;
    setBusy(true);
    let payload;
    try {
      const { data } = await client.mutate({ mutation: SignUpDocument, variables: { input } });
      payload = data?.signUp;
    } catch (error) {
      setBusy(false);
      if (CombinedGraphQLErrors.is(error)) fail(null, error.errors[0]?.message || SIGNUP_TEXTS.defaultError);
      else fail(null, SIGNUP_TEXTS.serverError);
      return;
    }
    if (!payload) {
      setBusy(false);
      fail(null, SIGNUP_TEXTS.defaultError);
      return;
    }
    const serverError = payload.userErrors[0];
    if (serverError) {
      setBusy(false);
      fail(serverError.field ? (API_FIELDS[serverError.field] ?? null) : null, serverError.message);
      return;
    }

    // The account exists from here on.
    if (input.referralCode) {
      if (payload.referralApplied === true) notify.success(SIGNUP_TEXTS.referralApplied);
      else if (payload.referralApplied === false) notify.warning(SIGNUP_TEXTS.referralFailed);
      clearReferral();
    }
    const user = payload.user;
    if (!user) {
      notify.info(SIGNUP_TEXTS.confirmEmail);
      await navigate(LOGIN_PATH, { replace: true });
      return;
    }
    // Automatic sign-in check: the session cookie must be in place (not cached, so the guards
    // only see the new viewer when completeSignIn moves on).
    let signedIn = true;
    try {
      const check = await client.query({ query: ViewerDocument, fetchPolicy: 'no-cache' });
      signedIn = !!check.data?.viewer;
    } catch {
      // Network hiccup: the sign-up answered with the user, go on.
    }
    if (!signedIn) {
      notify.success(SIGNUP_TEXTS.signInFailed);
      await navigate(LOGIN_PATH, { replace: true });
      return;
    }
    notify.success(user.referralCode ? SIGNUP_TEXTS.done(user.referralCode) : SIGNUP_TEXTS.doneNoCode);
    await session.completeSignIn(user, SIGNUP_DESTINATIONS[profile]);
  }

  const showReferralCard = !!captured && form.referralCode === captured;

  return (
    <AuthLayout
      title={title}
      subtitle="Cadastre-se em menos de 2 minutos e comece a juntar pontos."
      width="xl"
      footer={
        <Text>
          Já tem uma conta?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Fazer login</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Criar Conta">
        <Stack gap="5">
          <RadioCard.Root
            ref={profileGroupRef}
            value={tipo || null}
            onValueChange={({ value }) => {
              if (!value || value === form.tipoPerfil) return;
              setForm((f) => withProfileType(f, value as ProfileType));
              if (invalid) setInvalid(null);
            }}
            orientation="horizontal"
            align="start"
            size="sm"
            invalid={isInvalid('tipoPerfil')}
          >
            <RadioCard.Label fontSize="sm" fontWeight="medium" mb="1">
              Tipo de perfil
              <Text as="span" aria-hidden color="fg.error" ms="1">
                *
              </Text>
            </RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              {PROFILE_TYPES.map((option) => (
                <RadioCard.Item
                  key={option.value}
                  value={option.value}
                  borderColor={isInvalid('tipoPerfil') ? 'border.error' : undefined}
                >
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl alignItems="flex-start">
                    <RadioCard.ItemContent justifyContent="flex-start" gap="1">
                      <RadioCard.ItemText fontWeight="semibold">{option.label}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
            {isInvalid('tipoPerfil') && (
              <Text color="fg.error" fontSize="sm" mt="1">
                {invalid?.message}
              </Text>
            )}
          </RadioCard.Root>

          <FormField required label="Nome completo" invalid={isInvalid('nome')} error={invalid?.message}>
            <Input
              ref={ref('nome')}
              name="nome"
              autoComplete="name"
              placeholder="Seu nome completo"
              value={form.nome}
              onChange={(e) => set('nome', e.target.value)}
            />
          </FormField>

          <FormField required label="Email" invalid={isInvalid('email')} error={invalid?.message}>
            <Input
              ref={ref('email')}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="seu@email.com"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </FormField>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {isLojista ? (
              <FormField required label="CNPJ" invalid={isInvalid('cnpj')} error={invalid?.message}>
                <Input
                  ref={ref('cnpj')}
                  name="cnpj"
                  inputMode="text"
                  autoCapitalize="characters"
                  placeholder="00.000.000/0000-00"
                  maxLength={18}
                  value={form.cnpj}
                  onChange={(e) => set('cnpj', maskCnpj(e.target.value))}
                />
              </FormField>
            ) : (
              <FormField required label="CPF" invalid={isInvalid('cpf')} error={invalid?.message}>
                <Input
                  ref={ref('cpf')}
                  name="cpf"
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                  maxLength={14}
                  value={form.cpf}
                  onChange={(e) => set('cpf', maskCpf(e.target.value))}
                />
              </FormField>
            )}
            <FormField required label="Telefone" invalid={isInvalid('telefone')} error={invalid?.message}>
              <Input
                ref={ref('telefone')}
                name="telefone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(00) 00000-0000"
                maxLength={15}
                value={form.telefone}
                onChange={(e) => set('telefone', maskPhone(e.target.value))}
              />
            </FormField>
          </SimpleGrid>

          {isLojista && (
            <FormField required label="Nome da Loja" invalid={isInvalid('nomeLoja')} error={invalid?.message}>
              <Input
                ref={ref('nomeLoja')}
                name="nomeLoja"
                autoComplete="organization"
                placeholder="Como sua loja aparece para os clientes"
                value={form.nomeLoja}
                onChange={(e) => set('nomeLoja', e.target.value)}
              />
            </FormField>
          )}

          {isProfissional && (
            <FormField
              label="Especialidade"
              invalid={isInvalid('especialidadeProfissional')}
              error={invalid?.message}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  ref={ref('especialidadeProfissional')}
                  name="especialidadeProfissional"
                  value={form.especialidadeProfissional}
                  onChange={(e) => set('especialidadeProfissional', e.currentTarget.value)}
                >
                  <option value="">Selecione sua especialidade</option>
                  {SPECIALTIES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}

          {showReferralCard ? (
            <ReferralCard code={captured!} onRemove={removeReferral} />
          ) : (
            <FormField
              label="Código de referência"
              optionalHint
              invalid={false}
              helper={`Foi indicado por alguém? Informe o código e ganhe ${REFERRAL_BONUS_POINTS} pontos na primeira compra.`}
            >
              <Input
                name="referralCode"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="Ex.: ABCD1234"
                value={form.referralCode}
                onChange={(e) => set('referralCode', e.target.value)}
              />
            </FormField>
          )}

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField
              label="Senha"
              invalid={isInvalid('password')}
              error={invalid?.message}
              helper="Pelo menos 6 caracteres."
            >
              <PasswordInput
                ref={ref('password')}
                name="password"
                autoComplete="new-password"
                placeholder="Crie uma senha"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
              />
            </FormField>
            <FormField required label="Confirmar senha" invalid={isInvalid('confirmPassword')} error={invalid?.message}>
              <PasswordInput
                ref={ref('confirmPassword')}
                name="confirmPassword"
                autoComplete="new-password"
                placeholder="Repita a senha"
                value={form.confirmPassword}
                onChange={(e) => set('confirmPassword', e.target.value)}
              />
            </FormField>
          </SimpleGrid>

          <Text fontSize="xs" color="fg.muted" textAlign="center">
            Ao criar sua conta, você concorda com os Termos de Uso e com a Política de Privacidade do
            Clube Local, e autoriza o uso dos seus dados para cadastro, entregas e o programa de pontos.
          </Text>

          <Button type="submit" size="lg" loading={busy} loadingText="Criando conta...">
            Criar conta
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
