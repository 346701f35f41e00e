// Site settings, banners and banner settings in GraphQL: read by everyone; site settings are
// changed by admins and pushed to every open page (siteSettingsChanged).
import { builder } from '../schema/builder.js';
import { payloadType, type UserErrorShape } from '../schema/user-error.js';
import { uuidOrNoRow } from '../schema/global-id.js';
import {
  readBannerSettings,
  readSiteSettings,
  updateSiteSettings,
  type BannerSettingsShape,
  type SiteSettingsShape,
} from './site-settings.js';
import { topics } from '../shared/topics.js';

const SiteSettings = builder.objectRef<SiteSettingsShape>('SiteSettings').implement({
  description: 'Logos e favicon do site (site_settings). Campos vazios: o app usa o nome do produto em texto e o favicon padrão.',
  fields: (t) => ({
    siteName: t.exposeString('siteName', { nullable: true, description: "Nome do site no cabeçalho e no título das páginas; null = 'Clube Local'." }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    logoVariantUrl: t.exposeString('logoVariantUrl', { nullable: true, description: 'Variante usada na tela de login.' }),
    faviconUrl: t.exposeString('faviconUrl', { nullable: true }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Use como versão na URL do favicon para evitar cache.',
      resolve: (s) => s.updatedAt,
    }),
  }),
});

const BannerSettings = builder.objectRef<BannerSettingsShape>('BannerSettings').implement({
  description: 'Configuração do carrossel (banner_global_settings); sem registro vale o padrão: autoplay, 5000 ms, indicadores e navegação.',
  fields: (t) => ({
    autoplayEnabled: t.exposeBoolean('autoplayEnabled'),
    transitionMs: t.exposeInt('transitionMs'),
    showIndicators: t.exposeBoolean('showIndicators'),
    showNavigation: t.exposeBoolean('showNavigation'),
  }),
});

/** Active and inside the schedule (the rule of common/banners.ts, bannerState = LIVE, as a filter). */
const liveBannerWhere = (now: Date) => ({
  active: true,
  AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }],
});

export const Banner = builder.prismaNode('Banner', {
  id: { field: 'id' },
  nullable: true,
  description: 'Banner do carrossel da home (banner_settings).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : liveBannerWhere(new Date())) }),
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    position: t.exposeInt('position'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    ctaText: t.exposeString('ctaText', { nullable: true }),
    ctaLink: t.exposeString('ctaLink', { nullable: true }),
    desktopImageUrl: t.exposeString('desktopImageUrl', { nullable: true }),
    mobileImageUrl: t.exposeString('mobileImageUrl', { nullable: true, description: 'Abaixo de 768 px.' }),
    backgroundGradient: t.exposeString('backgroundGradient', { nullable: true, description: 'CSS (ex.: linear-gradient(...)), ou null.' }),
  }),
});

builder.queryFields((t) => ({
  siteSettings: t.field({
    type: SiteSettings,
    description: 'Logos e favicon; todos null quando ainda não configurados.',
    resolve: (_root, _args, ctx) => readSiteSettings(ctx.prisma),
  }),
  banners: t.prismaField({
    type: [Banner],
    description: 'Banners no ar (ativos e dentro do agendamento), na ordem de exibição.',
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.banner.findMany({ ...query, where: liveBannerWhere(new Date()), orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] }),
  }),
  bannerSettings: t.field({
    type: BannerSettings,
    resolve: (_root, _args, ctx) => readBannerSettings(ctx.prisma),
  }),
}));

const UpdateSiteSettingsInput = builder.inputType('UpdateSiteSettingsInput', {
  description: 'Campos omitidos ficam como estão; null ou "" apaga. Imagem: http(s)://, blob:, data:image/ ou /caminho.',
  fields: (t) => ({
    siteName: t.string({ required: false, description: 'De 2 a 40 caracteres.' }),
    logoUrl: t.string({ required: false }),
    logoVariantUrl: t.string({ required: false }),
    faviconUrl: t.string({ required: false }),
  }),
});

const UpdateSiteSettingsPayload = payloadType<{ settings: SiteSettingsShape | null; userErrors: UserErrorShape[] }>('UpdateSiteSettingsPayload', {
    fields: (t) => ({
      siteSettings: t.field({ type: SiteSettings, nullable: true, resolve: (p) => p.settings }),
    }),
  });

builder.mutationField('updateSiteSettings', (t) =>
  t.field({
    type: UpdateSiteSettingsPayload,
    description: 'Somente admin. Publica a mudança em siteSettingsChanged e registra na auditoria.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateSiteSettingsInput }) },
    resolve: (_root, { input }, ctx) => updateSiteSettings(ctx, ctx.viewer!, input),
  }),
);

builder.subscriptionField('siteSettingsChanged', (t) =>
  t.field({
    type: SiteSettings,
    description: 'As configurações do site a cada alteração (qualquer visitante pode assinar).',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe(topics.siteSettings),
    resolve: (payload) => payload as SiteSettingsShape,
  }),
);
