// Orders' GraphQL schema: the customer (print sheet 'cliente': nome, email, telefone, total_gasto) (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import type { Context } from '../../schema/context.js';
import { fromCents, toCents } from '../../../common/money.js';

export interface CustomerShape {
  userId: string;
  /** The store whose view this is (totalSpent counts that store only); null for the buyer's own view. */
  storeId: string | null;
  name: string;
  email: string;
  phone: string;
}

export const OrderCustomer = builder.objectRef<CustomerShape>('OrderCustomer').implement({
  description: 'Quem comprou (folha do pedido).',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    totalSpent: t.loadable({
      type: 'Decimal',
      description: 'Total gasto em subpedidos entregues (na visão da loja: só nesta loja).',
      load: async (keys: string[], ctx: Context) => {
        const users = [...new Set(keys.map((k) => k.split('|')[0]))];
        const rows = await ctx.prisma.$queryRaw<{ userId: string; storeId: string; total: string }[]>`
          SELECT o."userId"::text AS "userId", s."storeId"::text AS "storeId", SUM(s."total")::text AS "total"
          FROM "SubOrder" s JOIN "Order" o ON o."id" = s."orderId"
          WHERE s."status" = 'DELIVERED' AND o."userId" = ANY(${users}::uuid[])
          GROUP BY 1, 2`;
        return keys.map((key) => {
          const [userId, storeId] = key.split('|');
          const cents = rows.filter((r) => r.userId === userId && (!storeId || r.storeId === storeId)).reduce((sum, r) => sum + toCents(r.total), 0n);
          return fromCents(cents);
        });
      },
      resolve: (c) => `${c.userId}|${c.storeId ?? ''}`,
    }),
  }),
});

export const CUSTOMER_SELECT = { user: { select: { id: true, name: true, email: true, phone: true } } } as const;
export const customerOf = (user: { id: string; name: string; email: string; phone: string }, storeId: string | null): CustomerShape => ({
  userId: user.id,
  storeId,
  name: user.name,
  email: user.email,
  phone: user.phone,
});
