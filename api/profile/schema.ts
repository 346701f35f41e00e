// The profile area in GraphQL: avatar, e-mail and password changes, signing out of every device,
// and favourites. Name and phone are updateProfile (accounts). Every change that alters the
// profile is published on viewerChanged, so other open tabs update.
import { builder } from '../schema/builder.js';
import { payloadType, type UserErrorShape } from '../schema/user-error.js';
import { Product } from '../catalog/schema/index.js';
import { productAccessWhere } from '../catalog/access.js';
import { viewerProductState } from '../catalog/index.js';
import { removeAvatar, uploadAvatar } from './avatar.js';
import { changeEmail, changePassword, signOutEverywhere } from './account.js';
import { toggleFavorite, type FavoriteResult } from './favorites.js';

const NO_ROW = '00000000-0000-0000-0000-000000000000';

interface ProfilePayloadShape {
  userId: string;
  userErrors: UserErrorShape[];
}

const ProfilePayload = payloadType<ProfilePayloadShape>('ProfilePayload', {
  description: 'O perfil depois da alteração, ou os erros de validação.',
  entity: { user: { type: 'User', id: 'userId', nullable: false } },
});

// --- avatar -----------------------------------------------------------------------------------

const UploadAvatarInput = builder.inputType('UploadAvatarInput', {
  fields: (t) => ({
    dataUrl: t.string({
      description:
        'A imagem como data URL base64 (data:image/png|jpeg|webp;base64,...), até 2 MB. O limite de 1 MB do corpo HTTP vale antes: ' +
        'reduza a foto no cliente (o app envia 512 px).',
    }),
  }),
});

builder.mutationField('uploadAvatar', (t) =>
  t.field({
    description: 'Troca a foto do perfil (servida em /uploads/avatars/...). A foto anterior é apagada.',
    type: ProfilePayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UploadAvatarInput }) },
    resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer!.id, userErrors: await uploadAvatar(ctx, ctx.viewer!.id, input.dataUrl) }),
  }),
);

builder.mutationField('removeAvatar', (t) =>
  t.field({
    description: 'Remove a foto do perfil.',
    type: ProfilePayload,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ userId: ctx.viewer!.id, userErrors: await removeAvatar(ctx, ctx.viewer!.id) }),
  }),
);

// --- e-mail, password, sessions -------------------------------------------------------------------

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  fields: (t) => ({
    email: t.string({ description: 'O novo email.' }),
    currentPassword: t.string({ description: 'A senha atual (obrigatória para trocar o email).' }),
  }),
});

builder.mutationField('changeEmail', (t) =>
  t.field({
    description: "Troca o email da conta. Exige a senha atual ('Senha incorreta'); o email antigo recebe um aviso.",
    type: ProfilePayload,
    authScopes: { person: true },
    args: { input: t.arg({ type: ChangeEmailInput }) },
    resolve: async (_root, { input }, ctx) => ({ userId: ctx.viewer!.id, userErrors: await changeEmail(ctx, ctx.viewer!.id, input) }),
  }),
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string(),
    newPassword: t.string({ description: 'Pelo menos 6 caracteres.' }),
    confirmPassword: t.string(),
  }),
});

const ChangePasswordPayload = payloadType<{ userErrors: UserErrorShape[] }>('ChangePasswordPayload', {
  fields: (t) => ({
    ok: t.boolean({ resolve: (p) => p.userErrors.length === 0 }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    description: 'Troca a senha (senha atual + nova + confirmação). As outras sessões são encerradas; esta continua.',
    type: ChangePasswordPayload,
    authScopes: { person: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ userErrors: await changePassword(ctx, ctx.viewer!.id, input) }),
  }),
);

const SignOutEverywherePayload = builder
  .objectRef<{ revokedSessions: number }>('SignOutEverywherePayload')
  .implement({
    fields: (t) => ({
      signedOut: t.boolean({ resolve: () => true }),
      revokedSessions: t.exposeInt('revokedSessions', { description: 'Quantas sessões foram encerradas (incluindo esta).' }),
    }),
  });

builder.mutationField('signOutEverywhere', (t) =>
  t.field({
    description: 'Sair de todos os dispositivos: encerra todas as sessões da conta, inclusive a atual.',
    type: SignOutEverywherePayload,
    authScopes: { person: true },
    resolve: async (_root, _args, ctx) => ({ revokedSessions: await signOutEverywhere(ctx, ctx.viewer!.id) }),
  }),
);

// --- favourites -----------------------------------------------------------------------------------

const Favorite = builder.prismaObject('Favorite', {
  description: 'Um produto favoritado e quando.',
  fields: (t) => ({
    product: t.relation('product'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Quando foi favoritado.' }),
  }),
});

builder.prismaObjectField('User', 'favorites', (t) =>
  t.relatedConnection('favorites', {
    description: 'Produtos favoritos, os mais recentes primeiro (produtos que deixaram de estar visíveis não aparecem).',
    cursor: 'userId_productId',
    totalCount: true,
    query: (_args, ctx) => ({
      where: { product: productAccessWhere(ctx.viewer) },
      orderBy: [{ createdAt: 'desc' }, { productId: 'desc' }],
    }),
  }),
);

builder.prismaObjectFields('Product', (t) => ({
  isFavorite: t.boolean({
    description: 'Se o usuário da sessão favoritou o produto (false para visitantes).',
    resolve: async (product, _args, ctx) => (await viewerProductState(ctx, product.id)).favorite,
  }),
}));

const ToggleFavoriteInput = builder.inputType('ToggleFavoriteInput', {
  fields: (t) => ({
    productId: t.globalID({ for: Product, description: 'ID global do produto.' }),
    favorite: t.boolean({ required: false, description: 'true/false define o estado; omitido, alterna.' }),
  }),
});

const ToggleFavoritePayload = payloadType<FavoriteResult>('ToggleFavoritePayload', {
  fields: (t) => ({
    favorited: t.exposeBoolean('favorited', { description: 'O estado depois da operação.' }),
    product: t.prismaField({
      type: 'Product',
      nullable: true,
      resolve: (query, p, _args, ctx) => ctx.prisma.product.findUnique({ ...query, where: { id: p.productId ?? NO_ROW } }),
    }),
  }),
});


builder.mutationField('toggleFavorite', (t) =>
  t.field({
    description: 'Favorita ou desfavorita um produto.',
    type: ToggleFavoritePayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ToggleFavoriteInput }) },
    resolve: (_root, { input }, ctx) => toggleFavorite(ctx, ctx.viewer!.id, input.productId.id, input.favorite),
  }),
);

export { Favorite };
