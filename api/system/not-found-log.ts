// Records a browser's visit to an unknown path (URL, referrer and user agent).
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';

export interface NotFoundVisit {
  path: string;
  referrer?: string | null;
  userAgent?: string | null;
}

const MAX_PATH = 2000;
const MAX_HEADER = 1000;

export function validateNotFoundVisit(input: NotFoundVisit): UserErrorShape[] {
  const path = input.path?.trim() ?? '';
  if (!path) return [userError('Valor é obrigatório', 'REQUIRED', 'path')];
  if (!path.startsWith('/')) return [userError('Caminho deve começar com /', 'INVALID', 'path')];
  if (path.length > MAX_PATH) return [userError('Caminho muito longo', 'TOO_LONG', 'path')];
  return [];
}

// Long paths are cut; NUL characters never get here (api/schema/text-input.ts refuses the request).
const clean = (value: string | null | undefined, max: number) => value?.slice(0, max) || null;

export async function logNotFoundVisit(ctx: Context, raw: NotFoundVisit) {
  const input = { ...raw, path: clean(raw.path, MAX_PATH + 1) ?? '' };
  const userErrors = validateNotFoundVisit(input);
  if (userErrors.length) return { logged: false, userErrors };
  await ctx.prisma.notFoundLog.create({
    data: {
      path: input.path.trim(),
      referrer: clean(input.referrer, MAX_HEADER),
      userAgent: clean(input.userAgent ?? ctx.request.userAgent, MAX_HEADER),
      userId: ctx.viewer?.id ?? null,
    },
  });
  return { logged: true, userErrors: [] };
}
