import { useSubscription } from '@apollo/client/react';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { OrderUpdatedDocument } from './documents';

// What the customer's order screens share (detail, confirmation, list): texts, links and the live
// status. A module of the domain, so no screen imports another screen (eslint.config.js).

export const ORDER_TEXTS = {
  notFound: 'Pedido não encontrado',
  notFoundHint: 'Confira o endereço ou veja a lista dos seus pedidos.',
  loadError: 'Não foi possível carregar o pedido.',
  cancel: 'Cancelar',
  cancelTitle: 'Cancelar pedido desta loja?',
  cancelText: 'O pedido desta loja será cancelado e os itens voltam ao estoque. Os pedidos das outras lojas continuam.',
  cancelReason: 'Motivo (opcional)',
  cancelConfirm: 'Cancelar pedido',
  cancelled: 'Pedido cancelado',
  cancelFailed: 'Não foi possível cancelar o pedido. Tente novamente.',
  print: 'Imprimir',
  live: 'Atualizado ao vivo',
} as const;

/** The order screens' back link: under /profile it goes to 'Meus pedidos', otherwise to /orders. */
export function ordersHome(pathname: string) {
  return pathname.startsWith('/profile') ? { to: '/profile/orders', label: 'Meus pedidos' } : { to: '/orders', label: 'Pedidos' };
}

/** The customer's link to an order from a list or the confirmation. */
export function orderPath(databaseId: string, pathname = '') {
  return pathname.startsWith('/profile') ? `/profile/orders/${databaseId}` : `/order/${databaseId}`;
}

/** Live status: every sub-order change arrives on the SubOrder entity of the cache. */
export function useOrderLive(order: Pick<OrderFieldsFragment, 'id'> | null | undefined, onDelivered?: () => void) {
  useSubscription(OrderUpdatedDocument, {
    skip: !order,
    variables: { orderId: order?.id ?? '' },
    onData: ({ data }) => {
      if (data.data?.orderUpdated.status === 'DELIVERED') onDelivered?.();
    },
    onError: () => {
      // Best effort: graphql-ws reconnects and re-subscribes; the page still shows the last state.
    },
  });
}
