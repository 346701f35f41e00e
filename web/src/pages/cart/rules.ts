// Cart screen rules and texts (spec 02 §4, §5, §8, §9). Pure: unit-tested without rendering.
import { formatMoney } from '@common/money';
import type { CartIssueKind } from '../../gql/graphql';
import { maxQuantity, quantityStep, type QuantityProduct } from '../catalog/quantity';

/** Most units of one product in a cart (spec 02 §5/§9). */
export const MAX_ITEM_QUANTITY = 1000;

/** The pop-up hides itself after 5 s (spec 02 §2/§9). */
export const CART_POPUP_MS = 5000;

export const CART_TEXTS = {
  title: 'Meu Carrinho',
  empty: 'Seu carrinho está vazio',
  emptyHint: 'Explore as lojas da sua cidade e adicione produtos para comprar.',
  explore: 'Explorar produtos',
  loadError: 'Erro ao acessar o carrinho',
  retry: 'Tentar novamente',
  removed: 'Item removido do carrinho',
  cleared: 'Carrinho esvaziado',
  clear: 'Esvaziar carrinho',
  clearConfirmTitle: 'Esvaziar carrinho?',
  clearConfirmText: 'Todos os itens serão removidos do seu carrinho.',
  checkout: 'Finalizar compra',
  issuesTitle: 'Problemas detectados no carrinho',
  acceptPrices: 'Aceitar novos preços',
  updateError: 'Erro ao atualizar quantidade',
  removeError: 'Erro ao remover item do carrinho',
  clearError: 'Erro ao limpar o carrinho',
  addError: 'Erro ao adicionar item ao carrinho',
  viewCart: 'Ver carrinho',
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
 * The text of a cart check issue (spec 02 §8 'Validation issue texts'): insufficient stock shows
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
