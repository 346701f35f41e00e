// The cart from anywhere in the app: the badge count, and the cart mutations with the spec's toasts.
// Every mutation returns the changed Cart (CartFields) — Apollo merges it into the one Cart entity,
// so the tab-bar badge, the pop-up, /cart and /checkout update without refetching the cart.
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { CartFieldsFragment, CartItemFieldsFragment } from '../gql/graphql';
import { notify } from '../notify';
import { useSession } from '../session/SessionProvider';
import {
  AcceptCartPricesDocument,
  AddToCartDocument,
  CartBadgeDocument,
  ClearCartDocument,
  RemoveCartItemDocument,
  UpdateCartItemQuantityDocument,
} from './documents';
import { CART_TEXTS } from './rules';
import { refusalOf, submitMutation } from '../ui/mutation';

/** The signed-in viewer's cart summary (badge, pop-up); null for visitors and while unknown. */
export function useCartBadge() {
  const { viewer } = useSession();
  const query = useQuery(CartBadgeDocument, { skip: !viewer, fetchPolicy: 'cache-first' });
  return { cart: viewer ? (query.data?.cart ?? null) : null, loading: !!viewer && query.loading, error: query.error };
}

/** Units in the cart: the Carrinho tab's badge (0 for visitors, while loading and on errors). */
export function useCartCount(): number {
  return useCartBadge().cart?.count ?? 0;
}

/**
 * Points the `cart` root field at the cart a mutation returned, so screens that have not asked for
 * the cart yet (e.g. right after sign-in) read it from the cache too.
 */
function rememberCart(cache: ApolloCache, cart: CartFieldsFragment | null | undefined) {
  if (cart) cache.writeQuery({ query: CartBadgeDocument, data: { cart } });
}

/** Drops an item that left the cart from the cache. */
function forgetItem(cache: ApolloCache, itemId: string | null | undefined) {
  if (!itemId) return;
  const id = cache.identify({ __typename: 'CartItem', id: itemId });
  if (id) {
    cache.evict({ id });
    cache.gc();
  }
}

export interface AddToCartOutcome {
  ok: boolean;
  /** The server's success text ('{n} unidade(s) adicionada(s) ao carrinho') or its pt-BR error. */
  message: string | null;
}

/**
 * addToCart through the client (product cards, the product page, the post-login action). Throws
 * only on network/GraphQL failures; a refusal comes back as `{ ok: false, message }`.
 */
export async function addToCartRequest(client: ApolloClient, productId: string, quantity?: number): Promise<AddToCartOutcome> {
  const { data } = await client.mutate({
    mutation: AddToCartDocument,
    variables: { input: { productId, quantity } },
    update: (cache, { data: result }) => {
      if (result && refusalOf(result.addToCart) === null) rememberCart(cache, result.addToCart.cart);
    },
  });
  const payload = data?.addToCart;
  if (!payload) return { ok: false, message: null };
  const refusal = refusalOf(payload);
  return refusal !== null ? { ok: false, message: refusal } : { ok: true, message: payload.message ?? null };
}

/**
 * Quantity, removal, clearing and price acceptance for /cart, with the spec's toasts: success
 * messages from the server ('Item removido do carrinho', 'Carrinho esvaziado'), refusals with their
 * exact pt-BR message, failures with the spec's generic error.
 */
export function useCartActions() {
  const client = useApolloClient();
  const [busyItemId, setBusyItemId] = useState<string | null>(null);
  const [busyCart, setBusyCart] = useState<null | 'clear' | 'prices'>(null);

  const updateQuantity = useCallback(
    async (item: Pick<CartItemFieldsFragment, 'id'>, quantity: number) => {
      setBusyItemId(item.id);
      try {
        const result = await submitMutation(
          async () =>
            (
              await client.mutate({
                mutation: UpdateCartItemQuantityDocument,
                variables: { input: { itemId: item.id, quantity } },
                update: (cache, { data: answer }) => forgetItem(cache, answer?.updateCartItemQuantity.removedItemId),
              })
            ).data?.updateCartItemQuantity,
          // A quantity change says nothing; one that takes the item out says so.
          { failure: CART_TEXTS.updateError, quiet: true },
        );
        if (result.payload?.removedItemId && result.ok) notify.success(result.payload.message || CART_TEXTS.removed);
        return result.ok;
      } finally {
        setBusyItemId(null);
      }
    },
    [client],
  );

  const remove = useCallback(
    async (item: Pick<CartItemFieldsFragment, 'id'>) => {
      setBusyItemId(item.id);
      try {
        const result = await submitMutation(
          async () =>
            (
              await client.mutate({
                mutation: RemoveCartItemDocument,
                variables: { input: { itemId: item.id } },
                update: (cache, { data: answer }) => forgetItem(cache, answer?.removeCartItem.removedItemId),
              })
            ).data?.removeCartItem,
          { failure: CART_TEXTS.removeError, success: CART_TEXTS.removed },
        );
        return result.ok;
      } finally {
        setBusyItemId(null);
      }
    },
    [client],
  );

  const clear = useCallback(async () => {
    setBusyCart('clear');
    try {
      const result = await submitMutation(async () => (await client.mutate({ mutation: ClearCartDocument })).data?.clearCart, {
        failure: CART_TEXTS.clearError,
        success: CART_TEXTS.cleared,
      });
      return result.ok;
    } finally {
      setBusyCart(null);
    }
  }, [client]);

  const acceptPrices = useCallback(async () => {
    setBusyCart('prices');
    try {
      // Success toasts the server's message only (there is no text of the screen's own).
      const result = await submitMutation(async () => (await client.mutate({ mutation: AcceptCartPricesDocument })).data?.acceptCartPrices, {
        failure: CART_TEXTS.updateError,
      });
      return result.ok;
    } finally {
      setBusyCart(null);
    }
  }, [client]);

  return { updateQuantity, remove, clear, acceptPrices, busyItemId, busyCart };
}
