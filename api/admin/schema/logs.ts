// The admins' logs in GraphQL: audit entries (group, period, text), the 404 log, and both as CSV.
// Filters: api/admin/logs.ts; labels and groups: common/audit-events.ts.
import { builder } from '../../schema/builder.js';
import { paging } from '../../schema/paging.js';
import type { Context } from '../../schema/context.js';
import { auditEventLabel, isSecurityEvent } from '../../../common/audit-events.js';
import { auditLogCsv, auditLogWhere, notFoundLogCsv, notFoundLogWhere, type LogFilter } from '../logs.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../schema/global-id.js';

const AuditKindEnum = builder.enumType('AuditKind', {
  description: 'ADMIN = ações de admins; STORE = ações das lojas; SECURITY = logins recusados, bloqueios por tentativas, senhas, promoções e bloqueios de contas; ACCOUNT = cadastros, logins e demais eventos de conta.',
  values: ['ADMIN', 'STORE', 'SECURITY', 'ACCOUNT'] as const,
});

interface Person {
  id: string;
  name: string;
  email: string;
}

const AuditPerson = builder.objectRef<Person>('AuditPerson').implement({
  description: 'Quem fez ou sofreu a ação (nome e e-mail do momento da consulta).',
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email') }),
});

/** One query per page for all the people of the page's entries. */
const loadPeople = async (ids: readonly string[], ctx: Context) => {
  const rows = await ctx.prisma.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true, email: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
};

const AuditEntry = builder.prismaNode('AuditLog', {
  name: 'AuditEntry',
  id: { field: 'id' },
  description: 'Um registro de auditoria (só admins).',
  nullable: true,
  // For anyone but an admin, node(id:) answers as for an unknown ID (no existence oracle).
  findUnique: (id, ctx) => ({ id: ctx.viewer?.isAdmin ? uuidOrNoRow(id) : NO_ROW_ID }),
  authScopes: { admin: true },
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    eventType: t.exposeString('eventType'),
    label: t.string({ description: 'O evento em pt-BR.', resolve: (e) => auditEventLabel(e.eventType) }),
    security: t.boolean({ description: 'Evento de segurança.', resolve: (e) => isSecurityEvent(e.eventType) }),
    actor: t.loadable({ type: AuditPerson, nullable: true, description: 'Quem fez.', load: loadPeople, resolve: (e) => e.actorId }),
    user: t.loadable({ type: AuditPerson, nullable: true, description: 'De quem é a conta (login, conta promovida ou bloqueada, dono da loja).', load: loadPeople, resolve: (e) => e.userId }),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true }),
    before: t.string({ nullable: true, description: 'O estado antes (JSON).', resolve: (e) => (e.before == null ? null : JSON.stringify(e.before)) }),
    after: t.string({ nullable: true, description: 'O estado depois (JSON).', resolve: (e) => (e.after == null ? null : JSON.stringify(e.after)) }),
    reason: t.exposeString('reason', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
  }),
});

const NotFoundEntry = builder.prismaNode('NotFoundLog', {
  name: 'NotFoundEntry',
  id: { field: 'id' },
  description: 'Um endereço inexistente aberto no navegador (só admins).',
  nullable: true,
  // For anyone but an admin, node(id:) answers as for an unknown ID (no existence oracle).
  findUnique: (id, ctx) => ({ id: ctx.viewer?.isAdmin ? uuidOrNoRow(id) : NO_ROW_ID }),
  authScopes: { admin: true },
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    path: t.exposeString('path'),
    referrer: t.exposeString('referrer', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
  }),
});

const filterArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  search: t.arg.string({ required: false, description: 'Auditoria: parte do tipo do evento ou do motivo, ou o id do alvo, ou o IP. 404: parte do endereço.' }),
  from: t.arg({ type: 'DateTime', required: false, description: 'A partir deste instante.' }),
  to: t.arg({ type: 'DateTime', required: false, description: 'Antes deste instante.' }),
});

builder.queryField('auditLogs', (t) =>
  t.prismaConnection(
    {
      type: AuditEntry,
      cursor: 'id',
      description: 'Registros de auditoria, dos mais novos aos mais antigos (admins).',
      authScopes: { admin: true },
      ...paging(),
      args: { kind: t.arg({ type: AuditKindEnum, required: false }), ...filterArgs(t) },
      totalCount: (_root, args, ctx) => ctx.prisma.auditLog.count({ where: auditLogWhere(args as LogFilter) }),
      resolve: (query, _root, args, ctx) => ctx.prisma.auditLog.findMany({ ...query, where: auditLogWhere(args as LogFilter), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
);

builder.queryField('notFoundLogs', (t) =>
  t.prismaConnection(
    {
      type: NotFoundEntry,
      cursor: 'id',
      description: 'Endereços inexistentes abertos no navegador, dos mais novos aos mais antigos (admins).',
      authScopes: { admin: true },
      ...paging(),
      args: filterArgs(t),
      totalCount: (_root, args, ctx) => ctx.prisma.notFoundLog.count({ where: notFoundLogWhere(args) }),
      resolve: (query, _root, args, ctx) => ctx.prisma.notFoundLog.findMany({ ...query, where: notFoundLogWhere(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'NotFoundEntryConnection' },
    { name: 'NotFoundEntryEdge' },
  ),
);

builder.queryField('auditLogsCsv', (t) =>
  t.string({
    description: "Os registros de auditoria com os mesmos filtros, em CSV (';', BOM UTF-8), até 5.000 linhas, dos mais novos aos mais antigos (admins).",
    authScopes: { admin: true },
    args: { kind: t.arg({ type: AuditKindEnum, required: false }), ...filterArgs(t) },
    resolve: (_root, args, ctx) => auditLogCsv(ctx, args as LogFilter),
  }),
);

builder.queryField('notFoundLogsCsv', (t) =>
  t.string({
    description: "O log de 404 com os mesmos filtros, em CSV (';', BOM UTF-8), até 5.000 linhas (admins).",
    authScopes: { admin: true },
    args: filterArgs(t),
    resolve: (_root, args, ctx) => notFoundLogCsv(ctx, args),
  }),
);
