import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/Toaster';
import { toaster } from '../notify';
import { renderWithProviders } from '../test/render';
import { LOAD_MORE_FAILED, LoadMoreButton } from './LoadMoreButton';

/** A page load the test finishes by hand. */
function pendingLoad() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('LoadMoreButton', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows only while the connection has a next page', () => {
    const { rerender } = renderWithProviders(<LoadMoreButton pageInfo={{ hasNextPage: false, endCursor: 'c9' }} onLoadMore={async () => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LoadMoreButton pageInfo={{ hasNextPage: true, endCursor: 'c9' }} onLoadMore={async () => undefined} label="Carregar mais pedidos" />);
    expect(screen.getByRole('button', { name: 'Carregar mais pedidos' })).toBeEnabled();
  });

  it('asks for the page after the last cursor once, spinning until it arrives', async () => {
    const load = pendingLoad();
    const onLoadMore = vi.fn(() => load.promise);
    renderWithProviders(<LoadMoreButton pageInfo={{ hasNextPage: true, endCursor: 'c10' }} onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Carregar mais' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(onLoadMore).toHaveBeenCalledWith('c10');
    await act(async () => load.resolve());
    expect(button).toBeEnabled();
  });

  it('says a failed load failed and stays to try again', async () => {
    const load = pendingLoad();
    const onLoadMore = vi.fn(() => load.promise);
    renderWithProviders(
      <>
        <Toaster />
        <LoadMoreButton pageInfo={{ hasNextPage: true, endCursor: 'c10' }} onLoadMore={onLoadMore} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await act(async () => load.reject(new Error('Failed to fetch')));
    expect(await screen.findByText(LOAD_MORE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeEnabled();
  });
});
