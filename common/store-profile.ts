// A store's public profile (docs/decisions.md, "Configurações da loja"): the checks of the vendor's
// settings form (name, description, phones, address, opening hours per weekday) and how the hours
// read on the store page. Pure: the API applies it; the vendor screen shows the same messages.
import { isPhoneNumber, onlyDigits } from './masks';
import { validateAddress, type AddressForm, type AddressValues } from './address';

export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export const STORE_PROFILE_MESSAGES = {
  nameInvalid: 'Informe o nome da loja (2 a 80 caracteres)',
  descriptionTooLong: 'A descrição pode ter até 1.000 caracteres',
  phoneInvalid: 'Telefone inválido',
  hoursInvalid: (day: string) => `${day}: informe abertura e fechamento (HH:MM), com o fechamento depois da abertura`,
  saved: 'Dados da loja salvos',
  logoSaved: 'Logo atualizado',
} as const;

export interface OpeningHours {
  /** 0 = domingo … 6 = sábado. */
  weekday: number;
  opens: string;
  closes: string;
}

export interface StoreProfileForm {
  name: string;
  description?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  /** Empty (every field blank) means no street address on the page. */
  address?: AddressForm | null;
  openingHours?: readonly OpeningHours[] | null;
}

export interface StoreProfileValues {
  name: string;
  description: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: Omit<AddressValues, 'label'> | null;
  city: string | null;
  openingHours: OpeningHours[];
}

export type StoreProfileField = 'name' | 'description' | 'phone' | 'whatsapp' | 'openingHours' | `address.${string}`;
export type StoreProfileCheck = { ok: true; value: StoreProfileValues } | { ok: false; errors: { field: StoreProfileField; message: string }[] };

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankAddress = (a: AddressForm | null | undefined) => !a || Object.values(a).every((v) => v == null || String(v).trim() === '');

export function checkStoreProfile(form: StoreProfileForm): StoreProfileCheck {
  const errors: { field: StoreProfileField; message: string }[] = [];
  const name = form.name.trim();
  if (name.length < 2 || name.length > 80) errors.push({ field: 'name', message: STORE_PROFILE_MESSAGES.nameInvalid });
  const description = (form.description ?? '').trim();
  if (description.length > 1000) errors.push({ field: 'description', message: STORE_PROFILE_MESSAGES.descriptionTooLong });
  const phone = (field: 'phone' | 'whatsapp') => {
    const digits = onlyDigits(form[field]);
    if (digits && !isPhoneNumber(digits)) errors.push({ field, message: STORE_PROFILE_MESSAGES.phoneInvalid });
    return digits || null;
  };
  const phoneValue = phone('phone');
  const whatsappDigits = phone('whatsapp');
  let address: StoreProfileValues['address'] = null;
  if (!blankAddress(form.address)) {
    const checked = validateAddress({ ...form.address, label: null });
    if (checked.ok) {
      const { label: _label, ...rest } = checked.value;
      address = rest;
    } else for (const e of checked.errors) errors.push({ field: `address.${e.field}`, message: e.message });
  }
  const hours = [...(form.openingHours ?? [])].sort((a, b) => a.weekday - b.weekday);
  const seen = new Set<number>();
  for (const h of hours) {
    const valid = Number.isInteger(h.weekday) && h.weekday >= 0 && h.weekday <= 6 && !seen.has(h.weekday) && TIME_RE.test(h.opens) && TIME_RE.test(h.closes) && h.closes > h.opens;
    if (!valid) errors.push({ field: 'openingHours', message: STORE_PROFILE_MESSAGES.hoursInvalid(WEEKDAYS[h.weekday] ?? 'Dia') });
    seen.add(h.weekday);
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { name, description: description || null, phone: phoneValue, whatsapp: whatsappDigits, address, city: address?.city ?? null, openingHours: hours.map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })) } };
}

/** The store page's lines: 'Segunda: 08:00 às 18:00', 'Domingo: fechado'. */
export function openingHoursLines(hours: readonly OpeningHours[]): string[] {
  return WEEKDAYS.map((day, weekday) => {
    const h = hours.find((x) => x.weekday === weekday);
    return h ? `${day}: ${h.opens} às ${h.closes}` : `${day}: fechado`;
  });
}
