// /vendor/customers in GraphQL: the caller's store's customers (admins: any store's), paged.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { paging, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schema/paging.js';
import { Store } from '../../catalog/schema/index.js';
import { managedStoresWhere } from '../access.js';
import { storeCustomerCount, storeCustomers, type StoreCustomer } from '../customers.js';

const VendorCustomer = builder.objectRef<StoreCustomer>('VendorCustomer').implement({
  description: 'Quem comprou da loja: só as compras e os pontos nesta loja (nada de outras lojas).',
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true, description: 'Para combinar a entrega.' }),
    ordersCount: t.exposeInt('ordersCount', { description: 'Pedidos não cancelados nesta loja.' }),
    totalSpent: t.field({ type: 'Decimal', resolve: (c) => c.totalSpent }),
    lastOrderAt: t.field({ type: 'DateTime', resolve: (c) => c.lastOrderAt }),
    pointsEarned: t.exposeInt('pointsEarned', { description: 'Pontos ganhos nesta loja (compras no app e no balcão, menos estornos).' }),
  }),
});

builder.queryField('vendorCustomers', (t) =>
  t.connection(
    {
      type: VendorCustomer,
      description: 'Clientes da loja de quem consulta (admins: de storeId), do pedido mais recente ao mais antigo.',
      authScopes: { signedIn: true },
      validate: paging().validate,
      args: {
        storeId: t.arg.globalID({ for: Store, required: false, description: 'Só admins.' }),
        search: t.arg.string({ required: false, description: 'Parte do nome (sem acentos nem maiúsculas).' }),
      },
      resolve: async (_root, args, ctx) => {
        const store = await ctx.prisma.store.findFirst({ where: managedStoresWhere(ctx.viewer!, args.storeId?.id), orderBy: { createdAt: 'asc' }, select: { id: true } });
        const search = args.search ?? '';
        if (!store) return { ...(await resolveOffsetConnection({ args }, () => [])), totalCount: 0 };
        const [connection, totalCount] = await Promise.all([
          resolveOffsetConnection({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE }, ({ limit, offset }) => storeCustomers(ctx.prisma, store.id, search, limit, offset)),
          storeCustomerCount(ctx.prisma, store.id, search),
        ]);
        return { ...connection, totalCount };
      },
    },
    {
      name: 'VendorCustomerConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }) }),
    },
    { name: 'VendorCustomerEdge' },
  ),
);
