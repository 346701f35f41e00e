// /meus-cupons: how a coupon's rules read in pt-BR, and which shelf a coupon sits on for one person
// (ready to use, used, expired). The API picks the coupons; these rules word and sort them.
import { formatDate, formatTime } from './dates.js';
import { formatMoney, type MoneyInput } from './money.js';

export interface WalletCouponRules {
  kind: 'PERCENT' | 'FIXED';
  value: MoneyInput;
  minOrder: MoneyInput | null;
  startsAt: Date | null;
  endsAt: Date | null;
  perUserLimit: number | null;
}

/** How many days an expired coupon stays on the 'Expirados' shelf. */
export const EXPIRED_SHELF_DAYS = 30;

function percentText(value: MoneyInput): string {
  return `${Number(value.toString()).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** The benefit in one phrase: '10% de desconto nos produtos' / 'R$ 15,00 de desconto nos produtos'. */
export function couponBenefit(coupon: Pick<WalletCouponRules, 'kind' | 'value'>): string {
  return `${coupon.kind === 'PERCENT' ? percentText(coupon.value) : formatMoney(coupon.value)} de desconto nos produtos`;
}

/** The rules people read under a coupon, in order (the delivery fee is never discounted). */
export function couponRuleTexts(coupon: WalletCouponRules, now: Date): string[] {
  const rules = [`${couponBenefit(coupon)} (não vale para a entrega)`];
  if (coupon.minOrder != null && Number(coupon.minOrder.toString()) > 0) rules.push(`Pedido mínimo de ${formatMoney(coupon.minOrder)} em produtos`);
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) rules.push(`Começa a valer em ${formatDate(coupon.startsAt)} às ${formatTime(coupon.startsAt)}`);
  if (coupon.endsAt) {
    const past = coupon.endsAt.getTime() <= now.getTime();
    rules.push(`${past ? 'Expirou em' : 'Válido até'} ${formatDate(coupon.endsAt)} às ${formatTime(coupon.endsAt)}`);
  } else {
    rules.push('Sem data para acabar');
  }
  if (coupon.perUserLimit != null) rules.push(coupon.perUserLimit === 1 ? 'Um uso por cliente' : `Até ${coupon.perUserLimit} usos por cliente`);
  return rules;
}
