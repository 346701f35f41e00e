// 'Adicionar' on product cards and the product page (docs/decisions.md,
// add-to-cart quantity).
// - Visitor: save the post-login intent { type: 'add-to-cart', productId, quantity, returnTo } and
//   go to /login (the login screen runs it after signing in).
// - Signed in: add to the cart through `addProductToCart` below.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../notify';
import { addToCartRequest } from '../../cart/useCart';
import { savePostLoginAction } from '../../session/postLoginAction';
import { LOGIN_PATH, loginRedirectState } from '../../session/redirects';
import { useSession } from '../../session/SessionProvider';
import { actionFailureText } from '../../offline/actions';

export const ADD_TO_CART_MESSAGES = {
  added: 'Produto adicionado ao carrinho!',
  failed: 'Não foi possível adicionar ao carrinho.',
} as const;

export type AddProductResult =
  /** The product is in the cart; `message` is the server's success text when it sends one. */
  | { status: 'added'; message?: string | null }
  /** The server refused (validation message in pt-BR) or the request failed. */
  | { status: 'failed'; message?: string | null };

/**
 * The ONE place where a signed-in user's 'Adicionar' reaches the cart: the cart's addToCart
 * mutation (web/src/pages/cart/useCart.ts). The payload's Cart lands in Apollo's cache, so the
 * tab-bar badge and the cart pop-up update without refetching. Success carries the server's text
 * '{n} unidade(s) adicionada(s) ao carrinho'; a refusal its pt-BR message ('Estoque insuficiente.
 * Disponível: {n}', ...). Errors thrown here are caught by the caller and shown as 'Não foi
 * possível adicionar ao carrinho.'.
 */
export async function addProductToCart(
  client: ApolloClient,
  productId: string,
  quantity: number,
): Promise<AddProductResult> {
  const outcome = await addToCartRequest(client, productId, quantity);
  return outcome.ok ? { status: 'added', message: outcome.message } : { status: 'failed', message: outcome.message };
}

/** The product fields 'Adicionar' needs. */
export interface AddableProduct {
  /** Global ID (Product.id). */
  id: string;
  /** Product.addToCartQuantity: conversionValue when sold in multiples, else 1. */
  addToCartQuantity: number;
}

/**
 * `add(product, quantity?)` for buttons: a visitor's intent is saved and they go to /login
 * (remembering this page); a signed-in user's product goes to the cart. `pendingId` is the product
 * being added (to show the button busy).
 */
export function useAddToCart() {
  const { viewer } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const add = useCallback(
    async (product: AddableProduct, quantity: number = product.addToCartQuantity) => {
      const qty = Math.max(1, Math.floor(quantity || 1));
      if (!viewer) {
        const returnTo = `${location.pathname}${location.search}`;
        savePostLoginAction({ type: 'add-to-cart', productId: product.id, quantity: qty, returnTo });
        await navigate(LOGIN_PATH, { state: loginRedirectState(location) });
        return;
      }
      setPendingId(product.id);
      try {
        const result = await addProductToCart(client, product.id, qty);
        if (result.status === 'added') notify.success(result.message || ADD_TO_CART_MESSAGES.added);
        else notify.error(result.message || ADD_TO_CART_MESSAGES.failed);
      } catch {
        notify.error(actionFailureText(ADD_TO_CART_MESSAGES.failed));
      } finally {
        setPendingId(null);
      }
    },
    [viewer, client, navigate, location],
  );

  return { add, pendingId };
}
