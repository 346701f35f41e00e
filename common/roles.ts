// Roles and per-role points. One vocabulary: the schema's Role enum (the spec's Portuguese role
// words map to it once, in the field map of docs/decisions.md). Visitors have no role and are
// treated as CONSUMER, which is also the least-privileged role.

export const ROLES = ['CONSUMER', 'PROFESSIONAL', 'STORE_OWNER', 'SELLER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The role as people read it (the spec's words). */
export const ROLE_LABELS: Record<Role, string> = {
  CONSUMER: 'Consumidor',
  PROFESSIONAL: 'Profissional',
  STORE_OWNER: 'Lojista',
  SELLER: 'Vendedor',
  ADMIN: 'Admin',
};

/** Lojista and vendedor run a store: the vendor area and its tab bar are theirs. */
export function isStoreRole(role: Role | null | undefined): boolean {
  return role === 'STORE_OWNER' || role === 'SELLER';
}

/** Only professionals may share carts; the server also checks the feature flag. */
export function canShareCarts(role: Role | null | undefined): boolean {
  return role === 'PROFESSIONAL';
}

type PointsValue = number | string | null | undefined;

/** The product's point fields (pontos_profissional, pontos_consumidor, pontos). */
export interface ProductPoints {
  pointsProfessional?: PointsValue;
  pointsConsumer?: PointsValue;
  points?: PointsValue;
}

/** A usable points value, or null so the next field is tried (null, undefined, '', NaN). */
function pointsValue(value: PointsValue): number | null {
  if (value == null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Points a user earns per unit of the product. Everyone except professionals gets pointsConsumer,
 * falling back to points; a professional gets pointsProfessional, falling back to what a consumer
 * would get. Only missing values fall through (0 is a real value). The result is an integer ≥ 0
 * (fractions rounded down, negatives become 0, nothing at all gives 0).
 */
export function pointsForRole(product: ProductPoints, role: Role | null | undefined): number {
  const consumer = pointsValue(product.pointsConsumer) ?? pointsValue(product.points);
  const raw = role === 'PROFESSIONAL' ? (pointsValue(product.pointsProfessional) ?? consumer) : consumer;
  return Math.max(0, Math.floor(raw ?? 0));
}
