import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../notify';

const ToastList = lazy(() => import('./ToastList'));

/**
 * Renders the toasts created through `notify` / `toaster`. Mounted once, in AppLayout, but only
 * from the first toast on: Chakra's toaster starts a state machine that updates the whole app
 * synchronously as it mounts, work no page needs before it has something to say; and its code
 * (the toast machine and parts, ~6 KB compressed) loads with that first toast, not with every
 * page (bench/diary.md, "O aviso só quando há aviso").
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    // A toast created between the first render and this effect is already in the store.
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
