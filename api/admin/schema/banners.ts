// Banners and the admins' image uploads in GraphQL: every banner with its schedule and state,
// create/edit/delete, and one upload for banners, segments, logos and favicon.
// Rules: api/admin/banners.ts, api/admin/images.ts, common/banners.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType, refusable, type UserErrorShape } from '../../schema/user-error.js';
import { Banner } from '../../settings/schema.js';
import { bannerState } from '../../../common/banners.js';
import { deleteBanner, saveBanner, type BannerResult } from '../banners.js';
import { storeAdminImage } from '../images.js';

const BannerStateEnum = builder.enumType('BannerState', {
  description: 'LIVE = na home agora; SCHEDULED = começa depois; ENDED = passou do fim; INACTIVE = desligado.',
  values: ['LIVE', 'SCHEDULED', 'ENDED', 'INACTIVE'] as const,
});

builder.prismaObjectFields('Banner', (t) => ({
  startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true, description: 'Aparece a partir de (vazio: já).' }),
  endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'Some a partir de (vazio: nunca).' }),
  state: t.field({ type: BannerStateEnum, resolve: (b) => bannerState(b, new Date()) }),
}));

builder.queryField('adminBanners', (t) =>
  t.prismaField({
    type: [Banner],
    description: 'Todos os banners, na ordem de exibição, com os agendados e encerrados (admins).',
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.banner.findMany({ ...query, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] }),
  }),
);

const BannerPayload = payloadType<BannerResult>('BannerPayload', {
  entity: { banner: { type: Banner, id: 'bannerId' } },
  fields: (t) => ({
    deletedBannerId: t.id({ nullable: true, resolve: (p) => (p.deletedBannerId ? encodeGlobalID('Banner', p.deletedBannerId) : null) }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const SaveBannerInput = builder.inputType('SaveBannerInput', {
  description: 'Sem id cria; com id altera. Imagens: URLs devolvidas por uploadAdminImage.',
  fields: (t) => ({
    id: t.globalID({ for: Banner, required: false }),
    title: t.string(),
    subtitle: t.string({ required: false }),
    ctaText: t.string({ required: false, description: 'Texto do botão (com ctaLink).' }),
    ctaLink: t.string({ required: false, description: 'Caminho do site (/explore) ou https://.' }),
    desktopImageUrl: t.string({ required: false }),
    mobileImageUrl: t.string({ required: false, description: 'Abaixo de 768 px (vazio: a de computador).' }),
    position: t.int({ description: 'Ordem (0 primeiro).' }),
    active: t.boolean(),
    startsAt: t.field({ type: 'DateTime', required: false }),
    endsAt: t.field({ type: 'DateTime', required: false }),
  }),
});

builder.mutationFields((t) => ({
  saveBanner: t.field({
    type: BannerPayload,
    description: 'Cria ou altera um banner (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: SaveBannerInput }) },
    resolve: (_root, { input }, ctx) => saveBanner(ctx, ctx.viewer!, { ...input, id: input.id?.id ?? null }),
  }),
  deleteBanner: t.field({
    type: BannerPayload,
    description: 'Exclui um banner (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ for: Banner }) },
    resolve: (_root, args, ctx) => deleteBanner(ctx, ctx.viewer!, args.id.id),
  }),
}));

const AdminImageKindEnum = builder.enumType('AdminImageKind', {
  description: 'Onde a imagem vai: BANNER_DESKTOP (até 1920 px), BANNER_MOBILE (900 px), SEGMENT (600 px), LOGO (600 px), FAVICON (PNG 64 px).',
  values: ['BANNER_DESKTOP', 'BANNER_MOBILE', 'SEGMENT', 'LOGO', 'FAVICON'] as const,
});

const UploadAdminImagePayload = payloadType<{ url: string | null; userErrors: UserErrorShape[] }>('UploadAdminImagePayload', {
  fields: (t) => ({ url: t.string({ nullable: true, resolve: (p) => p.url }) }),
});

builder.mutationField('uploadAdminImage', (t) =>
  t.field({
    type: UploadAdminImagePayload,
    description: 'Guarda uma imagem do painel (data URL PNG, JPEG ou WebP, até 2 MB), reprocessada sem EXIF no tamanho do lugar (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: builder.inputType('UploadAdminImageInput', { fields: (f) => ({ dataUrl: f.string(), kind: f.field({ type: AdminImageKindEnum }) }) }) }) },
    resolve: (_root, { input }, ctx) =>
      refusable<{ url: string | null; userErrors: UserErrorShape[] }>(
        async () => ({ url: await storeAdminImage(ctx, input.dataUrl, input.kind), userErrors: [] }),
        (userErrors) => ({ url: null, userErrors }),
      ),
  }),
);
