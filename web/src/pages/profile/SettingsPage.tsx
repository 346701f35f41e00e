import {
  Alert,
  Button,
  Field,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES } from "@common/signup";
import { notify } from "../../notify";
import type { ScreenProps } from "../../routes/screenProps";
import { useSession } from "../../session/SessionProvider";
import { PasswordInput } from "../auth/PasswordInput";
import { ChangePasswordDocument, SignOutEverywhereDocument } from "./documents";
import { LogOutIcon } from "../../ui/icons";
import { ProfileLayout, ProfileSection } from "./ProfileLayout";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useForm, type FormErrors } from "../../ui/useForm";

export const SETTINGS_MESSAGES = {
  currentRequired: "Informe sua senha atual",
  passwordChanged: "Senha alterada com sucesso!",
  failed: "Não foi possível concluir. Tente novamente.",
  signOutAll: "Sair de todos os dispositivos",
  signOutAllTitle: "Sair de todos os dispositivos?",
  signOutAllText:
    "Sua conta será desconectada de todos os aparelhos, inclusive deste. Para voltar, entre com seu email ou CPF e senha.",
} as const;

const NO_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Passwords = typeof NO_PASSWORDS;

/** The sign-up rules, in the sign-up order (the first that fails). */
function checkPasswords(values: Passwords): FormErrors<keyof Passwords> {
  if (!values.currentPassword)
    return { currentPassword: SETTINGS_MESSAGES.currentRequired };
  if (!values.newPassword)
    return { newPassword: SIGNUP_MESSAGES.passwordRequired };
  if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    return { newPassword: SIGNUP_MESSAGES.passwordTooShort };
  if (values.newPassword !== values.confirmPassword)
    return { confirmPassword: SIGNUP_MESSAGES.passwordMismatch };
  return {};
}

function ChangePasswordSection() {
  const form = useForm(NO_PASSWORDS, { validate: checkPasswords });
  const { values, errors, set } = form;
  const [change] = useMutation(ChangePasswordDocument);

  async function onSubmit() {
    const result = await form.submit(
      async (input) => (await change({ variables: { input } })).data?.changePassword,
      { failure: SETTINGS_MESSAGES.failed, success: SETTINGS_MESSAGES.passwordChanged },
    );
    if (result?.ok) form.setValues(NO_PASSWORDS);
  }

  const field = (
    name: keyof typeof values,
    label: string,
    autoComplete: string,
  ) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <PasswordInput
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
      />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <ProfileSection
      title="Alterar senha"
      description="Ao trocar a senha, as outras sessões abertas da sua conta são encerradas."
    >
      <form onSubmit={form.handle(onSubmit)} noValidate aria-label="Alterar senha">
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
          {field("currentPassword", "Senha atual", "current-password")}
          {field("newPassword", "Nova senha", "new-password")}
          {field("confirmPassword", "Confirmar nova senha", "new-password")}
          <Text fontSize="xs" color="fg.muted">
            A senha deve ter pelo menos {PASSWORD_MIN_LENGTH} caracteres.
          </Text>
          <Button
            type="submit"
            alignSelf={{ base: "stretch", sm: "flex-end" }}
            loading={form.submitting}
            loadingText="Salvando..."
          >
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
    await session.signOut({ redirectTo: "/login" });
    setBusy(false);
  }

  return (
    <ProfileSection
      title="Sessões"
      description="Esqueceu a conta aberta em outro aparelho? Encerre todas as sessões de uma vez."
    >
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf={{ base: "stretch", sm: "flex-start" }}
        onClick={() => setOpen(true)}
      >
        <LogOutIcon />
        {SETTINGS_MESSAGES.signOutAll}
      </Button>
      <ConfirmDialog
        open={open}
        title={SETTINGS_MESSAGES.signOutAllTitle}
        confirmLabel="Sair de todos"
        busyLabel="Saindo..."
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => !busy && setOpen(false)}
      >
        <Text color="fg.muted" fontSize="sm">
          {SETTINGS_MESSAGES.signOutAllText}
        </Text>
      </ConfirmDialog>
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
