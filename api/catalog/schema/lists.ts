// The catalogue's GraphQL schema: segments and stores lists (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { PUBLIC_STORE_WHERE, storeAccessWhere } from '../access.js';
import { FALLBACK_SEGMENTS } from '../fallback-segments.js';
import { paging } from '../../schema/paging.js';
import { compareSegments } from '../../../common/segments.js';
import { Segment } from './segments.js';
import { PRODUCT_PAGE_SIZE } from './shared.js';
import { Store } from './stores.js';

export const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

builder.queryField('segments', (t) =>
  t.prismaField({
    type: [Segment],
    description: 'Segmentos ativos pela ordem definida pelos admins e depois pelo nome; sem nenhum ativo, a lista padrão da spec (isFallback = true).',
    resolve: async (query, _root, _args, ctx) => {
      const rows = await ctx.prisma.segment.findMany({ ...query, where: { status: 'ACTIVE' } });
      if (rows.length === 0) return FALLBACK_SEGMENTS as typeof rows;
      return rows.sort(compareSegments);
    },
  }),
);

builder.queryField('stores', (t) =>
  t.prismaConnection({
    type: Store,
    cursor: 'slug',
    description: 'Lojas aprovadas ou ativas, em ordem alfabética (pelo slug: sem acentos nem maiúsculas).',
    ...paging(PRODUCT_PAGE_SIZE),
    args: { city: t.arg.string({ required: false, description: 'Só lojas desta cidade (sem diferenciar maiúsculas).' }) },
    resolve: (query, _root, { city }, ctx) =>
      ctx.prisma.store.findMany({
        ...query,
        where: { ...PUBLIC_STORE_WHERE, ...(city?.trim() ? { city: { equals: city.trim(), mode: 'insensitive' } } : {}) },
        orderBy: { slug: 'asc' },
      }),
    totalCount: (_root, args, ctx) => {
      const city = (args as { city?: string | null }).city?.trim();
      return ctx.prisma.store.count({ where: { ...PUBLIC_STORE_WHERE, ...(city ? { city: { equals: city, mode: 'insensitive' } } : {}) } });
    },
  }, { name: 'StoreConnection' }, { name: 'StoreEdge' }),
);

builder.queryField('store', (t) =>
  t.prismaField({
    type: Store,
    nullable: true,
    description: 'Uma loja pelo ID global; null quando não existe ou não está visível.',
    args: { id: t.arg.globalID({ for: Store }) },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.store.findFirst({ ...query, where: { id: id.id, AND: [storeAccessWhere(ctx.viewer)] } }),
  }),
);

builder.queryField('storeBySlug', (t) =>
  t.prismaField({
    type: Store,
    nullable: true,
    args: { slug: t.arg.string() },
    resolve: (query, _root, { slug }, ctx) =>
      ctx.prisma.store.findFirst({ ...query, where: { slug: slug.trim().toLowerCase(), AND: [storeAccessWhere(ctx.viewer)] } }),
  }),
);
