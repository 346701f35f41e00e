// Orders' GraphQL schema: status flow (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { advanceSubOrder, type SubOrderChangeResult } from '../advance-sub-order.js';
import { cancelSubOrder } from '../cancel-sub-order.js';
import { SubOrder } from './orders.js';
import { SubOrderStatusEnum } from './shared.js';

export const SubOrderPayload = payloadType<SubOrderChangeResult>('SubOrderPayload', {
  fields: (t) => ({
    subOrder: t.prismaField({
      type: SubOrder,
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.subOrderId ? ctx.prisma.subOrder.findUnique({ ...query, where: { id: p.subOrderId } }) : null),
    }),
  }),
});

export const AdvanceSubOrderInput = builder.inputType('AdvanceSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.globalID({ for: SubOrder }),
    to: t.field({ type: SubOrderStatusEnum, description: 'O próximo status (um passo por vez).' }),
  }),
});

builder.mutationField('advanceSubOrder', (t) =>
  t.field({
    type: SubOrderPayload,
    description: 'A loja avança o subpedido um passo: pendente → confirmado → em preparo → saiu para entrega → entregue (credita os pontos).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AdvanceSubOrderInput }) },
    resolve: (_root, { input }, ctx) => advanceSubOrder(ctx, ctx.viewer!, { subOrderId: input.subOrderId.id, to: input.to }),
  }),
);

export const CancelSubOrderInput = builder.inputType('CancelSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.globalID({ for: SubOrder }),
    reason: t.string({ required: false, description: 'Obrigatório para a loja; opcional para o cliente (só enquanto pendente).' }),
  }),
});

builder.mutationField('cancelSubOrder', (t) =>
  t.field({
    type: SubOrderPayload,
    description: 'Cancela o subpedido e devolve o estoque: a loja antes da entrega (com motivo), o cliente só enquanto pendente.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CancelSubOrderInput }) },
    resolve: (_root, { input }, ctx) => cancelSubOrder(ctx, ctx.viewer!, { subOrderId: input.subOrderId.id, reason: input.reason }),
  }),
);
