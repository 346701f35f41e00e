// The delivery screen's forms (/vendor/delivery-settings): zone form ↔ API input, checked with the
// same rule the API applies (common/delivery.ts), so the messages match.
import { checkDeliveryZone, checkStoreDelivery, estimateText } from '@common/delivery';
import { moneyFieldValue } from '@common/money';
import type { DeliveryZoneFieldsFragment, DeliveryZoneKind, SaveDeliveryZoneInput, UpdateStoreDeliveryInput } from '../../../gql/graphql';

export const DELIVERY_TEXTS = {
  loadError: 'Não foi possível carregar as configurações de entrega.',
  noStore: 'Você ainda não tem uma loja',
  noStoreHint: 'Quando sua loja for aprovada, as configurações de entrega aparecem aqui.',
  feesTitle: 'Taxa e frete grátis',
  feesHint: 'A taxa vale para qualquer endereço enquanto a loja não tiver áreas de entrega.',
  saveFees: 'Salvar taxas',
  feesFailed: 'Não foi possível salvar as taxas. Tente novamente.',
  zonesTitle: 'Áreas de entrega',
  zonesHint: 'Com áreas cadastradas, a loja só entrega nelas: cada uma com sua taxa, pedido mínimo e prazo.',
  zonesEmpty: 'Nenhuma área de entrega',
  zonesEmptyHint: 'Sem áreas, a loja entrega em qualquer endereço pela taxa acima. Cadastre cidades ou faixas de CEP para limitar e cobrar por região.',
  newZone: 'Nova área',
  editZone: 'Editar área',
  saveZone: 'Salvar área',
  zoneFailed: 'Não foi possível salvar a área. Tente novamente.',
  deleteTitle: 'Excluir área de entrega?',
  deleteText: 'Endereços dessa área deixam de ser atendidos (pedidos já feitos não mudam).',
  deleteFailed: 'Não foi possível excluir a área. Tente novamente.',
} as const;

export interface FeesFormValues {
  deliveryFee: string;
  freeDeliveryThreshold: string;
}

export type FeesFormErrors = Partial<Record<keyof FeesFormValues, string>>;

export const KIND_LABELS: Record<DeliveryZoneKind, string> = { CITY: 'Cidade', POSTAL_PREFIX: 'Faixa de CEP' };

export interface ZoneFormValues {
  name: string;
  kind: DeliveryZoneKind;
  city: string;
  state: string;
  postalPrefix: string;
  fee: string;
  minOrder: string;
  estimatedMinutes: string;
  active: boolean;
}

export type ZoneFormErrors = Partial<Record<keyof ZoneFormValues, string>>;

export const EMPTY_ZONE_FORM: ZoneFormValues = {
  name: '',
  kind: 'CITY',
  city: '',
  state: 'MG',
  postalPrefix: '',
  fee: '',
  minOrder: '',
  estimatedMinutes: '60',
  active: true,
};

export function zoneToForm(zone: DeliveryZoneFieldsFragment): ZoneFormValues {
  return {
    name: zone.name,
    kind: zone.kind,
    city: zone.city ?? '',
    state: zone.state ?? 'MG',
    postalPrefix: zone.postalPrefix ?? '',
    fee: moneyFieldValue(zone.fee),
    minOrder: moneyFieldValue(zone.minOrder),
    estimatedMinutes: String(zone.estimatedMinutes),
    active: zone.active,
  };
}

/** The form as the API's input, or the errors to show (nothing is sent while there are any). */
export function zoneFormToInput(form: ZoneFormValues): { input: Omit<SaveDeliveryZoneInput, 'id'> | null; errors: ZoneFormErrors } {
  const minutes = /^\d+$/.test(form.estimatedMinutes.trim()) ? Number(form.estimatedMinutes.trim()) : NaN;
  const check = checkDeliveryZone({ ...form, estimatedMinutes: minutes });
  if (!check.ok) {
    const errors: ZoneFormErrors = {};
    for (const error of check.errors) errors[error.field] ??= error.message;
    return { input: null, errors };
  }
  const { value } = check;
  return {
    input: {
      name: value.name,
      kind: value.kind,
      city: value.city,
      state: value.state,
      postalPrefix: value.postalPrefix,
      fee: value.fee,
      minOrder: value.minOrder,
      estimatedMinutes: value.estimatedMinutes,
      active: form.active,
    },
    errors: {},
  };
}

/** Where a zone delivers: 'Capelinha/MG' or 'CEPs 39680…'. */
export function zonePlaceText(zone: Pick<DeliveryZoneFieldsFragment, 'kind' | 'city' | 'state' | 'postalPrefix'>): string {
  return zone.kind === 'CITY' ? `${zone.city}/${zone.state}` : `CEPs ${zone.postalPrefix}…`;
}

/** The minutes field's hint: how the shopper will read the estimate ('Entrega em 1 h 30 min'). */
export function minutesHint(text: string): string {
  const minutes = Number(text.trim());
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 10_080 ? `O cliente verá: ${estimateText(minutes)}` : 'Em minutos (ex.: 90 = 1 h 30 min)';
}

/** The fee form as the API's input, or the errors to show (the API's own rule and messages). */
export function feesFormToInput(form: FeesFormValues): { input: UpdateStoreDeliveryInput | null; errors: FeesFormErrors } {
  const check = checkStoreDelivery(form);
  if (check.ok) return { input: check.value, errors: {} };
  const errors: FeesFormErrors = {};
  for (const error of check.errors) errors[error.field] ??= error.message;
  return { input: null, errors };
}
