import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../test/render';
import { SearchSuggestionsDocument } from './documents';
import { MAX_SUGGESTIONS, SEARCH_DEBOUNCE_MS, SearchBar } from './SearchBar';
import { makeProduct } from '../pages/catalog/testing';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBar /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { mocks });
  return { router, input: screen.getByRole('combobox', { name: 'Buscar produtos' }) };
}

const cimentos = Array.from({ length: 7 }, (_, i) => makeProduct({ name: `Cimento ${i + 1}`, path: `/produto/deposito/cimento-${i + 1}` }));

function suggestionsMock(term: string, result: () => { data: { searchSuggestions: unknown[] } }): MockLink.MockedResponse {
  return { request: { query: SearchSuggestionsDocument, variables: { term } }, result, maxUsageCount: 10, delay: 0 };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SearchBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for suggestions only after a 300 ms pause, for trimmed terms of 2+ characters, and shows at most 5', async () => {
    const forC = vi.fn(() => ({ data: { searchSuggestions: [] } }));
    const forCimento = vi.fn(() => ({ data: { searchSuggestions: cimentos } }));
    const { input } = renderSearch([suggestionsMock('c', forC), suggestionsMock('cimento', forCimento)]);

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: ' c ' } });
    await advance(1000);
    expect(forC).not.toHaveBeenCalled(); // under 2 characters: no request

    fireEvent.change(input, { target: { value: 'cim' } });
    await advance(100);
    fireEvent.change(input, { target: { value: ' cimento ' } });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(forCimento).not.toHaveBeenCalled();
    await advance(1);
    await advance(10);
    expect(forCimento).toHaveBeenCalledTimes(1);

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(MAX_SUGGESTIONS);
    expect(options[0]).toHaveTextContent('Cimento 1');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates the suggestions with the keyboard and opens the chosen product', async () => {
    const { input, router } = renderSearch([suggestionsMock('cimento', vi.fn(() => ({ data: { searchSuggestions: cimentos.slice(0, 3) } })))]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'cimento' } });
    await advance(SEARCH_DEBOUNCE_MS + 10);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // wraps to the last
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');

    fireEvent.submit(input.closest('form')!);
    await advance(10);
    expect(router.state.location.pathname).toBe('/produto/deposito/cimento-3');
  });

  it('Enter goes to /explore?search=term, and does nothing under 2 characters', async () => {
    const { input, router } = renderSearch([suggestionsMock('cimento cp2', vi.fn(() => ({ data: { searchSuggestions: [] } })))]);
    fireEvent.change(input, { target: { value: ' a ' } });
    fireEvent.submit(input.closest('form')!);
    await advance(10);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Digite pelo menos 2 caracteres para buscar.')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: ' cimento cp2 ' } });
    fireEvent.submit(input.closest('form')!);
    await advance(10);
    expect(router.state.location.pathname).toBe('/explore');
    expect(router.state.location.search).toBe('?search=cimento%20cp2');
  });

  it('a search error clears and closes the suggestions', async () => {
    const { input } = renderSearch([
      suggestionsMock('cim', vi.fn(() => ({ data: { searchSuggestions: cimentos.slice(0, 2) } }))),
      { request: { query: SearchSuggestionsDocument, variables: { term: 'cime' } }, error: new Error('falhou'), delay: 0 },
    ]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'cim' } });
    await advance(SEARCH_DEBOUNCE_MS + 10);
    expect(screen.getAllByRole('option')).toHaveLength(2);

    fireEvent.change(input, { target: { value: 'cime' } });
    await advance(SEARCH_DEBOUNCE_MS + 10);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
