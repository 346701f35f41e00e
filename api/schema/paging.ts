// One paging rule for every connection (docs/architecture.md, "Paging"): pages of at most
// MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when the client does not say, and first/last outside 0..max is a
// BAD_USER_INPUT error in pt-BR rather than a silently clamped page.
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_MESSAGE = `O tamanho da página (first/last) deve estar entre 0 e ${MAX_PAGE_SIZE}`;

const pageSize = z.number().int(PAGE_SIZE_MESSAGE).min(0, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).nullish();
const pageArgs = z.looseObject({ first: pageSize, last: pageSize });

/** Spread into a connection's options: `t.prismaConnection({ ...paging(), ... })`. */
export function paging(defaultSize: number = DEFAULT_PAGE_SIZE) {
  return { defaultSize, maxSize: MAX_PAGE_SIZE, validate: pageArgs } as const;
}
