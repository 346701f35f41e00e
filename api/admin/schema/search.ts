// The search for the admins in GraphQL (/admin/search): synonym groups and the searches that found
// nothing. Rules: api/admin/search-synonyms.ts, common/search.ts.
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { deleteSearchSynonym, saveSearchSynonym, type SynonymResult } from '../search-synonyms.js';

const SearchSynonym = builder.prismaObject('SearchSynonym', {
  description: 'Termos que querem dizer a mesma coisa numa busca (sem acentos, minúsculos).',
  fields: (t) => ({
    id: t.exposeID('id'),
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
  fields: (t) => ({
    synonym: t.prismaField({
      type: SearchSynonym,
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.synonymId ? ctx.prisma.searchSynonym.findUnique({ ...query, where: { id: p.synonymId } }) : null),
    }),
    deletedSynonymId: t.id({ nullable: true, resolve: (p) => p.deletedSynonymId ?? null }),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

builder.mutationFields((t) => ({
  saveSearchSynonym: t.field({
    type: SearchSynonymPayload,
    description: 'Cria (sem id) ou altera um grupo de sinônimos: de 2 a 10 termos, cada um em um grupo só (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: false }), terms: t.arg.stringList() },
    resolve: (_root, args, ctx) => saveSearchSynonym(ctx, ctx.viewer!, { id: args.id ? String(args.id) : null, terms: args.terms }),
  }),
  deleteSearchSynonym: t.field({
    type: SearchSynonymPayload,
    description: 'Exclui um grupo de sinônimos (admins).',
    authScopes: { admin: true },
    args: { id: t.arg.id() },
    resolve: (_root, args, ctx) => deleteSearchSynonym(ctx, ctx.viewer!, String(args.id)),
  }),
}));
