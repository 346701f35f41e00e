// Coupon administration (/admin/coupons): create, update, delete, each audited. Validation gives a
// pt-BR userError per field. A coupon already used by an order is not deleted (its history would
// go with it): the admin deactivates it instead.
import { Prisma } from '../../generated/prisma/client.js';
import type { CouponKind } from '../../generated/prisma/enums.js';
import type { Context, Viewer } from '../../schema/context.js';
import { userError, type UserErrorShape } from '../../schema/user-error.js';
import { audit } from '../../shared/audit.js';
import { fromCents, toCents } from '../../../common/money.js';
import { validateText } from '../../../common/validation.js';
import { normalizeCouponCode } from './rules.js';
import { lockCoupon } from '../../shared/locks.js';

export const COUPON_ADMIN_MESSAGES = {
  codeRequired: 'Código é obrigatório',
  codeFormat: 'O código deve ter de 3 a 30 letras, números, - ou _',
  codeTaken: 'Já existe um cupom com este código',
  value: 'O valor deve ser maior que zero',
  percent: 'O percentual deve ser no máximo 100',
  minOrder: 'O pedido mínimo não pode ser negativo',
  window: 'O fim da validade deve ser depois do início',
  usageLimit: 'O limite de usos deve ser pelo menos 1',
  perUserLimit: 'O limite por usuário deve ser pelo menos 1',
  notFound: 'Cupom não encontrado',
  used: 'Este cupom já foi usado em pedidos: desative-o em vez de excluir',
} as const;

const CODE_RE = /^[A-Z0-9_-]{3,30}$/;

export interface CouponFields {
  code?: string | null;
  description?: string | null;
  kind?: CouponKind | null;
  value?: string | null;
  minOrder?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perUserLimit?: number | null;
  active?: boolean | null;
}

export interface CouponResult {
  couponId: string | null;
  deletedCouponId?: string | null;
  userErrors: UserErrorShape[];
}

type CouponRow = Prisma.CouponGetPayload<true>;

/** The row data after applying `input` over `current` (creation: no current), or the errors. */
function couponData(input: CouponFields, current: CouponRow | null): { data: Prisma.CouponUncheckedCreateInput; errors: UserErrorShape[] } {
  const errors: UserErrorShape[] = [];
  const pick = <K extends keyof CouponFields>(key: K, fallback: CouponFields[K]) => (input[key] !== undefined ? input[key] : fallback);

  const code = normalizeCouponCode(pick('code', current?.code) ?? '');
  if (!code) errors.push(userError(COUPON_ADMIN_MESSAGES.codeRequired, 'REQUIRED', 'code'));
  else if (!CODE_RE.test(code)) errors.push(userError(COUPON_ADMIN_MESSAGES.codeFormat, 'INVALID', 'code'));

  let description: string | null = pick('description', current?.description) ?? null;
  if (description != null) {
    const text = validateText(description);
    if (!text.ok) errors.push(userError(text.message, 'INVALID', 'description'));
    description = text.ok ? text.value || null : null;
  }

  const kind = pick('kind', current?.kind) ?? 'PERCENT';
  const value = pick('value', current?.value?.toString());
  if (value == null || toCents(value) <= 0n) errors.push(userError(COUPON_ADMIN_MESSAGES.value, 'INVALID', 'value'));
  else if (kind === 'PERCENT' && toCents(value) > 10_000n) errors.push(userError(COUPON_ADMIN_MESSAGES.percent, 'INVALID', 'value'));

  const minOrder = pick('minOrder', current?.minOrder?.toString() ?? null);
  if (minOrder != null && toCents(minOrder) < 0n) errors.push(userError(COUPON_ADMIN_MESSAGES.minOrder, 'INVALID', 'minOrder'));

  const startsAt = pick('startsAt', current?.startsAt ?? null);
  const endsAt = pick('endsAt', current?.endsAt ?? null);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) errors.push(userError(COUPON_ADMIN_MESSAGES.window, 'INVALID', 'endsAt'));

  const usageLimit = pick('usageLimit', current?.usageLimit ?? null);
  if (usageLimit != null && usageLimit < 1) errors.push(userError(COUPON_ADMIN_MESSAGES.usageLimit, 'INVALID', 'usageLimit'));
  const perUserLimit = pick('perUserLimit', current?.perUserLimit ?? null);
  if (perUserLimit != null && perUserLimit < 1) errors.push(userError(COUPON_ADMIN_MESSAGES.perUserLimit, 'INVALID', 'perUserLimit'));

  return {
    errors,
    data: {
      code,
      description,
      kind,
      value: value == null ? '0' : fromCents(toCents(value)),
      minOrder: minOrder == null ? null : fromCents(toCents(minOrder)),
      startsAt,
      endsAt,
      usageLimit,
      perUserLimit,
      active: pick('active', current?.active ?? true) ?? true,
    },
  };
}

const isTaken = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
const taken = (): CouponResult => ({ couponId: null, userErrors: [userError(COUPON_ADMIN_MESSAGES.codeTaken, 'TAKEN', 'code')] });

export async function createCoupon(ctx: Context, viewer: Viewer, input: CouponFields): Promise<CouponResult> {
  const { data, errors } = couponData(input, null);
  if (errors.length) return { couponId: null, userErrors: errors };
  try {
    const coupon = await ctx.prisma.coupon.create({ data, select: { id: true, code: true } });
    await audit(ctx, 'admin.coupon_created', viewer.id, { couponId: coupon.id, code: coupon.code });
    return { couponId: coupon.id, userErrors: [] };
  } catch (error) {
    if (isTaken(error)) return taken();
    throw error;
  }
}

export async function updateCoupon(ctx: Context, viewer: Viewer, id: string | null, input: CouponFields): Promise<CouponResult> {
  const current = id ? await ctx.prisma.coupon.findUnique({ where: { id } }) : null;
  if (!current) return { couponId: null, userErrors: [userError(COUPON_ADMIN_MESSAGES.notFound, 'NOT_FOUND', 'id')] };
  const { data, errors } = couponData(input, current);
  if (errors.length) return { couponId: current.id, userErrors: errors };
  try {
    await ctx.prisma.coupon.update({ where: { id: current.id }, data, select: { id: true } });
  } catch (error) {
    if (isTaken(error)) return { ...taken(), couponId: current.id };
    throw error;
  }
  const changed = Object.keys(input).filter((k) => input[k as keyof CouponFields] !== undefined).join(',');
  await audit(ctx, 'admin.coupon_updated', viewer.id, { couponId: current.id, code: data.code, changed });
  return { couponId: current.id, userErrors: [] };
}

export async function deleteCoupon(ctx: Context, viewer: Viewer, id: string | null): Promise<CouponResult> {
  const outcome = await ctx.prisma.$transaction(async (tx) => {
    const locked = id ? await lockCoupon(tx, { id }) : false;
    if (!locked) return { error: userError(COUPON_ADMIN_MESSAGES.notFound, 'NOT_FOUND', 'id') };
    const coupon = await tx.coupon.findUniqueOrThrow({ where: { id: id! }, select: { id: true, code: true, usedCount: true, _count: { select: { orders: true, uses: true } } } });
    if (coupon.usedCount > 0 || coupon._count.orders > 0 || coupon._count.uses > 0) return { error: userError(COUPON_ADMIN_MESSAGES.used, 'IN_USE', 'id') };
    await tx.coupon.delete({ where: { id: coupon.id } });
    return { coupon };
  });
  if ('error' in outcome && outcome.error) return { couponId: id, userErrors: [outcome.error] };
  const coupon = outcome.coupon!;
  await audit(ctx, 'admin.coupon_deleted', viewer.id, { couponId: coupon.id, code: coupon.code });
  return { couponId: null, deletedCouponId: coupon.id, userErrors: [] };
}
