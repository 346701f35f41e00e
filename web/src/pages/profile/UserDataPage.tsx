import { Alert, Avatar, Box, Button, Field, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { maskCpf, maskPhone, validateEmail, validatePhone } from '@common/validation';
import { SIGNUP_MESSAGES } from '@common/signup';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { useSession, type Viewer } from '../../session/SessionProvider';
import { PasswordInput } from '../auth/PasswordInput';
import { AVATAR_MAX_SIDE, IMAGE_ACCEPT, prepareImage } from '../../ui/image-file';
import { ChangeEmailDocument, RemoveAvatarDocument, UpdateProfileDocument, UploadAvatarDocument } from './documents';
import { CameraIcon } from '../../ui/icons';
import { ProfileLayout, ProfileSection } from './ProfileLayout';

export const USER_DATA_MESSAGES = {
  saved: 'Dados atualizados com sucesso!',
  avatarSaved: 'Foto atualizada!',
  avatarRemoved: 'Foto removida',
  emailSaved: 'Email atualizado com sucesso!',
  passwordRequired: 'Informe sua senha atual',
  failed: 'Não foi possível salvar. Tente novamente.',
} as const;

type Errors = Record<string, string | undefined>;
const errorsByField = (list: readonly { field?: string | null; message: string }[]): Errors =>
  Object.fromEntries(list.map((e) => [e.field ?? 'form', e.message]));

/** The profile photo (also on the professional's card, /auth/professional-profile). */
export function AvatarSection({ viewer }: { viewer: Viewer }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useMutation(UploadAvatarDocument);
  const [remove, removing] = useMutation(RemoveAvatarDocument);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      const dataUrl = await prepareImage(file, AVATAR_MAX_SIDE);
      const result = await upload({ variables: { input: { dataUrl } } });
      const failure = result.data?.uploadAvatar.userErrors[0];
      if (failure) setError(failure.message);
      else notify.success(USER_DATA_MESSAGES.avatarSaved);
    } catch (e) {
      setError((e as Error).message || USER_DATA_MESSAGES.failed);
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <ProfileSection title="Foto do perfil" description="PNG, JPEG ou WebP. Ajustamos o tamanho para você.">
      <HStack gap="5" align="center" wrap="wrap">
        <Avatar.Root size="2xl" colorPalette="brand" w="24" h="24" fontSize="2xl">
          <Avatar.Fallback name={viewer.name} />
          {viewer.avatarUrl && <Avatar.Image src={viewer.avatarUrl} alt={`Foto de ${viewer.name}`} data-testid="avatar-image" />}
        </Avatar.Root>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={() => input.current?.click()} loading={uploading.loading} loadingText="Enviando...">
              <CameraIcon />
              {viewer.avatarUrl ? 'Trocar foto' : 'Enviar foto'}
            </Button>
            {viewer.avatarUrl && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={removing.loading}
                onClick={async () => {
                  setError(null);
                  try {
                    await remove();
                    notify.success(USER_DATA_MESSAGES.avatarRemoved);
                  } catch {
                    setError(USER_DATA_MESSAGES.failed);
                  }
                }}
              >
                Remover foto
              </Button>
            )}
          </HStack>
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Escolher foto do perfil"
            data-testid="avatar-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </VisuallyHidden>
      </HStack>
    </ProfileSection>
  );
}

function PersonalDataSection({ viewer }: { viewer: Viewer }) {
  const [name, setName] = useState(viewer.name);
  const [phone, setPhone] = useState(maskPhone(viewer.phone));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useMutation(UpdateProfileDocument);

  // Another tab changed the profile: show it, unless the user is editing here. While rendering, and
  // only on a change, so a keystroke right after the form appears is kept (web/src/ui/useStateFromProp.ts).
  const [shown, setShown] = useState({ name: viewer.name, phone: viewer.phone });
  if (!dirty && (shown.name !== viewer.name || shown.phone !== viewer.phone)) {
    setShown({ name: viewer.name, phone: viewer.phone });
    setName(viewer.name);
    setPhone(maskPhone(viewer.phone));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = SIGNUP_MESSAGES.nomeRequired;
    const checkedPhone = validatePhone(phone);
    if (!phone.trim()) next.phone = SIGNUP_MESSAGES.telefoneRequired;
    else if (!checkedPhone.ok) next.phone = checkedPhone.message;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const result = await save({ variables: { input: { name: name.trim(), phone } } });
      const userErrors = result.data?.updateProfile.userErrors ?? [];
      if (userErrors.length) {
        setErrors(errorsByField(userErrors));
        return;
      }
      setDirty(false);
      notify.success(USER_DATA_MESSAGES.saved);
    } catch {
      setErrors({ form: USER_DATA_MESSAGES.failed });
    }
  }

  return (
    <ProfileSection title="Dados pessoais">
      <form onSubmit={onSubmit} noValidate aria-label="Dados pessoais">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>Nome completo</Field.Label>
            <Input
              autoComplete="name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setDirty(true);
                setErrors((c) => ({ ...c, name: undefined }));
              }}
            />
            {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.phone} required>
            <Field.Label>Telefone</Field.Label>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
              maxLength={15}
              value={phone}
              onChange={(e) => {
                setPhone(maskPhone(e.target.value));
                setDirty(true);
                setErrors((c) => ({ ...c, phone: undefined }));
              }}
            />
            {errors.phone && <Field.ErrorText>{errors.phone}</Field.ErrorText>}
          </Field.Root>
          {viewer.cpf && (
            <Field.Root readOnly>
              <Field.Label>CPF</Field.Label>
              <Input value={maskCpf(viewer.cpf)} readOnly bg="bg.muted" color="fg.muted" />
              <Field.HelperText>Para corrigir o CPF, fale com o suporte.</Field.HelperText>
            </Field.Root>
          )}
          <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={saving.loading} loadingText="Salvando...">
            Salvar alterações
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}

function EmailSection({ viewer }: { viewer: Viewer }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, changing] = useMutation(ChangeEmailDocument);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const checked = validateEmail(email);
    if (!email.trim()) next.email = SIGNUP_MESSAGES.emailRequired;
    else if (!checked.ok) next.email = checked.message;
    if (!password) next.currentPassword = USER_DATA_MESSAGES.passwordRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const result = await change({ variables: { input: { email: email.trim(), currentPassword: password } } });
      const userErrors = result.data?.changeEmail.userErrors ?? [];
      if (userErrors.length) {
        setErrors(errorsByField(userErrors));
        return;
      }
      setEmail('');
      setPassword('');
      notify.success(USER_DATA_MESSAGES.emailSaved);
    } catch {
      setErrors({ form: USER_DATA_MESSAGES.failed });
    }
  }

  return (
    <ProfileSection
      title="Email"
      description={
        <>
          Seu email atual é{' '}
          <Text as="strong" color="fg" data-testid="current-email">
            {viewer.email}
          </Text>
          . Para trocar, confirme sua senha.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Alterar email">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Novo email</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((c) => ({ ...c, email: undefined }));
              }}
            />
            {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.currentPassword} required>
            <Field.Label>Senha atual</Field.Label>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((c) => ({ ...c, currentPassword: undefined }));
              }}
            />
            {errors.currentPassword && <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={changing.loading} loadingText="Salvando...">
            Alterar email
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}

/** /profile/user-data: photo, name, phone and e-mail. */
export default function UserDataPage({ title }: ScreenProps) {
  const { viewer } = useSession();
  if (!viewer) return null; // the route guard only renders this screen for a signed-in user
  return (
    <ProfileLayout title={title}>
      <AvatarSection viewer={viewer} />
      <PersonalDataSection viewer={viewer} />
      <EmailSection viewer={viewer} />
      <Box h="2" />
    </ProfileLayout>
  );
}
