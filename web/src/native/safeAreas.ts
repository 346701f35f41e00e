// Safe areas (notch, home indicator) behind feature flags (docs/decisions.md, "App instalável"):
// off by default; the local-storage flags SAFE_AREAS_ENABLED and SAFE_AREAS_DEBUG ('true'/'false')
// override it on one device. On, the page keeps clear of the insets (index.html's CSS); debug also
// tints them so they can be seen.

export const SAFE_AREAS_DEFAULT = false;

export function safeAreaFlags(storage: Pick<Storage, 'getItem'> | null, enabledByDefault = SAFE_AREAS_DEFAULT): { enabled: boolean; debug: boolean } {
  const flag = (name: string) => {
    try {
      const value = storage?.getItem(name);
      return value === 'true' ? true : value === 'false' ? false : null;
    } catch {
      return null; // storage blocked (private mode)
    }
  };
  const debug = flag('SAFE_AREAS_DEBUG') ?? false;
  return { enabled: flag('SAFE_AREAS_ENABLED') ?? (enabledByDefault || debug), debug };
}

/** Marks <html> for index.html's CSS: data-safe-areas="on" or "debug". */
export function applySafeAreas(root: HTMLElement, flags: { enabled: boolean; debug: boolean }): void {
  if (flags.enabled) root.dataset.safeAreas = flags.debug ? 'debug' : 'on';
  else delete root.dataset.safeAreas;
}
