// What clients may see of an error: known GraphQL codes pass; anything else is logged and
// replaced by a generic pt-BR message, so stack traces, SQL and driver messages never leak.
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { logger } from './logger.js';
import { INVALID_ID_MESSAGE, isWrongTypeIdError } from '../schema/global-id.js';

export const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente.';
export const PAGING_ARGS_MESSAGE = 'Paginação inválida: use first com after, ou last com before.';
export const INVALID_CURSOR_MESSAGE = 'Cursor de paginação inválido: use o endCursor de uma página anterior.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'O banco de dados está indisponível no momento. Tente de novo em instantes.';
/** The driver's words for a database that is restarting or unreachable (the pool reconnects by itself). */
const DATABASE_DOWN = /Can't reach database server|Connection terminated|Server has closed the connection|ECONNREFUSED|ECONNRESET|Timed out fetching a new connection|the database system is (starting up|shutting down)/;
const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'RATE_LIMITED',
  'NOT_FOUND',
]);

/** Never leak stack traces, SQL or driver messages: unknown errors become a generic pt-BR message. */
export function maskError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const badInput = (message: string) => ({ message, path: formatted.path, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } });
  if (isWrongTypeIdError(original)) return badInput(INVALID_ID_MESSAGE);
  // Paging arguments Pothos refuses: a cursor that was never handed out ("Invalid cursor: ...",
  // "Invalid offset cursor ...", "Invalid base64 string"), or after/before and first/last mixed.
  const message = original instanceof Error ? original.message : '';
  if (/^(Invalid cursor|Invalid offset cursor|Invalid base64 string)/.test(message)) return badInput(INVALID_CURSOR_MESSAGE);
  if (/^Arguments "\w+" and "\w+" are not supported at the same time/.test(message)) return badInput(PAGING_ARGS_MESSAGE);
  if (DATABASE_DOWN.test(message)) {
    logger.warn('graphql.database_unavailable', { path: formatted.path, error: message.split('\n').filter(Boolean).pop() });
    return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && KNOWN_CODES.has(code)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    const tokens = /contains more th\w+ (\d+) tokens/.exec(formatted.message); // graphql-js says "more that"
    if (tokens) return { ...formatted, message: `Consulta longa demais: o limite é de ${tokens[1]} tokens.`, extensions };
    // graphql-armor prefixes its (pt-BR) limit messages with an English "Syntax Error: ".
    return { ...formatted, message: formatted.message.replace(/^Syntax Error: /, ''), extensions };
  }
  logger.error('graphql.error', { message: formatted.message, path: formatted.path, error: String(error) });
  return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
