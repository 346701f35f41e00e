// Roles and per-role points (spec 01 §6 / 02 §6). The profile's papel/tipo_perfil is free text in
// the data, so it is normalised once here; anything unknown is treated as the default consumidor,
// which is also the least-privileged role.

export const ROLES = ['consumidor', 'profissional', 'lojista', 'vendedor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'consumidor';

/** The role for a papel/tipo_perfil value (trimmed, case-insensitive); unknown or empty → consumidor. */
export function normalizeRole(papel: string | null | undefined): Role {
  const value = (papel ?? '').trim().toLowerCase();
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : DEFAULT_ROLE;
}

/** Only professionals may share carts (spec 02 §6); the server also checks the feature flag. */
export function canShareCarts(papel: string | null | undefined): boolean {
  return normalizeRole(papel) === 'profissional';
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
export function pointsForRole(product: ProductPoints, papel: string | null | undefined): number {
  const consumer = pointsValue(product.pointsConsumer) ?? pointsValue(product.points);
  const raw = normalizeRole(papel) === 'profissional' ? (pointsValue(product.pointsProfessional) ?? consumer) : consumer;
  return Math.max(0, Math.floor(raw ?? 0));
}
