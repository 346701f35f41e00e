// Who may see an address (docs/architecture.md, "Access"): its owner and admins. Anyone else gets
// null (node) or the NOT_FOUND userError (mutations), whether the address exists or not.
import type { Prisma } from '../generated/prisma/client.js';
import type { Viewer } from '../schema/context.js';
import { NO_ROW_ID } from '../schema/global-id.js';

/** The addresses a person uses as their own (checkout, the main address): theirs only, admins included. */
export function addressesOwnedBy(viewer: Pick<Viewer, 'id'>): Prisma.AddressWhereInput {
  return { userId: viewer.id };
}

export function addressesVisibleTo(viewer: Pick<Viewer, 'id' | 'isAdmin'> | null | undefined): Prisma.AddressWhereInput {
  return viewer?.isAdmin ? {} : { userId: viewer?.id ?? NO_ROW_ID };
}
