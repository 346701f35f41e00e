// Cart screen rules and texts. Pure: unit-tested without rendering.
import { formatMoney } from '@common/money';
import type { CartIssueKind } from '../gql/graphql';
import { MAX_ITEM_QUANTITY, maxQuantity, quantityStep, type QuantityProduct } from '@common/quantity';
import { CART_MESSAGES } from '@common/cart';

/** The pop-up hides itself after 5 s. */
export const CART_POPUP_MS = 5000;

export const CART_TEXTS = {
  title: 'Meu Carrinho',
  empty: 'Seu carrinho está vazio',
  emptyHint: 'Explore as lojas da sua cidade e adicione produtos para comprar.',
  explore: 'Explorar produtos',
  loadError: CART_MESSAGES.accessError,
  retry: 'Tentar novamente',
  removed: CART_MESSAGES.removed,
  cleared: CART_MESSAGES.cleared,
  clear: 'Esvaziar carrinho',
  clearConfirmTitle: 'Esvaziar carrinho?',
  clearConfirmText: 'Todos os itens serão removidos do seu carrinho.',
  checkout: 'Finalizar compra',
  issuesTitle: 'Problemas detectados no carrinho',
  acceptPrices: 'Aceitar novos preços',
  updateError: CART_MESSAGES.updateError,
  removeError: CART_MESSAGES.removeError,
  clearError: CART_MESSAGES.clearError,
  addError: CART_MESSAGES.addError,
  viewCart: 'Ver carrinho',
  deliveryAtCheckout: 'Calculada no checkout pelo endereço de entrega',
} as const;

/** 'Você ganhará N pontos' (1 ponto). */
export function pointsToEarnText(points: number): string {
  return `Você ganhará ${points} ${points === 1 ? 'ponto' : 'pontos'}`;
}

/** '1 item' / 'N itens' (units). */
export function unitsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

export interface IssueLike {
  productName: string;
  issue: CartIssueKind;
  currentValue?: string | null;
}

/**
 * The text of a cart check issue: insufficient stock shows
 * what is available, a price change shows the new price in R$, an unavailable product says so,
 * anything else 'Problema detectado'.
 */
export function issueText(issue: Pick<IssueLike, 'issue' | 'currentValue'>): string {
  switch (issue.issue) {
    case 'OUT_OF_STOCK':
      return `Estoque insuficiente. Disponível: ${Number(issue.currentValue ?? 0) || 0}`;
    case 'PRICE_CHANGED': {
      let price: string | null = null;
      try {
        price = issue.currentValue ? formatMoney(issue.currentValue) : null;
      } catch {
        price = null;
      }
      return price ? `O preço mudou para ${price}` : 'O preço mudou';
    }
    case 'UNAVAILABLE':
      return 'Produto indisponível';
    default:
      return 'Problema detectado';
  }
}

/** 'Cimento: Estoque insuficiente. Disponível: 3'. */
export function issueLine(issue: IssueLike): string {
  return `${issue.productName}: ${issueText(issue)}`;
}

export interface Stepper {
  step: number;
  /** Smallest quantity (one step). */
  min: number;
  /** Largest quantity: the stock rounded down to a step, at most 1000. */
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
}

/**
 * The quantity stepper of a cart line: moves by the product's step (multiples rule), never below
 * one step (use 'Remover' to take the item out) and never above the stock or 1000.
 */
export function cartStepper(product: QuantityProduct, quantity: number): Stepper {
  const step = quantityStep(product);
  const max = Math.min(maxQuantity(product), Math.floor(MAX_ITEM_QUANTITY / step) * step);
  return {
    step,
    min: step,
    max,
    canDecrease: quantity - step >= step,
    canIncrease: quantity + step <= max,
  };
}
