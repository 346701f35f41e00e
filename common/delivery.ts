// Delivery zones of a store (docs/decisions.md, "Entrega"): which zone serves an address, what the
// delivery costs there, and the checks of a zone form. Pure: the API applies them at checkout and
// when a store saves a zone; the vendor screen shows the same messages.
import { formatMoney, parseMoney, toCents, type MoneyInput } from './money';
import { removeDiacritics } from './slug';
import { isUf } from './address';

export type DeliveryZoneKind = 'CITY' | 'POSTAL_PREFIX';

export interface DeliveryZoneRule {
  id: string;
  name: string;
  kind: DeliveryZoneKind;
  city: string | null;
  state: string | null;
  postalPrefix: string | null;
  fee: MoneyInput;
  minOrder: MoneyInput | null;
  estimatedMinutes: number;
}

export interface DeliveryAddress {
  city: string;
  state: string;
  postalCode: string;
}

export const DELIVERY_MESSAGES = {
  outsideZones: (store: string, city: string, state: string) => `${store} não entrega em ${city}/${state}. Escolha outro endereço ou remova os itens dessa loja.`,
  belowMinimum: (store: string, minimum: MoneyInput) => `Pedido mínimo de ${formatMoney(minimum)} para entrega de ${store} nesse endereço.`,
  nameRequired: 'Informe o nome da área',
  cityRequired: 'Informe a cidade',
  stateInvalid: 'UF inválida',
  prefixInvalid: 'O prefixo do CEP deve ter de 1 a 8 dígitos',
  feeInvalid: 'A taxa deve ser um valor de R$ 0,00 para cima',
  minOrderInvalid: 'O pedido mínimo deve ser um valor de R$ 0,00 para cima',
  minutesInvalid: 'O prazo deve ser de 1 a 10.080 minutos (7 dias)',
  notFound: 'Área de entrega não encontrada',
  thresholdInvalid: 'O valor para frete grátis deve ser maior que zero (ou vazio)',
  storeSaved: 'Configurações de entrega salvas',
  saved: 'Área de entrega salva',
  deleted: 'Área de entrega excluída',
} as const;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  removeDiacritics((a ?? '').trim()).toLowerCase() === removeDiacritics((b ?? '').trim()).toLowerCase();

/**
 * The zone that serves an address: the CEP-prefix zone with the longest matching prefix (the most
 * specific), else the zone of the address's town; null when none serves it.
 */
export function zoneFor<Z extends DeliveryZoneRule>(zones: readonly Z[], address: DeliveryAddress): Z | null {
  const cep = address.postalCode.replace(/\D/g, '');
  const byPrefix = zones
    .filter((z) => z.kind === 'POSTAL_PREFIX' && z.postalPrefix && cep.startsWith(z.postalPrefix))
    .sort((a, b) => (b.postalPrefix?.length ?? 0) - (a.postalPrefix?.length ?? 0));
  if (byPrefix.length) return byPrefix[0];
  return zones.find((z) => z.kind === 'CITY' && sameText(z.city, address.city) && sameText(z.state, address.state)) ?? null;
}

export type DeliveryQuote =
  | { ok: true; feeCents: bigint; estimatedMinutes: number | null; zoneId: string | null }
  | { ok: false; reason: 'OUTSIDE_ZONES' | 'BELOW_MINIMUM'; minimum?: MoneyInput };

/**
 * What delivering one store's part of an order costs. A store without zones delivers everywhere for
 * its flat fee; with zones, only where a zone serves the address, for the zone's fee once the
 * zone's minimum is reached. The store's free-delivery threshold, when reached, makes it free.
 */
export function deliveryQuote(input: {
  zones: readonly DeliveryZoneRule[];
  address: DeliveryAddress | null;
  itemsTotal: MoneyInput;
  flatFee: MoneyInput;
  freeDeliveryThreshold: MoneyInput | null;
}): DeliveryQuote {
  const items = toCents(input.itemsTotal);
  const free = input.freeDeliveryThreshold != null && items >= toCents(input.freeDeliveryThreshold);
  if (input.zones.length === 0 || !input.address) {
    return { ok: true, feeCents: free ? 0n : toCents(input.flatFee), estimatedMinutes: null, zoneId: null };
  }
  const zone = zoneFor(input.zones, input.address);
  if (!zone) return { ok: false, reason: 'OUTSIDE_ZONES' };
  if (zone.minOrder != null && items < toCents(zone.minOrder)) return { ok: false, reason: 'BELOW_MINIMUM', minimum: zone.minOrder };
  return { ok: true, feeCents: free ? 0n : toCents(zone.fee), estimatedMinutes: zone.estimatedMinutes, zoneId: zone.id };
}

export interface DeliveryZoneForm {
  name?: string | null;
  kind: DeliveryZoneKind;
  city?: string | null;
  state?: string | null;
  postalPrefix?: string | null;
  fee: string;
  minOrder?: string | null;
  estimatedMinutes: number;
}

export type DeliveryZoneCheck =
  | { ok: true; value: Omit<DeliveryZoneRule, 'id' | 'fee' | 'minOrder'> & { fee: string; minOrder: string | null } }
  | { ok: false; errors: { field: keyof DeliveryZoneForm; message: string }[] };

/** A zone form checked and cleaned (trimmed texts, upper-case UF, canonical money). */
export function checkDeliveryZone(form: DeliveryZoneForm): DeliveryZoneCheck {
  const errors: { field: keyof DeliveryZoneForm; message: string }[] = [];
  const name = (form.name ?? '').trim();
  const city = (form.city ?? '').trim();
  const state = (form.state ?? '').trim().toUpperCase();
  const prefix = (form.postalPrefix ?? '').replace(/\D/g, '');
  const fee = parseMoney(form.fee);
  const minOrder = form.minOrder == null || form.minOrder.trim() === '' ? null : parseMoney(form.minOrder);
  if (!name || name.length > 80) errors.push({ field: 'name', message: DELIVERY_MESSAGES.nameRequired });
  if (form.kind === 'CITY') {
    if (!city) errors.push({ field: 'city', message: DELIVERY_MESSAGES.cityRequired });
    if (!isUf(state)) errors.push({ field: 'state', message: DELIVERY_MESSAGES.stateInvalid });
  } else if (!/^\d{1,8}$/.test(prefix) || prefix.length !== (form.postalPrefix ?? '').trim().length) {
    errors.push({ field: 'postalPrefix', message: DELIVERY_MESSAGES.prefixInvalid });
  }
  if (fee == null || toCents(fee) < 0n) errors.push({ field: 'fee', message: DELIVERY_MESSAGES.feeInvalid });
  if (minOrder === null && form.minOrder != null && form.minOrder.trim() !== '') errors.push({ field: 'minOrder', message: DELIVERY_MESSAGES.minOrderInvalid });
  if (minOrder != null && toCents(minOrder) < 0n) errors.push({ field: 'minOrder', message: DELIVERY_MESSAGES.minOrderInvalid });
  if (!Number.isInteger(form.estimatedMinutes) || form.estimatedMinutes < 1 || form.estimatedMinutes > 10_080) {
    errors.push({ field: 'estimatedMinutes', message: DELIVERY_MESSAGES.minutesInvalid });
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      kind: form.kind,
      city: form.kind === 'CITY' ? city : null,
      state: form.kind === 'CITY' ? state : null,
      postalPrefix: form.kind === 'POSTAL_PREFIX' ? prefix : null,
      fee: fee!,
      minOrder,
      estimatedMinutes: form.estimatedMinutes,
    },
  };
}

export type StoreDeliveryCheck =
  | { ok: true; value: { deliveryFee: string; freeDeliveryThreshold: string | null } }
  | { ok: false; errors: { field: 'deliveryFee' | 'freeDeliveryThreshold'; message: string }[] };

/** A store's flat fee (R$ 0,00 or more) and free-delivery threshold (above zero, or empty: never). */
export function checkStoreDelivery(form: { deliveryFee: string; freeDeliveryThreshold?: string | null }): StoreDeliveryCheck {
  const errors: { field: 'deliveryFee' | 'freeDeliveryThreshold'; message: string }[] = [];
  const fee = parseMoney(form.deliveryFee);
  if (fee == null || toCents(fee) < 0n) errors.push({ field: 'deliveryFee', message: DELIVERY_MESSAGES.feeInvalid });
  const thresholdText = form.freeDeliveryThreshold?.trim() ?? '';
  const threshold = thresholdText ? parseMoney(thresholdText) : null;
  if (thresholdText && (threshold == null || toCents(threshold) <= 0n)) errors.push({ field: 'freeDeliveryThreshold', message: DELIVERY_MESSAGES.thresholdInvalid });
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { deliveryFee: fee!, freeDeliveryThreshold: threshold } };
}

/** '40 min', '2 h', '1 h 30 min', '2 dias'. */
export function estimateText(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? 'dia' : 'dias'}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
