// Who sees a shared cart (docs/architecture.md, "Access"). By id (node, lists, subscriptions): its
// sharer, its recipient and admins. By token: any signed-in user holding the link — the token is
// the invitation — except when the share was revoked. Who the recipient is (name, e-mail) and the
// link itself are shown only to the two sides and admins.
import type { Prisma } from '../generated/prisma/client.js';
import type { Viewer } from '../schema/context.js';
import { NO_ROW_ID } from '../schema/global-id.js';

type MaybeViewer = Pick<Viewer, 'id' | 'isAdmin'> | null | undefined;

export function sharesVisibleTo(viewer: MaybeViewer): Prisma.CartShareWhereInput {
  if (viewer?.isAdmin) return {};
  const id = viewer?.id ?? NO_ROW_ID;
  return { OR: [{ fromUserId: id }, { toUserId: id }] };
}

/** The share behind a link: anything but revoked (an expired one still shows its "expired" screen). */
export function shareByTokenWhere(token: string): Prisma.CartShareWhereUniqueInput {
  return { token, status: { not: 'REVOKED' } };
}

export function isShareParty(viewer: MaybeViewer, share: { fromUserId: string; toUserId: string }): boolean {
  return !!viewer && (viewer.isAdmin || viewer.id === share.fromUserId || viewer.id === share.toUserId);
}
