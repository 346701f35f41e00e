// Validation failures come back as data (Shopify/Saleor style): a list of { field, code, message }
// with the spec's pt-BR messages, so forms can show them next to the right field.
import { builder } from './builder.js';

export interface UserErrorShape {
  field: string | null;
  code: string;
  message: string;
}

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'Erro de validação devolvido como dado, com mensagem em pt-BR.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

export function userError(message: string, code = 'INVALID', field: string | null = null): UserErrorShape {
  return { field, code, message };
}
