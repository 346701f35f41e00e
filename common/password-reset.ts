// The texts of /reset-password, the page an e-mail's recovery link opens: the app's page
// (web/src/pages/auth/ResetPasswordPage.tsx), which the server also draws (api/system/app-pages.ts).

/** The spec does not show this screen; these follow its style. */
export const RESET_MESSAGES = {
  checking: 'Verificando link...',
  invalidTitle: 'Link inválido ou expirado',
  invalidText:
    'Este link de recuperação não vale mais: ele expira em 1 hora e só pode ser usado uma vez. Peça um novo link para criar sua senha.',
  requestNew: 'Solicitar novo link',
  checkFailed: 'Não foi possível verificar o link. Confira sua conexão e tente de novo.',
  retry: 'Tentar novamente',
  success: 'Senha alterada! Entre com a nova senha.',
  unexpected: 'Erro inesperado. Tente novamente.',
} as const;

/** Under the page's title. */
export const RESET_SUBTITLE = 'Crie uma nova senha para a sua conta.';
