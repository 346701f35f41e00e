import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../test/render';
import { ResolveProductPathDocument } from '../../catalog/documents';
import { pathToResolve } from './ProductRedirectPage';
import { seoRedirectTarget } from './SeoRedirect';

const at = (pathname: string, search = '', hash = '') => seoRedirectTarget({ pathname, search, hash });

describe('SEO redirects', () => {
  it('maps legacy paths, keeping query and hash; other paths are not redirected', () => {
    expect(at('/en/products/cimento-50kg')).toBe('/produto/cimento-50kg');
    expect(at('/en/explore', '?search=pao')).toBe('/explore?search=pao');
    expect(at('/products/cimento', '', '#avaliacoes')).toBe('/produto/cimento#avaliacoes');
    expect(at('/product/deposito/cimento')).toBe('/produto/deposito/cimento');
    expect(at('/pagina-que-nao-existe')).toBeNull();
    expect(pathToResolve('/store/abc', { storeId: 'abc' })).toBe('/produto/abc');
    expect(pathToResolve('/product/abc', {})).toBe('/product/abc');
  });

  it('/en/x goes to /x', async () => {
    const { router } = renderAppAt('/en/explore?search=cimento');
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expect(router.state.location.search).toBe('?search=cimento');
  });

  it('/products/{name} is resolved by the API: a match goes to the slug route, no match to /explore', async () => {
    const resolve = (path: string, redirectTo: string, product: { id: string; path: string } | null) => ({
      request: { query: ResolveProductPathDocument, variables: { path } },
      result: { data: { resolveProductPath: { __typename: 'ProductPathResolution', redirectTo, product: product && { __typename: 'Product', ...product } } } },
      delay: 0,
    });
    const { router } = renderAppAt('/products/nada-disso', { mocks: [resolve('/produto/nada-disso', '/explore', null)] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));

    const second = renderAppAt('/en/products/cimento', {
      mocks: [resolve('/produto/cimento', '/produto/deposito/cimento-cp-ii', { id: 'UHJvZHVjdDox', path: '/produto/deposito/cimento-cp-ii' })],
    });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/produto/deposito/cimento-cp-ii'));
  });

  it('any other path shows the not-found screen', async () => {
    renderAppAt('/nao-existe-mesmo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Página não encontrada' })).toBeInTheDocument();
  });
});
