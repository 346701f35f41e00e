// Text that can never be stored: a NUL character (U+0000) in any string of a request — inline in the
// document or in the variables — reaches Postgres as an invalid byte sequence. The request is
// refused before any resolver runs, over HTTP and WebSocket alike (docs/architecture.md, "Erros").
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

export const NUL_TEXT_MESSAGE = 'Texto com caractere inválido (NUL): remova-o e tente de novo.';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((item) => hasNul(item, depth + 1));
}

/** The error to answer with, or null when every string of the request is storable. */
export function nulTextError(document: DocumentNode, variables: Record<string, unknown> | null | undefined): GraphQLError | null {
  let found = hasNul(variables);
  if (!found) {
    visit(document, {
      [Kind.STRING]: (node) => {
        if (node.value.includes('\u0000')) found = true;
      },
    });
  }
  return found ? new GraphQLError(NUL_TEXT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } }) : null;
}
