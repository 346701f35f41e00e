import {
  Alert,
  Box,
  Button,
  Field,
  Input,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  maskCpf,
  maskPhone,
  validateEmail,
  validatePhone,
} from "@common/validation";
import { SIGNUP_MESSAGES } from "@common/signup";
import type { ScreenProps } from "../../routes/screenProps";
import { useSession, type Viewer } from "../../session/SessionProvider";
import { PasswordInput } from "../auth/PasswordInput";
import {
  ChangeEmailDocument,
  UpdateProfileDocument,
} from "./documents";
import { ProfileLayout, ProfileSection } from "./ProfileLayout";
import { AvatarSection } from "./AvatarSection";
import { USER_DATA_MESSAGES } from "./texts";
import { useForm, type FormErrors } from "../../ui/useForm";

type PersonalData = { name: string; phone: string };

/** The sign-up rules for name and phone (common/validation, common/signup). */
function checkPersonalData({ name, phone }: PersonalData): FormErrors<keyof PersonalData> {
  const errors: FormErrors<keyof PersonalData> = {};
  if (!name.trim()) errors.name = SIGNUP_MESSAGES.nomeRequired;
  const checkedPhone = validatePhone(phone);
  if (!phone.trim()) errors.phone = SIGNUP_MESSAGES.telefoneRequired;
  else if (!checkedPhone.ok) errors.phone = checkedPhone.message;
  return errors;
}

function PersonalDataSection({ viewer }: { viewer: Viewer }) {
  const form = useForm<PersonalData>(
    { name: viewer.name, phone: maskPhone(viewer.phone) },
    { validate: checkPersonalData },
  );
  const { values, errors } = form;
  const [dirty, setDirty] = useState(false);
  const [save] = useMutation(UpdateProfileDocument);

  // Another tab changed the profile: show it, unless the user is editing here. While rendering, and
  // only on a change, so a keystroke right after the form appears is kept (web/src/ui/useStateFromProp.ts).
  const [shown, setShown] = useState({
    name: viewer.name,
    phone: viewer.phone,
  });
  if (!dirty && (shown.name !== viewer.name || shown.phone !== viewer.phone)) {
    setShown({ name: viewer.name, phone: viewer.phone });
    form.setValues({ name: viewer.name, phone: maskPhone(viewer.phone) });
  }

  async function onSubmit() {
    const result = await form.submit(
      async ({ name, phone }) =>
        (await save({ variables: { input: { name: name.trim(), phone } } }))
          .data?.updateProfile,
      { failure: USER_DATA_MESSAGES.failed, success: USER_DATA_MESSAGES.saved },
    );
    if (result?.ok) setDirty(false);
  }

  return (
    <ProfileSection title="Dados pessoais">
      <form onSubmit={form.handle(onSubmit)} noValidate aria-label="Dados pessoais">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>
              Nome completo
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              autoComplete="name"
              value={values.name}
              onChange={(e) => {
                form.set("name", e.target.value);
                setDirty(true);
              }}
            />
            {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.phone} required>
            <Field.Label>
              Telefone
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
              value={values.phone}
              onChange={(e) => {
                form.set("phone", maskPhone(e.target.value));
                setDirty(true);
              }}
            />
            {errors.phone && <Field.ErrorText>{errors.phone}</Field.ErrorText>}
          </Field.Root>
          {viewer.cpf && (
            <Field.Root readOnly>
              <Field.Label>CPF</Field.Label>
              <Input
                value={maskCpf(viewer.cpf)}
                readOnly
                bg="bg.muted"
                color="fg.muted"
              />
              <Field.HelperText>
                Para corrigir o CPF, fale com o suporte.
              </Field.HelperText>
            </Field.Root>
          )}
          <Button
            type="submit"
            alignSelf={{ base: "stretch", sm: "flex-end" }}
            loading={form.submitting}
            loadingText="Salvando..."
          >
            Salvar alterações
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}

const NO_EMAIL_CHANGE = { email: "", currentPassword: "" };
type EmailChange = typeof NO_EMAIL_CHANGE;

function checkEmailChange({ email, currentPassword }: EmailChange): FormErrors<keyof EmailChange> {
  const errors: FormErrors<keyof EmailChange> = {};
  const checked = validateEmail(email);
  if (!email.trim()) errors.email = SIGNUP_MESSAGES.emailRequired;
  else if (!checked.ok) errors.email = checked.message;
  if (!currentPassword) errors.currentPassword = USER_DATA_MESSAGES.passwordRequired;
  return errors;
}

function EmailSection({ viewer }: { viewer: Viewer }) {
  const form = useForm(NO_EMAIL_CHANGE, { validate: checkEmailChange });
  const { values, errors } = form;
  const [change] = useMutation(ChangeEmailDocument);

  async function onSubmit() {
    const result = await form.submit(
      async ({ email, currentPassword }) =>
        (await change({ variables: { input: { email: email.trim(), currentPassword } } }))
          .data?.changeEmail,
      { failure: USER_DATA_MESSAGES.failed, success: USER_DATA_MESSAGES.emailSaved },
    );
    if (result?.ok) form.setValues(NO_EMAIL_CHANGE);
  }

  return (
    <ProfileSection
      title="Email"
      description={
        <>
          Seu email atual é{" "}
          <Text as="strong" color="fg" data-testid="current-email">
            {viewer.email}
          </Text>
          . Para trocar, confirme sua senha.
        </>
      }
    >
      <form onSubmit={form.handle(onSubmit)} noValidate aria-label="Alterar email">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>
              Novo email
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => form.set("email", e.target.value)}
            />
            {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.currentPassword} required>
            <Field.Label>
              Senha atual
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => form.set("currentPassword", e.target.value)}
            />
            {errors.currentPassword && (
              <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
            )}
          </Field.Root>
          <Button
            type="submit"
            variant="outline"
            alignSelf={{ base: "stretch", sm: "flex-end" }}
            loading={form.submitting}
            loadingText="Salvando..."
          >
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
