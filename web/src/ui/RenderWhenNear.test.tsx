import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RENDER_AHEAD_PX, RenderWhenNear } from './RenderWhenNear';

/** A stand-in IntersectionObserver (jsdom has none) that lets the test say when the box comes near. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

/** A stand-in requestIdleCallback whose callbacks run when the test says the browser is idle. */
function stubIdleCallback() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () => act(() => pending.splice(0).forEach((callback) => callback()));
}

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('holds the place with an empty box and, once the browser is idle, renders when the box comes within reach of the screen', () => {
    const observers = stubIntersectionObserver();
    const becomeIdle = stubIdleCallback();
    renderWithProviders(
      <RenderWhenNear minH="100px">
        <footer>Rodapé</footer>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Rodapé')).toBeNull();
    const [observer] = observers;
    expect(observer.options?.rootMargin).toBe(`${RENDER_AHEAD_PX}px 0px`);
    // While the screen still loads, nothing is watched: everything looks near a short skeleton.
    expect(observer.targets).toEqual([]);
    becomeIdle();
    const placeholder = observer.targets[0];
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');

    act(() => observer.callback([{ isIntersecting: false, target: placeholder } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('Rodapé')).toBeNull();

    act(() => observer.callback([{ isIntersecting: true, target: placeholder } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Rodapé')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it('renders at the first Tab key: keyboard navigation may be heading there', () => {
    stubIntersectionObserver();
    stubIdleCallback();
    renderWithProviders(
      <RenderWhenNear>
        <a href="/suporte">Central de ajuda</a>
      </RenderWhenNear>,
    );
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.queryByText('Central de ajuda')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByRole('link', { name: 'Central de ajuda' })).toBeTruthy();
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithProviders(
      <RenderWhenNear>
        <p>Rodapé</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Rodapé')).toBeTruthy();
  });
});
