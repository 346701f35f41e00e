// The loyalty club's GraphQL schema: enums (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { PointsEntryKind, RedemptionStatus, RewardStatus } from '../../generated/prisma/enums.js';

export const PointsEntryKindEnum = builder.enumType(PointsEntryKind, {
  name: 'PointsEntryKind',
  description:
    'EARNED = compra entregue, REDEEMED = resgate, REFUNDED = estorno, REFERRAL = bônus de indicação, STORE_ADJUSTMENT / ADMIN_ADJUSTMENT = ajustes, EXPIRED = expiração.',
});

export const KIND_LABELS: Record<PointsEntryKind, string> = {
  EARNED: 'Compra',
  REDEEMED: 'Resgate',
  REFUNDED: 'Estorno de resgate',
  REFERRAL: 'Bônus de indicação',
  STORE_ADJUSTMENT: 'Compra na loja',
  ADMIN_ADJUSTMENT: 'Ajuste',
  EXPIRED: 'Pontos expirados',
};

/** A store's debit is a STORE_ADJUSTMENT with negative points (api/loyalty/adjustments.ts). */
export const STORE_DEBIT_LABEL = 'Débito da loja';

export const RewardStatusEnum = builder.enumType(RewardStatus, {
  name: 'RewardStatus',
  description: 'ACTIVE = ativo (no catálogo), INACTIVE = inativo, PENDING = pendente (padrão de uma recompensa nova).',
});

export const RedemptionStatusEnum = builder.enumType(RedemptionStatus, {
  name: 'RedemptionStatus',
  description: 'PENDING = pendente → APPROVED = aprovado → DELIVERED = entregue; ou PENDING → REFUSED = recusado (pontos devolvidos).',
});

export const RedemptionActionEnum = builder.enumType('RedemptionAction', {
  description: 'Ações do admin: APPROVE (pendente → aprovado), REFUSE (pendente → recusado, devolve os pontos), DELIVER (aprovado → entregue).',
  values: ['APPROVE', 'REFUSE', 'DELIVER'] as const,
});

export const BadgeColorEnum = builder.enumType('BadgeColor', {
  description: 'Cor do selo de status: aprovado verde, pendente amarelo, recusado vermelho, entregue azul.',
  values: ['GREEN', 'YELLOW', 'RED', 'BLUE'] as const,
});

export const TierKeyEnum = builder.enumType('LoyaltyTierKey', {
  description: 'Níveis do clube: BRONZE 0–1999, PRATA 2000–4999, OURO 5000+.',
  values: ['BRONZE', 'PRATA', 'OURO'] as const,
});

export const ReferralBonusStateEnum = builder.enumType('ReferralBonusState', {
  description: 'PENDING = o convidado ainda não teve um pedido entregue; CREDITED = os 20 pontos do primeiro pedido entregue já foram creditados.',
  values: ['PENDING', 'CREDITED'] as const,
});
