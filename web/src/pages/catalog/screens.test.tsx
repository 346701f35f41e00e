import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { toaster } from '../../notify';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { BannersDocument, ExploreProductsDocument, HomeRecommendationsDocument, SegmentsDocument } from '../../catalog/documents';
import { makeProduct } from './testing';

const edge = (p: ReturnType<typeof makeProduct>) => ({ __typename: 'ProductEdge' as const, cursor: `c-${p.id}`, node: p });

function page(products: ReturnType<typeof makeProduct>[], hasNextPage: boolean, endCursor: string | null, totalCount: number) {
  return {
    data: {
      products: {
        __typename: 'ProductConnection',
        totalCount,
        edges: products.map(edge),
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      },
    },
  };
}

afterEach(() => act(() => toaster.remove()));


describe('/home', () => {
  it('falls back to the default hero when banners fail, shows quick actions and the recommendations with free shipping', async () => {
    const recommended = [makeProduct({ name: 'Cimento CP II 50kg' }), makeProduct({ name: 'Pão Francês' })];
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: BannersDocument }, error: new Error('sem rede'), delay: 0 },
      { request: { query: HomeRecommendationsDocument }, result: { data: { homeRecommendations: recommended } }, delay: 0 },
    ];
    renderAppAt('/home', { viewer: makeViewer(), mocks });
    expect(await screen.findByTestId('default-hero')).toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Atalhos' }));
    expect(shortcuts.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/profile/orders');
    expect(shortcuts.getByRole('link', { name: 'Meus pontos' })).toHaveAttribute('href', '/profile/points-history');
    expect(shortcuts.getByRole('link', { name: 'Endereços' })).toHaveAttribute('href', '/profile/addresses');
    expect(shortcuts.queryByRole('link', { name: 'Entre na sua conta' })).not.toBeInTheDocument();
    expect(shortcuts.getByRole('link', { name: 'Ofertas do dia' })).toHaveAttribute('href', '/explore?promocoes=1&ordem=maior-desconto');
    expect(shortcuts.getByRole('link', { name: 'Lojas oficiais' })).toHaveAttribute('href', '/explore');
    expect(shortcuts.getByRole('link', { name: 'Encontrar profissional' })).toHaveAttribute('href', '/profissionais');
    expect(shortcuts.getByRole('button', { name: 'Visto recentemente' })).toBeInTheDocument();
    expect(shortcuts.getByRole('button', { name: 'Meios de pagamento' })).toBeInTheDocument();

    const section = within(await screen.findByRole('region', { name: 'Também te interessa' }));
    expect(await section.findAllByTestId('product-card')).toHaveLength(2);
    expect(section.getAllByText('Frete grátis')).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: /Mostrar mais produtos/ })) expect(link).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('heading', { level: 2, name: /Clube Local: o comércio do seu bairro/ })).toBeInTheDocument();
  });

  it("opens 'Meios de pagamento' (loaded at the first tap) and closes it with 'Entendi'", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: BannersDocument }, result: { data: { banners: [] } }, delay: 0 },
      { request: { query: HomeRecommendationsDocument }, result: { data: { homeRecommendations: [] } }, delay: 0 },
    ];
    renderAppAt('/home', { viewer: makeViewer(), mocks });
    const shortcut = await within(await screen.findByRole('navigation', { name: 'Atalhos' })).findByRole('button', { name: 'Meios de pagamento' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(shortcut);
    const dialog = within(await screen.findByRole('dialog', { name: 'Meios de pagamento' }));
    expect(dialog.getByText('PIX')).toBeInTheDocument();
    expect(dialog.getByText('Crédito ou débito na maquininha do entregador.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opens again once loaded.
    fireEvent.click(shortcut);
    expect(await screen.findByRole('dialog', { name: 'Meios de pagamento' })).toBeInTheDocument();
  });
});

describe('/explore', () => {
  it('lists the search results, loads more with the cursor and keeps filters in the URL', async () => {
    const first = [makeProduct({ name: 'Cimento A' }), makeProduct({ name: 'Cimento B' })];
    const second = [makeProduct({ name: 'Cimento C' })];
    const filter = { search: 'cimento' };
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: ExploreProductsDocument, variables: { first: 24, filter, sort: 'NEWEST' } }, result: page(first, true, 'cur-1', 3), delay: 0 },
      { request: { query: ExploreProductsDocument, variables: { first: 24, after: 'cur-1', filter, sort: 'NEWEST' } }, result: page(second, false, 'cur-2', 3), delay: 0 },
      { request: { query: ExploreProductsDocument, variables: { first: 24, filter: { ...filter, onlyPromotions: true }, sort: 'NEWEST' } }, result: page([], false, null, 0), delay: 0 },
      { request: { query: SegmentsDocument }, error: new Error('falhou'), delay: 0 },
    ];
    const { router } = renderAppAt('/explore?search=cimento', { mocks });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cimento B' })).toBeInTheDocument();
    expect(screen.getByTestId('explore-summary')).toHaveTextContent('3 produtos para “cimento”');
    // Segments failed: the spec's fallback list, silently.
    expect(await screen.findByRole('button', { name: 'Material de Construção' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Cimento C' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    // A phone (no matchMedia here) renders the filters only once they are opened.
    expect(screen.queryByLabelText('Só promoções')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros e ordenação' }));
    fireEvent.click(screen.getByLabelText('Só promoções'));
    await waitFor(() => expect(router.state.location.search).toBe('?search=cimento&promocoes=1'));
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
  });

  it('a failed fetch toasts the connection error and offers to retry', async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: ExploreProductsDocument, variables: { first: 24, filter: {}, sort: 'NEWEST' } }, error: new Error('offline'), delay: 0 },
    ];
    renderAppAt('/explore', { mocks });
    expect(await screen.findByTestId('products-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(await screen.findByText('Erro de conexão. Tentando novamente...')).toBeInTheDocument();
  });
});
