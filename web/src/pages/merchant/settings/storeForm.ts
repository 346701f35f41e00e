// The store settings form (/vendor/settings): form ↔ API input, checked with the API's rule
// (common/store-profile.ts) so the messages match.
import { maskCep, maskPhone } from '@common/masks';
import { checkStoreProfile, WEEKDAYS } from '@common/store-profile';
import type { StoreProfileFieldsFragment, UpdateStoreProfileInput } from '../../../gql/graphql';

export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

export interface StoreFormValues {
  name: string;
  description: string;
  phone: string;
  whatsapp: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  hours: DayHours[];
}

export type StoreFormErrors = Partial<Record<Exclude<keyof StoreFormValues, 'hours'> | 'openingHours', string>>;

export function storeToForm(store: StoreProfileFieldsFragment): StoreFormValues {
  const a = store.address;
  return {
    name: store.name,
    description: store.description ?? '',
    phone: maskPhone(store.phone),
    whatsapp: maskPhone(store.whatsapp),
    postalCode: maskCep(a?.postalCode),
    street: a?.street ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? '',
    district: a?.district ?? '',
    city: a?.city ?? store.city ?? '',
    state: a?.state ?? 'MG',
    hours: WEEKDAYS.map((_, weekday) => {
      const h = store.openingHours.find((x) => x.weekday === weekday);
      return h ? { open: true, opens: h.opens, closes: h.closes } : { open: false, opens: '08:00', closes: '18:00' };
    }),
  };
}

export function storeFormToInput(form: StoreFormValues): { input: UpdateStoreProfileInput | null; errors: StoreFormErrors } {
  const addressFields = { postalCode: form.postalCode, street: form.street, number: form.number, complement: form.complement, district: form.district, city: form.city };
  // A form with no address typed keeps the UF's default out of it: no address at all.
  const address = Object.values(addressFields).some((v) => v.trim()) ? { ...addressFields, state: form.state } : null;
  const input: UpdateStoreProfileInput = {
    name: form.name,
    description: form.description,
    phone: form.phone,
    whatsapp: form.whatsapp,
    address,
    openingHours: form.hours.flatMap((h, weekday) => (h.open ? [{ weekday, opens: h.opens, closes: h.closes }] : [])),
  };
  const check = checkStoreProfile({ ...input, address: input.address ?? null, openingHours: input.openingHours ?? [] });
  if (check.ok) return { input, errors: {} };
  const errors: StoreFormErrors = {};
  for (const e of check.errors) {
    const key = (e.field.startsWith('address.') ? e.field.slice('address.'.length) : e.field) as keyof StoreFormErrors;
    errors[key] ??= e.message;
  }
  return { input: null, errors };
}

/** A userError's field ('address.city') as the form's key ('city'). */
export const formKey = (field: string) => (field.startsWith('address.') ? field.slice('address.'.length) : field);
