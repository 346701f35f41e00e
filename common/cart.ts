// The cart's texts, shared by the API (its messages and userErrors) and the web (its toasts and
// screens), so both always say the same thing.
import { MAX_ITEM_QUANTITY } from './quantity';

export const CART_MESSAGES = {
  unauthenticated: 'Usuário não autenticado',
  productNotFound: 'Produto não encontrado',
  noStock: 'Produto sem estoque disponível',
  insufficientStock: (available: number) => `Estoque insuficiente. Disponível: ${available}`,
  totalExceedsStock: (available: number) => `Quantidade total excederia o estoque disponível (${available})`,
  minQuantity: 'A quantidade deve ser pelo menos 1',
  maxQuantity: `A quantidade máxima por item é ${MAX_ITEM_QUANTITY}`,
  multiple: (step: number) => `Este produto é vendido em múltiplos de ${step} (ex.: ${step}, ${step * 2}, ${step * 3})`,
  itemNotFound: 'Item não encontrado',
  added: (quantity: number) => `${quantity} unidade(s) adicionada(s) ao carrinho`,
  updated: 'Quantidade atualizada',
  removed: 'Item removido do carrinho',
  cleared: 'Carrinho esvaziado',
  pricesAccepted: 'Preços do carrinho atualizados',
  cartError: 'Não foi possível criar ou acessar o carrinho',
  addError: 'Erro ao adicionar item ao carrinho',
  updateError: 'Erro ao atualizar quantidade',
  removeError: 'Erro ao remover item do carrinho',
  clearError: 'Erro ao limpar o carrinho',
  accessError: 'Erro ao acessar o carrinho',
} as const;
