import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStateFromProp } from './useStateFromProp';

function Field({ source }: { source: string }) {
  const [value, setValue] = useStateFromProp(source, (text) => text.trim());
  return <input aria-label="campo" value={value} onChange={(event) => setValue(event.target.value)} />;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Resolves once the scheduler has nothing left to run (renders and effects included). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useStateFromProp', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps an edit made right after the first paint, before any effect ran', async () => {
    // Outside act(), as in a browser: React commits the input, then runs effects in a later task.
    // The edit lands between the two, like a keystroke on a busy phone.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    const edited = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = container.querySelector('input');
        if (!input) return;
        observer.disconnect();
        fireEvent.input(input, { target: { value: 'digitado' } });
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    root.render(<Field source=" inicial " />);
    await edited;
    await settle();
    expect(container.querySelector('input')!.value).toBe('digitado');
    root.unmount();
  });

  it('starts over from a new source and keeps the edit while the source stays', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Field source=" a " />));
    const input = () => container.querySelector('input')!;
    expect(input().value).toBe('a');
    await act(async () => fireEvent.input(input(), { target: { value: 'editado' } }));
    await act(async () => root.render(<Field source=" a " />));
    expect(input().value).toBe('editado');
    await act(async () => root.render(<Field source=" b " />));
    expect(input().value).toBe('b');
    await act(async () => root.unmount());
  });
});
