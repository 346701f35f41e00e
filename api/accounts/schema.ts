// Accounts in GraphQL: the viewer, sign-up/in/out and password recovery. Resolvers stay thin:
// the rules live in the service files next to this one.
import { builder } from '../schema/builder.js';
import { payloadType, type UserErrorShape } from '../schema/user-error.js';
import { Role } from '../generated/prisma/enums.js';
import { signUp, type ProfileType } from './sign-up.js';
import { signIn, signOut } from './sign-in.js';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset.js';
import { updateProfile } from './update-profile.js';
import { topics } from '../shared/topics.js';
import { liveStream } from '../shared/live-stream.js';
import { NO_ROW_ID, uuidOrNoRow } from '../schema/global-id.js';

export const RoleEnum = builder.enumType(Role, {
  name: 'Role',
  description: 'Papel: CONSUMER = consumidor, PROFESSIONAL = profissional, STORE_OWNER = lojista, SELLER = vendedor, ADMIN = admin.',
});

const ProfileTypeEnum = builder.enumType('ProfileType', {
  description: 'Tipo de perfil escolhido no cadastro: consumidor, lojista (Vendedor) ou profissional.',
  values: ['CONSUMER', 'STORE_OWNER', 'PROFESSIONAL'] as const,
});

interface AddressShape {
  street?: string;
  number?: string;
  complement?: string | null;
  district?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

const MainAddress = builder.objectRef<AddressShape>('MainAddress').implement({
  description: 'Endereço principal do perfil (endereco_principal).',
  fields: (t) => ({
    street: t.string({ resolve: (a) => a.street ?? '' }),
    number: t.string({ resolve: (a) => a.number ?? '' }),
    complement: t.string({ nullable: true, resolve: (a) => a.complement ?? null }),
    district: t.string({ resolve: (a) => a.district ?? '' }),
    city: t.string({ resolve: (a) => a.city ?? '' }),
    state: t.string({ resolve: (a) => a.state ?? '' }),
    postalCode: t.string({ resolve: (a) => a.postalCode ?? '' }),
  }),
});

// A profile is readable only by its owner and by admins (row ownership on every node).
export const User = builder.prismaNode('User', {
  id: { field: 'id' },
  // A profile is its owner's and the admins'; to others node(id:) answers as for an unknown ID.
  nullable: true,
  findUnique: (id, ctx) => ({ id: ctx.viewer && (ctx.viewer.isAdmin || ctx.viewer.id === id) ? uuidOrNoRow(id) : NO_ROW_ID }),
  authScopes: (user, ctx) => !!ctx.viewer && (ctx.viewer.id === user.id || ctx.viewer.isAdmin),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    cpf: t.exposeString('cpf', { nullable: true }),
    role: t.expose('role', { type: RoleEnum }),
    isAdmin: t.exposeBoolean('isAdmin'),
    specialty: t.exposeString('specialty', { nullable: true }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    referralCode: t.exposeString('referralCode', { description: 'Código de indicação do próprio usuário.' }),
    mainAddress: t.field({
      type: MainAddress,
      nullable: true,
      select: { mainAddress: true },
      resolve: (user) => (user.mainAddress && typeof user.mainAddress === 'object' ? (user.mainAddress as AddressShape) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    description: 'O usuário da sessão atual, ou null para visitantes.',
    type: 'User',
    nullable: true,
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
);

// --- sign-up -----------------------------------------------------------------------------------

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'Campos do cadastro. Valores com máscara são aceitos; só os dígitos são gravados.',
  fields: (t) => ({
    profileType: t.field({ type: ProfileTypeEnum, required: false }),
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    password: t.string({ required: false }),
    confirmPassword: t.string({ required: false }),
    cpf: t.string({ required: false, description: 'Consumidor e profissional.' }),
    cnpj: t.string({ required: false, description: 'Lojista; aceita o CNPJ alfanumérico.' }),
    phone: t.string({ required: false }),
    storeName: t.string({ required: false, description: 'Lojista.' }),
    specialty: t.string({ required: false, description: 'Profissional.' }),
    referralCode: t.string({ required: false }),
  }),
});

interface AuthPayloadShape {
  userId: string | null;
  token: string | null;
  userErrors: UserErrorShape[];
  referralApplied?: boolean | null;
}

function authPayload(name: string, description: string, extra?: boolean) {
  return payloadType<AuthPayloadShape>(name, {
    entity: { user: { type: 'User', id: 'userId' } },
    fields: (t) => ({
      token: t.string({
        nullable: true,
        description,
        resolve: (p) => p.token,
      }),
      ...(extra
        ? {
            referralApplied: t.boolean({
              nullable: true,
              description: 'null sem código; false quando o código não existe (o cadastro é feito mesmo assim).',
              resolve: (p) => p.referralApplied ?? null,
            }),
          }
        : {}),
    }),
  });
}

const TOKEN_DESCRIPTION =
  'Token da sessão para integradores (`Authorization: Bearer`). Só vem quando `input.bearer` é true; o app web usa o cookie httpOnly.';
const SignUpPayload = authPayload('SignUpPayload', TOKEN_DESCRIPTION, true);
const SignInPayload = authPayload('SignInPayload', TOKEN_DESCRIPTION);

builder.mutationField('signUp', (t) =>
  t.field({
    description: 'Cria a conta (e a loja pendente de um lojista) e já entra na sessão.',
    type: SignUpPayload,
    args: { input: t.arg({ type: SignUpInput }), bearer: t.arg.boolean({ required: false }) },
    resolve: async (_root, { input, bearer }, ctx) => {
      const result = await signUp(ctx, { ...input, profileType: input.profileType as ProfileType | null });
      return { ...result, token: bearer ? result.token : null };
    },
  }),
);

// --- sign-in / sign-out -----------------------------------------------------------------------

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    identifier: t.string({ description: 'Email ou CPF.' }),
    password: t.string(),
    bearer: t.boolean({ required: false, description: 'Devolver o token no payload (integradores).' }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await signIn(ctx, input);
      return { ...result, token: input.bearer ? result.token : null };
    },
  }),
);

const SignOutPayload = builder.objectRef<{ signedOut: boolean }>('SignOutPayload').implement({
  fields: (t) => ({ signedOut: t.exposeBoolean('signedOut') }),
});

builder.mutationField('signOut', (t) =>
  t.field({
    description: 'Encerra a sessão atual (o token deixa de valer).',
    type: SignOutPayload,
    resolve: async (_root, _args, ctx) => ({ signedOut: await signOut(ctx) }),
  }),
);

// --- password recovery ------------------------------------------------------------------------

const ErrorsOnlyPayload = (name: string) =>
  payloadType<{ userErrors: UserErrorShape[] }>(name, {
    fields: (t) => ({
      ok: t.boolean({ resolve: (p) => p.userErrors.length === 0 }),
    }),
  });

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string() }),
});
const RequestPasswordResetPayload = ErrorsOnlyPayload('RequestPasswordResetPayload');

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    description: 'Envia o link de redefinição (válido por 1 hora). Responde igual exista ou não a conta.',
    type: RequestPasswordResetPayload,
    args: { input: t.arg({ type: RequestPasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => ({ userErrors: await requestPasswordReset(ctx, input.email) }),
  }),
);

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string(), confirmPassword: t.string() }),
});
const ResetPasswordPayload = ErrorsOnlyPayload('ResetPasswordPayload');

builder.mutationField('resetPassword', (t) =>
  t.field({
    description: 'Define a nova senha com o token do email; encerra todas as sessões da conta.',
    type: ResetPasswordPayload,
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ userErrors: await resetPassword(ctx, input) }),
  }),
);

builder.queryField('passwordResetTokenValid', (t) =>
  t.boolean({
    description: 'Se o link de redefinição ainda pode ser usado (para a tela avisar antes do envio).',
    args: { token: t.arg.string() },
    resolve: (_root, { token }, ctx) => isResetTokenUsable(ctx.prisma, token),
  }),
);

// --- profile ----------------------------------------------------------------------------------

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    phone: t.string({ required: false, description: 'Com ou sem máscara; 10 ou 11 dígitos.' }),
  }),
});

const UpdateProfilePayload = payloadType<{ userId: string; userErrors: UserErrorShape[] }>('UpdateProfilePayload', {
  entity: { user: { type: 'User', id: 'userId', nullable: false } },
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UpdateProfilePayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.viewer!.id,
      userErrors: await updateProfile(ctx, ctx.viewer!.id, input),
    }),
  }),
);

builder.subscriptionField('viewerChanged', (t) =>
  t.prismaField({
    description:
      'O perfil do usuário da sessão: primeiro o atual (fecha a brecha entre a consulta e a assinatura), ' +
      'depois a cada alteração (mantém outras abas em dia).',
    type: 'User',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const id = ctx.viewer!.id;
      return liveStream(ctx.pubsub, [topics.viewer(id)], () => true, async () => [{ id }]);
    },
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: (payload as { id: string }).id } }),
  }),
);
