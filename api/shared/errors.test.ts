import { describe, expect, it } from 'vitest';
import { INTERNAL_MESSAGE, maskError } from './errors.js';

describe('maskError', () => {
  it('replaces an unknown error (e.g. a database failure) by the generic pt-BR message', () => {
    const masked = maskError(
      {
        message: 'Invalid `prisma.user.findUnique()` invocation: relation "User" does not exist',
        path: ['viewer'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at Object.<anonymous> (/app/api/x.ts:1:1)'] },
      },
      new Error('boom'),
    );
    expect(masked).toEqual({ message: INTERNAL_MESSAGE, path: ['viewer'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps auth errors and drops any stack trace', () => {
    const masked = maskError(
      { message: 'Usuário não autenticado', extensions: { code: 'UNAUTHENTICATED', stacktrace: ['x'] } },
      null,
    );
    expect(masked).toEqual({ message: 'Usuário não autenticado', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("removes graphql-armor's English prefix from its limit messages", () => {
    const masked = maskError(
      { message: 'Syntax Error: Consulta muito profunda: o limite é de 12 níveis.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      null,
    );
    expect(masked.message).toBe('Consulta muito profunda: o limite é de 12 níveis.');
  });
});
