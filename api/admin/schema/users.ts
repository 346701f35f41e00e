// User accounts for the admins in GraphQL: the list (search by name, e-mail or CPF; role, admins,
// blocked), what an admin needs to know of a user, promote/demote and block/unblock with a reason.
// Rules: api/admin/users.ts, common/admin-users.ts.
import { builder } from '../../schema/builder.js';
import { paging } from '../../schema/paging.js';
import { payloadType } from '../../schema/user-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Role } from '../../generated/prisma/enums.js';
import { RoleEnum, User } from '../../accounts/schema.js';
import { setUserAdmin, setUserBlocked, type AdminUserResult } from '../users.js';

// The User type is visible to the user and to admins only (api/accounts/schema.ts).
builder.prismaObjectFields('User', (t) => ({
  blocked: t.boolean({ select: { blockedAt: true }, resolve: (u) => u.blockedAt != null }),
  blockedAt: t.expose('blockedAt', { type: 'DateTime', nullable: true }),
  blockedReason: t.exposeString('blockedReason', { nullable: true, description: 'Por que um admin bloqueou a conta.' }),
  orderCount: t.relationCount('orders', { description: 'Pedidos feitos.' }),
  addressCount: t.relationCount('addresses'),
  activeSessionCount: t.relationCount('sessions', { where: { revokedAt: null }, description: 'Sessões abertas (não encerradas; as vencidas entram até expirar).' }),
  storeCount: t.relationCount('stores'),
}));

interface AdminUserArgs {
  search?: string | null;
  role?: Role | null;
  admins?: boolean | null;
  blocked?: boolean | null;
}

function adminUserWhere(args: AdminUserArgs): Prisma.UserWhereInput {
  const term = args.search?.trim();
  const digits = term?.replace(/\D/g, '') ?? '';
  return {
    ...(args.role ? { role: args.role } : {}),
    ...(args.admins != null ? { isAdmin: args.admins } : {}),
    ...(args.blocked != null ? { blockedAt: args.blocked ? { not: null } : null } : {}),
    ...(term
      ? {
          OR: [
            { name: { contains: term, mode: 'insensitive' } },
            { email: { contains: term, mode: 'insensitive' } },
            ...(digits.length >= 3 ? [{ cpf: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
}

builder.queryField('adminUsers', (t) =>
  t.prismaConnection(
    {
      type: User,
      cursor: 'id',
      description: 'Contas do clube, das mais novas às mais antigas (admins).',
      authScopes: { admin: true },
      ...paging(),
      args: {
        search: t.arg.string({ required: false, description: 'Parte do nome, do e-mail ou do CPF.' }),
        role: t.arg({ type: RoleEnum, required: false }),
        admins: t.arg.boolean({ required: false, description: 'true: só administradores; false: só quem não é.' }),
        blocked: t.arg.boolean({ required: false, description: 'true: só bloqueados; false: só ativos.' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.user.count({ where: adminUserWhere(args) }),
      resolve: (query, _root, args, ctx) => ctx.prisma.user.findMany({ ...query, where: adminUserWhere(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'AdminUserConnection' },
    { name: 'AdminUserEdge' },
  ),
);

const AdminUserPayload = payloadType<AdminUserResult>('AdminUserPayload', {
  entity: { user: { type: User, id: 'userId' } },
  fields: (t) => ({
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const SetUserAdminInput = builder.inputType('SetUserAdminInput', {
  fields: (t) => ({
    id: t.globalID({ for: User }),
    admin: t.boolean({ description: 'true promove a administrador; false remove os privilégios.' }),
    reason: t.string({ description: 'Obrigatório (até 500 caracteres); fica no log.' }),
  }),
});

builder.mutationField('setUserAdmin', (t) =>
  t.field({
    type: AdminUserPayload,
    description: 'Promove um usuário a administrador ou remove os privilégios (admins). Ninguém remove os próprios nem os do último admin.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: SetUserAdminInput }) },
    resolve: (_root, { input }, ctx) => setUserAdmin(ctx, ctx.viewer!, { userId: input.id.id, admin: input.admin, reason: input.reason }),
  }),
);

const SetUserBlockedInput = builder.inputType('SetUserBlockedInput', {
  fields: (t) => ({
    id: t.globalID({ for: User }),
    blocked: t.boolean(),
    reason: t.string({ description: 'Obrigatório (até 500 caracteres); fica no log.' }),
  }),
});

builder.mutationField('setUserBlocked', (t) =>
  t.field({
    type: AdminUserPayload,
    description: 'Bloqueia (encerra todas as sessões na hora; o login passa a ser recusado) ou desbloqueia uma conta (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: SetUserBlockedInput }) },
    resolve: (_root, { input }, ctx) => setUserBlocked(ctx, ctx.viewer!, { userId: input.id.id, blocked: input.blocked, reason: input.reason }),
  }),
);
