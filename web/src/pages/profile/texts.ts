// The profile screens' texts that more than one part shows (UserDataPage, AvatarSection).

export const USER_DATA_MESSAGES = {
  saved: "Dados atualizados com sucesso!",
  avatarSaved: "Foto atualizada!",
  avatarRemoved: "Foto removida",
  emailSaved: "Email atualizado com sucesso!",
  passwordRequired: "Informe sua senha atual",
  failed: "Não foi possível salvar. Tente novamente.",
} as const;
