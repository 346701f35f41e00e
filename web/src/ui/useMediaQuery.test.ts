import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MD_UP, useMediaQuery } from './useMediaQuery';

/** A stand-in matchMedia (jsdom has none) whose answer the test changes. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const counted = { subscriptions: 0 };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => {
      counted.subscriptions += 1;
      listeners.add(listener);
    },
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    counted,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery(MD_UP)).result.current).toBe(false);
  });

  it('answers on the first render and follows the window', () => {
    const media = stubMatchMedia(true);
    const { result, rerender, unmount } = renderHook(() => useMediaQuery(MD_UP));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    // Rendering again does not subscribe again.
    rerender();
    rerender();
    expect(media.counted.subscriptions).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
