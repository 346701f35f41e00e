// Product restrictions of a store (docs/decisions.md, "Restrições de produtos"): a product not sold
// in a delivery zone, or not sold to a role. Pure: the checkout refuses a restricted line before the
// order is placed; the vendor screen lists the rules with the same words.
import type { Role } from './roles';

export interface ProductRestrictionRule {
  productId: string;
  zoneId: string | null;
  role: Role | null;
}

export const ROLE_AUDIENCE: Record<Role, string> = {
  CONSUMER: 'consumidores',
  PROFESSIONAL: 'profissionais',
  STORE_OWNER: 'lojistas',
  SELLER: 'vendedores',
  ADMIN: 'administradores',
};

export const RESTRICTION_MESSAGES = {
  notForRole: (product: string) => `${product} não é vendido para o seu perfil. Remova-o do carrinho para continuar.`,
  notInZone: (product: string) => `${product} não é entregue no endereço escolhido. Escolha outro endereço ou remova-o do carrinho.`,
  targetRequired: 'Escolha uma área de entrega ou um perfil',
  productNotFound: 'Produto não encontrado',
  zoneNotFound: 'Área de entrega não encontrada',
  duplicate: 'Essa restrição já existe',
  notFound: 'Restrição não encontrada',
  saved: 'Restrição criada',
  deleted: 'Restrição removida',
} as const;

/** What the rule says, for the vendor's list: 'Não vendido em Centro' / 'Não vendido para profissionais'. */
export function restrictionText(rule: { zoneName?: string | null; role: Role | null }): string {
  return rule.role ? `Não vendido para ${ROLE_AUDIENCE[rule.role]}` : `Não vendido em ${rule.zoneName ?? 'área removida'}`;
}

/** The first rule that forbids selling `productId` to this buyer at this zone, or null. */
export function blockingRestriction<R extends ProductRestrictionRule>(rules: readonly R[], productId: string, buyer: { role: Role | null; zoneId: string | null }): R | null {
  return rules.find((r) => r.productId === productId && ((r.role != null && r.role === buyer.role) || (r.zoneId != null && r.zoneId === buyer.zoneId))) ?? null;
}
