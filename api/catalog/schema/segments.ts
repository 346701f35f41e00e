// The catalogue's GraphQL schema: segments (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { uuidOrNoRow } from '../../schema/global-id.js';

export const Segment = builder.prismaNode('Segment', {
  id: { field: 'id' },
  nullable: true,
  description: 'Segmento (categoria) do marketplace: Material de Construção, Elétrica, ...',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' as const }) }),
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'Valor do parâmetro `categoria` do /explore.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    isFallback: t.boolean({
      description: 'true na lista padrão usada quando não há segmentos ativos (esses não existem no banco).',
      resolve: (s) => (s as { isFallback?: boolean }).isFallback === true,
    }),
  }),
});
