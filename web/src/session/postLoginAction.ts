// The visitor's add-to-cart intent (login screen, device-local data): pressing
// Adicionar on a product card as a visitor saves { type: 'add-to-cart', productId, quantity,
// returnTo } under localStorage 'postLoginAction' and sends the visitor to /login; after signing
// in the login screen runs it.
import { safeInternalPath } from './redirects';

export const POST_LOGIN_ACTION_KEY = 'postLoginAction';

export const POST_LOGIN_MESSAGES = {
  added: 'Produto adicionado ao carrinho!',
  failed: 'Não foi possível adicionar ao carrinho.',
} as const;

export interface AddToCartAction {
  type: 'add-to-cart';
  productId: string;
  /** Defaults to 1. */
  quantity?: number;
  /** Where to go afterwards (an in-app path); otherwise the login's origin. */
  returnTo?: string;
}

export type PostLoginAction = AddToCartAction;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Saves the intent (the product card calls this before sending the visitor to /login). */
export function savePostLoginAction(action: PostLoginAction): void {
  try {
    storage()?.setItem(POST_LOGIN_ACTION_KEY, JSON.stringify(action));
  } catch {
    // storage full or disabled: the visitor just adds the product again after signing in
  }
}

/** The saved intent, normalised (quantity ≥ 1, in-app returnTo only), or null. */
export function readPostLoginAction(): PostLoginAction | null {
  const raw = storage()?.getItem(POST_LOGIN_ACTION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AddToCartAction> | null;
    if (!parsed || parsed.type !== 'add-to-cart' || typeof parsed.productId !== 'string' || !parsed.productId) return null;
    const quantity = Number(parsed.quantity ?? 1);
    return {
      type: 'add-to-cart',
      productId: parsed.productId,
      quantity: Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1,
      returnTo: safeInternalPath(parsed.returnTo) ?? undefined,
    };
  } catch {
    return null;
  }
}

export function clearPostLoginAction(): void {
  try {
    storage()?.removeItem(POST_LOGIN_ACTION_KEY);
  } catch {
    // ignore
  }
}

export type PostLoginOutcome =
  /** The product went into the cart ('Produto adicionado ao carrinho!'); the action was cleared. */
  | { status: 'done'; navigateTo?: string }
  /** Adding failed ('Não foi possível adicionar ao carrinho.'); the action was cleared. */
  | { status: 'failed'; navigateTo?: string }
  /** Nothing could run (no `addToCart` given): the action stays saved for later. */
  | { status: 'pending'; navigateTo?: string };

/** How the action adds to the cart; the cart issue passes its mutation here. */
export type AddToCart = (productId: string, quantity: number) => Promise<boolean>;

/**
 * Runs a saved post-login action. Navigation is the caller's: it goes to `navigateTo` when set
 * (the action's returnTo), otherwise to the login's origin.
 *
 * The login screen passes the cart's real mutation as `addToCart` (web/src/pages/cart/useCart.ts
 * addToCartRequest): it adds `quantity` (default 1) of `productId`, toasts 'Produto adicionado ao
 * carrinho!' on success or 'Não foi possível adicionar ao carrinho.' on failure
 * (POST_LOGIN_MESSAGES), and clears the saved action either way. Without `addToCart` (no cart
 * available) the action stays saved and is reported as 'pending'.
 */
export async function runPostLoginAction(
  action: PostLoginAction,
  { addToCart, notify }: { addToCart?: AddToCart; notify?: { success(m: string): void; error(m: string): void } } = {},
): Promise<PostLoginOutcome> {
  const navigateTo = action.returnTo;
  if (!addToCart) return { status: 'pending', navigateTo };
  let ok = false;
  try {
    ok = await addToCart(action.productId, action.quantity ?? 1);
  } catch {
    ok = false;
  }
  clearPostLoginAction();
  if (ok) notify?.success(POST_LOGIN_MESSAGES.added);
  else notify?.error(POST_LOGIN_MESSAGES.failed);
  return { status: ok ? 'done' : 'failed', navigateTo };
}
