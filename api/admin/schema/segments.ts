// Segments for the admins in GraphQL: every segment (active or not, with its product count),
// create/edit/delete. Rules: api/admin/segments.ts, common/segments.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { Segment } from '../../catalog/schema/index.js';
import { compareSegments } from '../../../common/segments.js';
import { deleteSegment, moveSegmentStep, saveSegment, type SegmentResult } from '../segments.js';

builder.prismaObjectFields('Segment', (t) => ({
  active: t.boolean({ select: { status: true }, resolve: (s) => s.status === 'ACTIVE' }),
  position: t.exposeInt('position', { description: 'Ordem nas listas (0 primeiro; depois o nome).' }),
  productCount: t.relationCount('products', { authScopes: { admin: true }, description: 'Produtos do segmento, em qualquer situação (admins).' }),
}));

builder.queryField('adminSegments', (t) =>
  t.prismaField({
    type: [Segment],
    description: 'Todos os segmentos, ativos e inativos, por ordem e nome (admins).',
    authScopes: { admin: true },
    // By order, then by name in pt-BR (the database's order puts 'Aluguel' before 'Açougues').
    resolve: async (query, _root, _args, ctx) => (await ctx.prisma.segment.findMany({ ...query })).sort(compareSegments),
  }),
);

const SegmentPayload = payloadType<SegmentResult>('SegmentPayload', {
  entity: { segment: { type: Segment, id: 'segmentId' } },
  fields: (t) => ({
    deletedSegmentId: t.id({ nullable: true, resolve: (p) => (p.deletedSegmentId ? encodeGlobalID('Segment', p.deletedSegmentId) : null) }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const SaveSegmentInput = builder.inputType('SaveSegmentInput', {
  description: 'Sem id cria; com id altera. Imagem: URL devolvida por uploadAdminImage (SEGMENT).',
  fields: (t) => ({
    id: t.globalID({ for: Segment, required: false }),
    name: t.string(),
    imageUrl: t.string({ required: false }),
    position: t.int(),
    active: t.boolean(),
  }),
});

const SegmentMoveEnum = builder.enumType('SegmentMove', { description: 'UP = uma posição acima; DOWN = uma abaixo.', values: ['UP', 'DOWN'] as const });

const MoveSegmentInput = builder.inputType('MoveSegmentInput', {
  fields: (t) => ({
    id: t.globalID({ for: Segment }),
    move: t.field({ type: SegmentMoveEnum }),
  }),
});

builder.mutationFields((t) => ({
  moveSegment: t.field({
    type: SegmentPayload,
    description: 'Sobe ou desce um segmento nas listas; todos ficam com ordens distintas (1, 2, 3...) (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: MoveSegmentInput }) },
    resolve: (_root, { input }, ctx) => moveSegmentStep(ctx, ctx.viewer!, input.id.id, input.move),
  }),
  saveSegment: t.field({
    type: SegmentPayload,
    description: 'Cria ou altera um segmento (admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: SaveSegmentInput }) },
    resolve: (_root, { input }, ctx) => saveSegment(ctx, ctx.viewer!, { ...input, id: input.id?.id ?? null }),
  }),
  deleteSegment: t.field({
    type: SegmentPayload,
    description: 'Exclui um segmento; os produtos dele ficam sem segmento (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ for: Segment }) },
    resolve: (_root, args, ctx) => deleteSegment(ctx, ctx.viewer!, args.id.id),
  }),
}));
