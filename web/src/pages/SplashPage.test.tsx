import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../test/render';

describe('SplashPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the tagline and goes to /login after 300 ms', async () => {
    const { router } = renderAppAt('/splash');
    expect(await screen.findByText('Materiais, clube e recompensas')).toBeInTheDocument();
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(299));
    expect(router.state.location.pathname).toBe('/splash');
    vi.useRealTimers();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
