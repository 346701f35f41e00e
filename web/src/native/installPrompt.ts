// 'Instalar app' (docs/decisions.md, "App instalável"): browsers that can install the app (Chrome on
// Android, desktop Chromium) announce it once with `beforeinstallprompt`; we keep that event and
// show the entry only then, and hide it once installed or when running installed already.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the app offers it where it fits
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** Whether the app can be installed now, and the action that asks the browser to. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const canInstall = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
  return {
    canInstall,
    install: async () => {
      if (!deferred) return false;
      const event = deferred;
      deferred = null;
      changed();
      await event.prompt();
      return (await event.userChoice).outcome === 'accepted';
    },
  };
}
