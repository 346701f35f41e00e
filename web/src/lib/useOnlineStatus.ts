import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;
const getServerSnapshot = () => true;

/** `navigator.onLine`, kept current through the window's online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Offline screen delay. */
export const OFFLINE_SCREEN_DELAY_MS = 3000;

/** True once the browser has been offline for `delayMs` without interruption. */
export function useOfflineFor(delayMs: number = OFFLINE_SCREEN_DELAY_MS): boolean {
  const online = useOnlineStatus();
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (online) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [online, delayMs]);
  return !online && elapsed;
}
