// Points shown on a product are the ones the viewer would earn (spec 01 §6): professionals get
// pointsProfessional (falling back to the consumer's), everyone else — visitors included — the
// consumer's. The rule itself is common/roles.ts; this maps the account's Role to its papel.
import type { Role } from '../generated/prisma/enums.js';
import type { Viewer } from '../schema/context.js';
import { DEFAULT_ROLE, type Role as Papel } from '../../common/roles.js';

const PAPEL_BY_ROLE: Record<Role, Papel> = {
  CONSUMER: 'consumidor',
  PROFESSIONAL: 'profissional',
  STORE_OWNER: 'lojista',
  SELLER: 'vendedor',
  ADMIN: 'admin',
};

/** The viewer's papel for the points rule; visitors count as consumidor. */
export function viewerPapel(viewer: Pick<Viewer, 'role'> | null): Papel {
  return viewer ? PAPEL_BY_ROLE[viewer.role] ?? DEFAULT_ROLE : DEFAULT_ROLE;
}
