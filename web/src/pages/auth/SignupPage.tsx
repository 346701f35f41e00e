import { Button, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { maskCnpj, maskCpf, maskPhone } from '@common/masks';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import { SPECIALTIES, withProfileType, type ProfileType, type SignupField } from '@common/signup';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screenProps';
import { clearReferral, useReferralCode } from '../../session/referral';
import { FormField } from '../../ui/FormField';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { ProfileTypeChoice } from './ProfileTypeChoice';
import { ReferralCard } from './ReferralCard';
import { EMPTY_SIGNUP_FORM, SIGNUP_TEXTS, type SignupFormState } from './signupForm';
import { useSignUp } from './useSignUp';

/** /signup 'Criar Conta'. */
export default function SignupPage({ title }: ScreenProps) {
  const captured = useReferralCode();
  const [form, setForm] = useState<SignupFormState>(() => ({ ...EMPTY_SIGNUP_FORM, referralCode: captured ?? '' }));
  const [invalid, setInvalid] = useState<{ field: SignupField; message: string } | null>(null);
  const fieldRefs = useRef<Partial<Record<SignupField, HTMLElement | null>>>({});
  const profileGroupRef = useRef<HTMLDivElement>(null);

  // A code captured after the form opened (another tab, or the URL changed) fills an empty field.
  useEffect(() => {
    if (captured) setForm((f) => (f.referralCode ? f : { ...f, referralCode: captured }));
  }, [captured]);

  const tipo = form.tipoPerfil as ProfileType | '';
  const isLojista = tipo === 'STORE_OWNER';
  const isProfissional = tipo === 'PROFESSIONAL';

  const set = (field: keyof SignupFormState, value: string) => {
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

  const { busy, submit } = useSignUp(fail);

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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(form);
        }}
        noValidate
        aria-label="Criar Conta"
      >
        <Stack gap="5">
          <ProfileTypeChoice
            value={tipo}
            error={isInvalid('tipoPerfil') ? invalid?.message : undefined}
            groupRef={profileGroupRef}
            onChange={(value) => {
              setForm((f) => withProfileType(f, value));
              if (invalid) setInvalid(null);
            }}
          />

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
              // Text with the e-mail keyboard, not type=email: the browser tells a text field's caret,
              // so what was selected before hydration stays selected (web/src/typedBeforeHydration.ts).
              type="text"
              inputMode="email"
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
            Ao criar sua conta, você concorda com os{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/termos">Termos de Uso</RouterLink>
            </Link>{' '}
            e com a{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/privacidade">Política de Privacidade</RouterLink>
            </Link>{' '}
            do Clube Local, e autoriza o uso dos seus dados para cadastro, entregas e o programa de pontos.
          </Text>

          <Button type="submit" size="lg" loading={busy} loadingText="Criando conta...">
            Criar conta
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
