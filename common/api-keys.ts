// Integrators' API keys: what each scope lets a key do, the texts of the key screens and the rule
// for a key's name. Used by the API (api/integrations/) and the key screens of the web app.

export const API_KEY_SCOPES = ['CATALOG', 'STORE', 'ADMIN'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  CATALOG: 'Catálogo público (só leitura)',
  STORE: 'Loja',
  ADMIN: 'Administração',
};

export const API_KEY_SCOPE_HINTS: Record<ApiKeyScope, string> = {
  CATALOG: 'Lê produtos, lojas e segmentos como um visitante. Não altera nada.',
  STORE: 'Age como o dono da loja: produtos, pedidos, clientes e entregas da loja, sem poderes de admin.',
  ADMIN: 'Age como você, com todos os poderes de administrador. Guarde com cuidado.',
};

/** Every key token starts with this, so a Bearer token is known to be a key before any lookup. */
export const API_KEY_TOKEN_PREFIX = 'clk_';
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  nameRequired: 'Dê um nome à chave (ex.: ERP da loja)',
  nameTooLong: `O nome da chave pode ter até ${API_KEY_NAME_MAX} caracteres`,
  storeRequired: 'Escolha a loja da chave',
  scopeNotAllowed: 'Donos de loja criam só chaves da própria loja',
  notFound: 'Chave não encontrada',
  alreadyRevoked: 'Esta chave já foi revogada',
  created: 'Chave criada. Copie agora: ela não será mostrada de novo.',
  revoked: 'Chave revogada',
  invalidKey: 'Chave de API inválida ou revogada',
  catalogReadOnly: 'Esta chave só lê o catálogo público',
  notForKeys: 'Esta ação exige uma sessão no app, não uma chave de API',
} as const;

/** The name's error message, or null when it is fine. */
export function apiKeyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return API_KEY_MESSAGES.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return API_KEY_MESSAGES.nameTooLong;
  return null;
}
