// Who may see loyalty rows (docs/architecture.md, "Access"): a points entry and a redemption are
// read by their owner and by admins; anyone else gets null, whether the row exists or not.
import type { Viewer } from '../schema/context.js';
import { NO_ROW_ID } from '../schema/global-id.js';

type MaybeViewer = Pick<Viewer, 'id' | 'isAdmin'> | null | undefined;

/** The where-filter of rows owned by a user (points entries, redemptions). */
export function ownRowsOf(viewer: MaybeViewer): { userId?: string } {
  return viewer?.isAdmin ? {} : { userId: viewer?.id ?? NO_ROW_ID };
}

export function mayReadOwnRow(viewer: MaybeViewer, row: { userId: string }): boolean {
  return !!viewer && (viewer.isAdmin || viewer.id === row.userId);
}
