import { builder } from '../schema/builder.js';
import { payloadType, type UserErrorShape } from '../schema/user-error.js';
import { logNotFoundVisit } from './not-found-log.js';

const LogNotFoundInput = builder.inputType('LogNotFoundInput', {
  fields: (t) => ({
    path: t.string({ description: 'Caminho acessado, com a query string.' }),
    referrer: t.string({ required: false }),
    userAgent: t.string({ required: false }),
  }),
});

const LogNotFoundPayload = payloadType<{ logged: boolean; userErrors: UserErrorShape[] }>('LogNotFoundPayload', {
    fields: (t) => ({
      logged: t.exposeBoolean('logged'),
    }),
  });

builder.mutationField('logNotFound', (t) =>
  t.field({
    description: 'Registra o acesso a uma página inexistente (URL, referrer e user agent).',
    type: LogNotFoundPayload,
    args: { input: t.arg({ type: LogNotFoundInput }) },
    resolve: (_root, { input }, ctx) => logNotFoundVisit(ctx, input),
  }),
);

builder.subscriptionField('clock', (t) =>
  t.field({
    description: 'Hora do servidor a cada segundo: um teste simples de que a assinatura (WebSocket) funciona.',
    type: 'DateTime',
    subscribe: async function* () {
      while (true) {
        yield new Date();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    resolve: (date) => date,
  }),
);

builder.queryField('serverTime', (t) =>
  t.field({ description: 'Hora atual do servidor (UTC).', type: 'DateTime', resolve: () => new Date() }),
);
