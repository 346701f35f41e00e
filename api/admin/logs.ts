// The admins' logs (docs/decisions.md, "Logs"): audit entries filtered by group, period and text,
// the 404 log, and both as CSV (the same filters, at most MAX_CSV_ROWS rows, newest first).
import type { Prisma } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';
import { auditEventLabel, auditEventsOf, type AuditKind } from '../../common/audit-events.js';
import { toCsv } from '../../common/csv.js';
import { formatDateTime } from '../../common/dates.js';

export const MAX_CSV_ROWS = 5000;

export interface LogFilter {
  kind?: AuditKind | null;
  search?: string | null;
  from?: Date | null;
  to?: Date | null;
}

const period = (filter: LogFilter) => (filter.from || filter.to ? { createdAt: { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lt: filter.to } : {}) } } : {});

export function auditLogWhere(filter: LogFilter): Prisma.AuditLogWhereInput {
  const events = filter.kind ? auditEventsOf(filter.kind) : null;
  const term = filter.search?.trim();
  return {
    ...period(filter),
    AND: [
      ...(events?.in ? [{ eventType: { in: events.in } }] : []),
      ...(events?.startsWith ? [{ OR: events.startsWith.map((prefix) => ({ eventType: { startsWith: prefix } })) }] : []),
      ...(term
        ? [{ OR: [{ eventType: { contains: term, mode: 'insensitive' as const } }, { reason: { contains: term, mode: 'insensitive' as const } }, { targetId: term }, { ip: term }] }]
        : []),
    ],
  };
}

export function notFoundLogWhere(filter: LogFilter): Prisma.NotFoundLogWhereInput {
  const term = filter.search?.trim();
  return { ...period(filter), ...(term ? { path: { contains: term, mode: 'insensitive' } } : {}) };
}

const json = (value: Prisma.JsonValue | null) => (value == null ? '' : JSON.stringify(value));

export async function auditLogCsv(ctx: Context, filter: LogFilter): Promise<string> {
  const rows = await ctx.prisma.auditLog.findMany({ where: auditLogWhere(filter), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MAX_CSV_ROWS });
  const people = await ctx.prisma.user.findMany({
    where: { id: { in: [...new Set(rows.flatMap((r) => [r.actorId, r.userId]).filter((id): id is string => !!id))] } },
    select: { id: true, email: true },
  });
  const email = new Map(people.map((p) => [p.id, p.email]));
  return toCsv(
    ['data', 'evento', 'tipo', 'quem fez', 'usuário', 'alvo', 'id do alvo', 'motivo', 'antes', 'depois', 'ip'],
    rows.map((r) => [
      formatDateTime(r.createdAt),
      auditEventLabel(r.eventType),
      r.eventType,
      r.actorId ? (email.get(r.actorId) ?? r.actorId) : '',
      r.userId ? (email.get(r.userId) ?? r.userId) : '',
      r.targetType,
      r.targetId,
      r.reason,
      json(r.before),
      json(r.after),
      r.ip,
    ]),
  );
}

export async function notFoundLogCsv(ctx: Context, filter: LogFilter): Promise<string> {
  const rows = await ctx.prisma.notFoundLog.findMany({ where: notFoundLogWhere(filter), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MAX_CSV_ROWS });
  return toCsv(
    ['data', 'endereço', 'veio de', 'navegador'],
    rows.map((r) => [formatDateTime(r.createdAt), r.path, r.referrer, r.userAgent]),
  );
}
