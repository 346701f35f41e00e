// The coupon form (/admin/coupons): labels, the form ↔ API conversions and display texts. Dates are
// typed as wall-clock time at UTC−3 (the product's fixed offset), whatever the browser's zone.
import { formatDateTime, fromLocalInput, toLocalInput } from '@common/dates';
import { formatMoney, moneyFieldValue, parseMoney } from '@common/money';
import type { CouponFieldsFragment, CouponKind, CouponStatus, CreateCouponInput } from '../../../gql/graphql';

export const COUPON_TEXTS = {
  title: 'Cupons',
  create: 'Novo cupom',
  edit: 'Editar cupom',
  save: 'Salvar cupom',
  created: 'Cupom criado com sucesso',
  updated: 'Cupom atualizado com sucesso',
  deleted: 'Cupom excluído com sucesso',
  deleteTitle: 'Excluir cupom?',
  deleteText: 'Um cupom já usado em pedidos não pode ser excluído: desative-o.',
  failed: 'Não foi possível salvar o cupom. Tente novamente.',
  deleteFailed: 'Não foi possível excluir o cupom. Tente novamente.',
  loadError: 'Não foi possível carregar os cupons.',
  empty: 'Nenhum cupom cadastrado',
  emptyHint: 'Crie cupons de desconto percentual ou de valor fixo para as compras no app.',
  noResults: 'Nenhum cupom encontrado',
  valueRequired: 'Informe o valor do desconto',
  valueInvalid: 'Informe um valor válido, por exemplo 10 ou 12,50',
  minOrderInvalid: 'Informe um valor válido, por exemplo 50,00',
  dateInvalid: 'Data inválida',
  limitInvalid: 'Informe um número inteiro',
  unlimited: 'Sem limite',
} as const;

export const KIND_LABELS: Record<CouponKind, string> = { PERCENT: 'Percentual', FIXED: 'Valor fixo' };

export const STATUS_LABELS: Record<CouponStatus, string> = {
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  SCHEDULED: 'Agendado',
  EXPIRED: 'Expirado',
  EXHAUSTED: 'Esgotado',
};

export const STATUS_COLORS: Record<CouponStatus, string> = {
  ACTIVE: 'green',
  INACTIVE: 'gray',
  SCHEDULED: 'blue',
  EXPIRED: 'orange',
  EXHAUSTED: 'red',
};

/** '10%' / '12,5%' / 'R$ 5,00'. */
export function couponValueText(kind: CouponKind, value: string): string {
  if (kind === 'FIXED') return formatMoney(value);
  const [int, frac = ''] = value.split('.');
  const decimals = frac.replace(/0+$/, '');
  return `${int}${decimals ? `,${decimals}` : ''}%`;
}

/** 'dd/MM/yyyy HH:mm – dd/MM/yyyy HH:mm', 'A partir de …', 'Até …', 'Sem prazo'. */
export function validityText(startsAt: string | null | undefined, endsAt: string | null | undefined): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `A partir de ${formatDateTime(startsAt)}`;
  if (endsAt) return `Até ${formatDateTime(endsAt)}`;
  return 'Sem prazo';
}

/** '3 / 100' (overall) and the per-customer limit. */
export function usageText(coupon: Pick<CouponFieldsFragment, 'usedCount' | 'usageLimit' | 'perUserLimit'>): string {
  const overall = `${coupon.usedCount} / ${coupon.usageLimit ?? '∞'}`;
  return coupon.perUserLimit != null ? `${overall} · ${coupon.perUserLimit} por cliente` : overall;
}

export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  active: boolean;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  kind: 'PERCENT',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perUserLimit: '',
  active: true,
};


/** A percent as its field shows it: '12.50' → '12,5'. */
const percentText = (value: string) => couponValueText('PERCENT', value).replace('%', '');

/**
 * The form after the kind changes: the value typed stays the same number, held the way the new
 * kind's field holds it (a FIXED value is a money field's amount, '10.00'; a PERCENT one is text, '10').
 */
export function withCouponKind(form: CouponFormValues, kind: CouponKind): CouponFormValues {
  if (kind === form.kind) return form;
  const amount = parseMoney(form.value.replace('%', ''));
  const value = amount == null || amount.startsWith('-') ? '' : kind === 'FIXED' ? amount : percentText(amount);
  return { ...form, kind, value };
}

export function couponToForm(coupon: CouponFieldsFragment): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    kind: coupon.kind,
    value: coupon.kind === 'PERCENT' ? percentText(coupon.value) : moneyFieldValue(coupon.value),
    minOrder: moneyFieldValue(coupon.minOrder),
    startsAt: toLocalInput(coupon.startsAt),
    endsAt: toLocalInput(coupon.endsAt),
    usageLimit: coupon.usageLimit != null ? String(coupon.usageLimit) : '',
    perUserLimit: coupon.perUserLimit != null ? String(coupon.perUserLimit) : '',
    active: coupon.active,
  };
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

function limit(text: string): number | null | undefined {
  const t = text.trim();
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

/**
 * The API input for the form (all fields, so an edit can also clear optional ones), or the errors
 * of values that cannot even be sent. Business rules (code format, percent ≤ 100, end after
 * start, limits ≥ 1, code taken) are the API's, shown with its pt-BR messages.
 */
export function formToInput(form: CouponFormValues): { input: CreateCouponInput | null; errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const value = form.value.trim() ? parseMoney(form.value.replace('%', '')) : null;
  if (!form.value.trim()) errors.value = COUPON_TEXTS.valueRequired;
  else if (value == null) errors.value = COUPON_TEXTS.valueInvalid;
  const minOrder = form.minOrder.trim() ? parseMoney(form.minOrder) : null;
  if (form.minOrder.trim() && minOrder == null) errors.minOrder = COUPON_TEXTS.minOrderInvalid;
  const startsAt = fromLocalInput(form.startsAt);
  if (startsAt === undefined) errors.startsAt = COUPON_TEXTS.dateInvalid;
  const endsAt = fromLocalInput(form.endsAt);
  if (endsAt === undefined) errors.endsAt = COUPON_TEXTS.dateInvalid;
  const usageLimit = limit(form.usageLimit);
  if (usageLimit === undefined) errors.usageLimit = COUPON_TEXTS.limitInvalid;
  const perUserLimit = limit(form.perUserLimit);
  if (perUserLimit === undefined) errors.perUserLimit = COUPON_TEXTS.limitInvalid;
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    errors,
    input: {
      code: form.code.trim().toUpperCase(),
      description: form.description.trim() || null,
      kind: form.kind,
      value: value!,
      minOrder,
      startsAt: startsAt ?? null,
      endsAt: endsAt ?? null,
      usageLimit: usageLimit ?? null,
      perUserLimit: perUserLimit ?? null,
      active: form.active,
    },
  };
}
