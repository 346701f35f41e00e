// /vendor/settings in GraphQL: the store's public profile (address, opening hours, WhatsApp) on the
// Store type, and the mutations that change it (api/merchant/store-profile.ts).
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { Store, storePayload } from '../../catalog/schema/index.js';
import type { OpeningHours } from '../../../common/store-profile.js';
import { updateStoreLogo, updateStoreProfile, type StoreProfileResult } from '../store-profile.js';

interface StoreAddressShape {
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
}

const StoreAddress = builder.objectRef<StoreAddressShape>('StoreAddress').implement({
  fields: (t) => ({
    postalCode: t.exposeString('postalCode'),
    street: t.exposeString('street'),
    number: t.exposeString('number'),
    complement: t.exposeString('complement', { nullable: true }),
    district: t.exposeString('district'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
  }),
});

const StoreHours = builder.objectRef<OpeningHours>('StoreHours').implement({
  description: 'Horário de um dia da semana; um dia ausente é fechado.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 = domingo … 6 = sábado.' }),
    opens: t.exposeString('opens', { description: 'HH:MM' }),
    closes: t.exposeString('closes', { description: 'HH:MM' }),
  }),
});

builder.prismaObjectFields('Store', (t) => ({
  address: t.field({ type: StoreAddress, nullable: true, description: 'Endereço da loja.', resolve: (s) => (s.address as StoreAddressShape | null) ?? null }),
  openingHours: t.field({ type: [StoreHours], resolve: (s) => (Array.isArray(s.openingHours) ? (s.openingHours as unknown as OpeningHours[]) : []) }),
}));

const StoreProfilePayload = storePayload('StoreProfilePayload');

const StoreAddressInput = builder.inputType('StoreAddressInput', {
  fields: (t) => ({
    postalCode: t.string({ required: false }),
    street: t.string({ required: false }),
    number: t.string({ required: false }),
    complement: t.string({ required: false }),
    district: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
  }),
});

const StoreHoursInput = builder.inputType('StoreHoursInput', {
  fields: (t) => ({ weekday: t.int(), opens: t.string(), closes: t.string() }),
});

const UpdateStoreProfileInput = builder.inputType('UpdateStoreProfileInput', {
  description: 'Os dados públicos da loja. Endereço todo vazio: sem endereço; dias ausentes em openingHours: fechado.',
  fields: (t) => ({
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins.' }),
    name: t.string(),
    description: t.string({ required: false }),
    phone: t.string({ required: false }),
    whatsapp: t.string({ required: false }),
    address: t.field({ type: StoreAddressInput, required: false }),
    openingHours: t.field({ type: [StoreHoursInput], required: false }),
  }),
});

builder.mutationField('updateStoreProfile', (t) =>
  t.field({
    type: StoreProfilePayload,
    description: 'Nome, descrição, telefones, endereço e horários da loja de quem chama (aparecem na página da loja).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateStoreProfileInput }) },
    resolve: (_root, { input }, ctx) => updateStoreProfile(ctx, ctx.viewer!, { ...input, storeId: input.storeId?.id ?? null }),
  }),
);

const UpdateStoreLogoInput = builder.inputType('UpdateStoreLogoInput', {
  fields: (t) => ({
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins.' }),
    dataUrl: t.string({ description: 'PNG, JPEG ou WebP até 2 MB (data URL); gravado em WebP de até 400 px.' }),
  }),
});

builder.mutationField('updateStoreLogo', (t) =>
  t.field({
    type: StoreProfilePayload,
    description: 'Troca o logo da loja de quem chama.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateStoreLogoInput }) },
    resolve: (_root, { input }, ctx) => updateStoreLogo(ctx, ctx.viewer!, input.dataUrl, input.storeId?.id),
  }),
);
