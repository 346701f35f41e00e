// Orders' GraphQL schema: status flow (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { mutation } from '../../schema/mutation.js';
import { ADVANCE_SUB_ORDER } from '../advance-sub-order.js';
import { CANCEL_SUB_ORDER } from '../cancel-sub-order.js';
import type { SubOrderChangeResult } from '../sub-order-lock.js';
import { SubOrder } from './orders.js';
import { SubOrderStatusEnum } from './shared.js';

export const SubOrderPayload = payloadType<SubOrderChangeResult>('SubOrderPayload', {
  entity: { subOrder: { type: SubOrder, id: 'subOrderId' } },
});

export const AdvanceSubOrderInput = builder.inputType('AdvanceSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.globalID({ for: SubOrder }),
    to: t.field({ type: SubOrderStatusEnum, description: 'O próximo status (um passo por vez).' }),
  }),
});

mutation('advanceSubOrder', {
  type: SubOrderPayload,
  description: 'A loja avança o subpedido um passo: pendente → confirmado → em preparo → saiu para entrega → entregue (credita os pontos).',
  authScopes: { signedIn: true },
  args: (arg) => ({ input: arg({ type: AdvanceSubOrderInput }) }),
  input: ({ input }) => ({ subOrderId: input.subOrderId.id, to: input.to }),
  ...ADVANCE_SUB_ORDER,
});

export const CancelSubOrderInput = builder.inputType('CancelSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.globalID({ for: SubOrder }),
    reason: t.string({ required: false, description: 'Obrigatório para a loja; opcional para o cliente (só enquanto pendente).' }),
  }),
});

mutation('cancelSubOrder', {
  type: SubOrderPayload,
  description: 'Cancela o subpedido e devolve o estoque: a loja antes da entrega (com motivo), o cliente só enquanto pendente.',
  authScopes: { signedIn: true },
  args: (arg) => ({ input: arg({ type: CancelSubOrderInput }) }),
  input: ({ input }) => ({ subOrderId: input.subOrderId.id, reason: input.reason }),
  ...CANCEL_SUB_ORDER,
});
