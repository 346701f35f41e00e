/**
 * Texto inicial do editor do GraphiQL (só aparece quando não há abas salvas no
 * localStorage). Linhas curtas: cabem no painel do editor sem rolagem lateral.
 */
export function buildDefaultQuery(httpUrl: string, wsUrl: string): string {
  return `# Bem-vindo à API do Clube Local!
#
# Este é o GraphiQL: explore e teste a API GraphQL.
#
# Endpoint (o mesmo endereço para tudo):
#   ${httpUrl}
#     HTTP POST: consultas (query) e mutações
#   ${wsUrl}
#     WebSocket (graphql-ws): assinaturas
#
# As operações usam o cookie da sua sessão: entre no
# site com a sua conta e elas rodam em seu nome.
# Outros clientes HTTP devem enviar o cabeçalho
#   apollo-require-preflight: true
# (proteção contra CSRF); este IDE já o envia.
#
# Dicas:
#   - Docs (1º ícone da barra à esquerda): o esquema.
#   - Ctrl+Espaço: sugestões de campos.
#   - Ctrl+Enter: executa a operação sob o cursor.
#   - Shift+Ctrl+P: formata o documento.

# Exemplo 1: consulta mínima (a API responde?).
query Ola {
  __typename
}

# Exemplo 2: assinatura via WebSocket. O relógio do
# servidor envia a hora atual (DateTime) a cada
# evento, até você parar a execução (botão ■).
subscription Relogio {
  clock
}
`;
}
