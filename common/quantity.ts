// Quantity rules, shared by the API (cart writes) and the web (product page, cart stepper): a
// product sold in multiples (quantityControl MULTIPLE with conversionValue > 0) is bought in steps
// of conversionValue, and a cart holds at most MAX_ITEM_QUANTITY units of one product.

/** Most units of one product in a cart. */
export const MAX_ITEM_QUANTITY = 1000;

export interface QuantityRule {
  quantityControl: 'UNIT' | 'MULTIPLE';
  conversionValue?: number | null;
}

export interface QuantityProduct extends QuantityRule {
  stock: number;
}

/** The step a product is sold in (also the quantity one tap on 'Adicionar' adds). */
export function quantityStep(product: QuantityRule): number {
  const value = product.conversionValue ?? 0;
  return product.quantityControl === 'MULTIPLE' && value > 0 ? Math.floor(value) : 1;
}

/** Largest quantity that can be ordered: the stock rounded down to a whole step (0 when none). */
export function maxQuantity(product: QuantityProduct): number {
  const step = quantityStep(product);
  return Math.max(0, Math.floor(Math.max(0, product.stock) / step) * step);
}

/** Any typed number snapped to a valid quantity: a multiple of the step, between step and max. */
export function clampQuantity(product: QuantityProduct, value: number): number {
  const step = quantityStep(product);
  const max = maxQuantity(product);
  if (max === 0) return step;
  const snapped = Math.round((Number.isFinite(value) ? value : step) / step) * step;
  return Math.min(max, Math.max(step, snapped));
}
