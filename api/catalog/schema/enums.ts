// The catalogue's GraphQL schema: enums (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { ProductStatus, QuantityControl } from '../../generated/prisma/enums.js';
import { PROMOTION_STATES } from '../../../common/promotion.js';
import { PRODUCT_SORTS } from '../product-query.js';

export const ProductStatusEnum = builder.enumType(ProductStatus, {
  name: 'ProductStatus',
  description:
    "LEGACY_PENDING = o 'ativo' dos produtos importados: de antes da fila de aprovação, ainda pendente; APPROVED = aprovado (visível ao público), PENDING = pendente, REJECTED = rejeitado, INACTIVE = inativo.",
});

export const QuantityControlEnum = builder.enumType(QuantityControl, {
  name: 'QuantityControl',
  description: 'controle_quantidade: UNIT = qualquer quantidade; MULTIPLE = vendido em múltiplos de conversionValue.',
});

export const PromotionStateEnum = builder.enumType('PromotionState', {
  description:
    'ACTIVE = em vigor agora; SCHEDULED = válida, começa no futuro; EXPIRED = terminou; INACTIVE = sem promoção (desligada, sem preço promocional válido ou janela inválida).',
  values: PROMOTION_STATES,
});

export const ProductSortEnum = builder.enumType('ProductSort', {
  description:
    'NEWEST = mais recentes; PRICE_ASC/PRICE_DESC = pelo preço pago agora (unitPrice); BIGGEST_DISCOUNT = promoções ativas com maior desconto primeiro, depois as mais recentes; BEST_RATED = maior nota média, depois mais avaliações.',
  values: PRODUCT_SORTS,
});
