import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../routes/router';
import { renderWithProviders } from '../test/render';
import { LogNotFoundDocument } from '../components/notFoundLog';

function logMock(path: string) {
  const result = vi.fn(() => ({
    data: { logNotFound: { __typename: 'LogNotFoundPayload', logged: true, userErrors: [] } },
  }));
  const mock: MockLink.MockedResponse = {
    request: {
      query: LogNotFoundDocument,
      variables: { input: { path, referrer: null, userAgent: navigator.userAgent } },
    },
    result,
    maxUsageCount: 10,
  };
  return { mock, result };
}

describe('NotFoundPage', () => {
  it('shows the texts and the attempted route, and logs the visit once (StrictMode)', async () => {
    const path = '/nao-existe/pagina?x=1';
    const { mock, result } = logMock(path);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    renderWithProviders(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { mocks: [mock] },
    );

    expect(await screen.findByRole('heading', { name: 'Oops! Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByTestId('attempted-route')).toHaveTextContent(path);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Voltar para Home/ })).toHaveAttribute('href', '/home');
    expect(main.getByRole('link', { name: /Área do Lojista/ })).toHaveAttribute('href', '/vendor');

    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    // Give any duplicate request a chance to happen.
    await new Promise((r) => setTimeout(r, 50));
    expect(result).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Página não encontrada · Clube Local');
  });

  it('logs again when the user moves to another unknown path', async () => {
    const first = logMock('/primeira');
    const second = logMock('/segunda');
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/primeira'] });
    renderWithProviders(<RouterProvider router={router} />, { mocks: [first.mock, second.mock] });

    await waitFor(() => expect(first.result).toHaveBeenCalledTimes(1));
    await router.navigate('/segunda');
    expect(await screen.findByText('/segunda')).toBeInTheDocument();
    await waitFor(() => expect(second.result).toHaveBeenCalledTimes(1));
    expect(first.result).toHaveBeenCalledTimes(1);
  });
});
