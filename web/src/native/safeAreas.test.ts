import { describe, expect, it } from 'vitest';
import { applySafeAreas, safeAreaFlags } from './safeAreas';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('safe-area flags', () => {
  it('are off by default and turned on or off per device by local storage', () => {
    expect(safeAreaFlags(storage({}))).toEqual({ enabled: false, debug: false });
    expect(safeAreaFlags(storage({ SAFE_AREAS_ENABLED: 'true' }))).toEqual({ enabled: true, debug: false });
    expect(safeAreaFlags(storage({ SAFE_AREAS_ENABLED: 'false' }), true)).toEqual({ enabled: false, debug: false });
    expect(safeAreaFlags(storage({ SAFE_AREAS_DEBUG: 'true' }))).toEqual({ enabled: true, debug: true });
    expect(safeAreaFlags(storage({ SAFE_AREAS_ENABLED: 'sim' }), true)).toEqual({ enabled: true, debug: false });
    expect(safeAreaFlags({ getItem: () => { throw new Error('bloqueado'); } })).toEqual({ enabled: false, debug: false });
  });

  it('marks the page for the CSS', () => {
    const root = document.createElement('html');
    applySafeAreas(root, { enabled: true, debug: true });
    expect(root.dataset.safeAreas).toBe('debug');
    applySafeAreas(root, { enabled: false, debug: false });
    expect(root.dataset.safeAreas).toBeUndefined();
  });
});
