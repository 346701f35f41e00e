// The search for the admins in GraphQL (/admin/search): synonym groups and the searches that found
// nothing. Rules: api/admin/search-synonyms.ts, common/search.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../schema/global-id.js';
import { deleteSearchSynonym, saveSearchSynonym, type SynonymResult } from '../search-synonyms.js';

const SearchSynonym = builder.prismaNode('SearchSynonym', {
  id: { field: 'id' },
  nullable: true,
  description: 'Termos que querem dizer a mesma coisa numa busca (sem acentos, minúsculos). Só admins o leem por ID.',
  authScopes: { admin: true },
  // For anyone but an admin, node(id:) answers as for an unknown ID (no existence oracle).
  findUnique: (id, ctx) => ({ id: ctx.viewer?.isAdmin ? uuidOrNoRow(id) : NO_ROW_ID }),
  fields: (t) => ({
    terms: t.exposeStringList('terms'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SearchMiss = builder.prismaObject('SearchMiss', {
  description: 'Um termo buscado no /explore que não achou nenhum produto.',
  fields: (t) => ({
    term: t.exposeString('term'),
    count: t.exposeInt('count', { description: 'Quantas vezes foi buscado sem resultado.' }),
    lastAt: t.expose('lastAt', { type: 'DateTime', description: 'A última vez.' }),
  }),
});

builder.queryFields((t) => ({
  searchSynonyms: t.prismaField({
    type: [SearchSynonym],
    description: 'Os grupos de sinônimos da busca, em ordem alfabética do primeiro termo (admins).',
    authScopes: { admin: true },
    resolve: async (query, _root, _args, ctx) => (await ctx.prisma.searchSynonym.findMany({ ...query })).sort((a, b) => a.terms[0].localeCompare(b.terms[0])),
  }),
  searchMisses: t.prismaField({
    type: [SearchMiss],
    description: 'As buscas sem resultado mais frequentes (até 50), para criar sinônimos ou produtos (admins).',
    authScopes: { admin: true },
    args: { first: t.arg.int({ required: false, defaultValue: 20, validate: z.number().int().min(1, 'Entre 1 e 50').max(50, 'Entre 1 e 50') }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.searchMiss.findMany({ ...query, orderBy: [{ count: 'desc' }, { lastAt: 'desc' }], take: args.first ?? 20 }),
  }),
}));

const SearchSynonymPayload = payloadType<SynonymResult>('SearchSynonymPayload', {
  entity: { synonym: { type: SearchSynonym, id: 'synonymId' } },
  fields: (t) => ({
    deletedSynonymId: t.id({ nullable: true, resolve: (p) => (p.deletedSynonymId ? encodeGlobalID('SearchSynonym', p.deletedSynonymId) : null) }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

builder.mutationFields((t) => ({
  saveSearchSynonym: t.field({
    type: SearchSynonymPayload,
    description: 'Cria (sem id) ou altera um grupo de sinônimos: de 2 a 10 termos, cada um em um grupo só (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ for: SearchSynonym, required: false }), terms: t.arg.stringList() },
    resolve: (_root, args, ctx) => saveSearchSynonym(ctx, ctx.viewer!, { id: args.id?.id ?? null, terms: args.terms }),
  }),
  deleteSearchSynonym: t.field({
    type: SearchSynonymPayload,
    description: 'Exclui um grupo de sinônimos (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ for: SearchSynonym }) },
    resolve: (_root, args, ctx) => deleteSearchSynonym(ctx, ctx.viewer!, args.id.id),
  }),
}));
