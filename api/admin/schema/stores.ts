// Partner stores for the admins in GraphQL: the list with status and search. The decisions on
// them are in approvals.ts.
import { builder } from '../../schema/builder.js';
import { paging } from '../../schema/paging.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { StoreStatus } from '../../generated/prisma/enums.js';
import type { Viewer } from '../../schema/context.js';
import { Store } from '../../catalog/schema/index.js';
import { User } from '../../accounts/schema.js';

const StoreStatusEnum = builder.enumType(StoreStatus, {
  name: 'StoreStatus',
  description: 'PENDING = em análise; APPROVED/ACTIVE = aprovada (vende); SUSPENDED = suspensa; REJECTED = recusada.',
});

const managesOrAdmin = (viewer: Viewer | null, ownerId: string) => !!viewer && (viewer.isAdmin || viewer.id === ownerId);

builder.prismaObjectFields('Store', (t) => ({
  status: t.expose('status', { type: StoreStatusEnum, description: 'Só lojas aprovadas aparecem para o público; o dono e os admins veem as outras.' }),
  statusReason: t.string({
    nullable: true,
    description: 'Por que a loja foi recusada ou suspensa (só o dono e os admins).',
    select: { statusReason: true, ownerId: true },
    resolve: (s, _args, ctx) => (managesOrAdmin(ctx.viewer, s.ownerId) ? s.statusReason : null),
  }),
  cnpj: t.string({
    nullable: true,
    description: 'Só o dono e os admins.',
    select: { cnpj: true, ownerId: true },
    resolve: (s, _args, ctx) => (managesOrAdmin(ctx.viewer, s.ownerId) ? s.cnpj : null),
  }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  owner: t.relation('owner', { type: User, authScopes: { admin: true }, description: 'Só admins.' }),
  productCount: t.relationCount('products', { authScopes: { admin: true }, description: 'Todos os produtos da loja, em qualquer situação (só admins).' }),
}));

interface AdminStoreArgs {
  status?: StoreStatus | null;
  search?: string | null;
}

function adminStoreWhere(args: AdminStoreArgs): Prisma.StoreWhereInput {
  const term = args.search?.trim();
  const digits = term?.replace(/\D/g, '');
  return {
    // Aprovadas includes the legacy ACTIVE stores, which sell the same way.
    ...(args.status === 'APPROVED' ? { status: { in: ['APPROVED', 'ACTIVE'] } } : args.status ? { status: args.status } : {}),
    ...(term
      ? {
          OR: [
            { name: { contains: term, mode: 'insensitive' } },
            { owner: { name: { contains: term, mode: 'insensitive' } } },
            { owner: { email: { contains: term, mode: 'insensitive' } } },
            ...(digits && digits.length >= 3 ? [{ cnpj: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
}

builder.queryField('adminStores', (t) =>
  t.prismaConnection(
    {
      type: Store,
      cursor: 'id',
      description: 'Lojas parceiras (admins): em análise das mais antigas às mais novas; as demais das mais novas às mais antigas.',
      authScopes: { admin: true },
      ...paging(),
      args: {
        status: t.arg({ type: StoreStatusEnum, required: false }),
        search: t.arg.string({ required: false, description: 'Parte do nome da loja, do nome ou e-mail do dono, ou do CNPJ.' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.store.count({ where: adminStoreWhere(args) }),
      resolve: (query, _root, args, ctx) => {
        const direction = args.status === 'PENDING' ? 'asc' : 'desc';
        return ctx.prisma.store.findMany({ ...query, where: adminStoreWhere(args), orderBy: [{ createdAt: direction }, { id: direction }] });
      },
    },
    { name: 'AdminStoreConnection' },
    { name: 'AdminStoreEdge' },
  ),
);
