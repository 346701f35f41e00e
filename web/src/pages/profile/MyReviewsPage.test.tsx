import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { MyReviewsDocument, ProductsToReviewDocument } from './documents';
import { MY_REVIEWS_PAGE_SIZE, PRODUCTS_TO_REVIEW_LIMIT } from './MyReviewsPage';

// /profile/reviews ('Minhas avaliações'): products waiting for a review and the user's reviews,
// with their loading, empty and error states.

const viewer = makeViewer();

const productCore = (n: number, name: string) => ({
  __typename: 'Product' as const,
  id: `UHJvZHVjdDo${n}`,
  name,
  path: `/produto/deposito-central/produto-${n}`,
  images: [] as string[],
});
const product = (n: number, name: string) => ({ ...productCore(n, name), store: { __typename: 'Store' as const, id: 'U3RvcmU6MQ==', name: 'Depósito Central' } });

const reviewEdge = (n: number, name: string, rating: number, comment: string | null, createdAt: string) => ({
  __typename: 'ReviewEdge' as const,
  cursor: `c${n}`,
  node: { __typename: 'Review' as const, id: `UmV2aWV3Oj${n}`, rating, comment, createdAt, product: productCore(100 + n, name) },
});

function reviewsPage(edges: ReturnType<typeof reviewEdge>[], hasNextPage = false, endCursor: string | null = null, totalCount = edges.length) {
  return { data: { myReviews: { __typename: 'ReviewConnection', totalCount, edges, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } } } };
}

const toReviewMock = (products: ReturnType<typeof product>[]): MockLink.MockedResponse => ({
  request: { query: ProductsToReviewDocument, variables: { limit: PRODUCTS_TO_REVIEW_LIMIT } },
  result: { data: { productsToReview: products } },
  delay: 0,
});
const myReviewsMock = (result: ReturnType<typeof reviewsPage>, after?: string): MockLink.MockedResponse => ({
  request: { query: MyReviewsDocument, variables: after ? { first: MY_REVIEWS_PAGE_SIZE, after } : { first: MY_REVIEWS_PAGE_SIZE } },
  result,
  delay: 0,
});

describe('/profile/reviews', () => {
  it('shows both sections loading', async () => {
    renderAppAt('/profile/reviews', {
      viewer,
      mocks: [
        { request: { query: ProductsToReviewDocument, variables: { limit: PRODUCTS_TO_REVIEW_LIMIT } }, delay: Infinity },
        { request: { query: MyReviewsDocument, variables: { first: MY_REVIEWS_PAGE_SIZE } }, delay: Infinity },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas avaliações' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando produtos para avaliar' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando suas avaliações' })).toBeInTheDocument();
  });

  it('lists the products waiting (linking to their pages) and the reviews, with the date in pt-BR and more on demand', async () => {
    renderAppAt('/profile/reviews', {
      viewer,
      mocks: [
        toReviewMock([product(1, 'Cimento CP-II'), product(2, 'Areia lavada')]),
        myReviewsMock(reviewsPage([reviewEdge(1, 'Tijolo baiano', 5, 'Ótima qualidade', '2026-11-20T02:30:00.000Z')], true, 'c1', 2)),
        myReviewsMock(reviewsPage([reviewEdge(2, 'Telha colonial', 3, null, '2026-10-05T15:00:00.000Z')], false, 'c2', 2), 'c1'),
      ],
    });
    const waiting = within(await screen.findByRole('list', { name: 'Aguardando sua avaliação' }));
    expect(waiting.getByRole('link', { name: 'Cimento CP-II' })).toHaveAttribute('href', '/produto/deposito-central/produto-1');
    expect(waiting.getByRole('link', { name: 'Avaliar: Areia lavada' })).toHaveAttribute('href', '/produto/deposito-central/produto-2');

    const reviews = within(await screen.findByRole('list', { name: 'Suas avaliações' }));
    expect(reviews.getByRole('link', { name: 'Tijolo baiano' })).toHaveAttribute('href', '/produto/deposito-central/produto-101');
    expect(reviews.getByText('Nota 5 de 5')).toBeInTheDocument();
    expect(reviews.getByText('Ótima qualidade')).toBeInTheDocument();
    expect(reviews.getByText('19/11/2026')).toBeInTheDocument(); // 02:30 UTC is still the 19th at UTC−3

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await reviews.findByRole('link', { name: 'Telha colonial' })).toBeInTheDocument();
    expect(reviews.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when there is nothing to review and no review yet', async () => {
    renderAppAt('/profile/reviews', { viewer, mocks: [toReviewMock([]), myReviewsMock(reviewsPage([]))] });
    expect(await screen.findByText('Nenhum produto aguardando avaliação.')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não avaliou nenhum produto.')).toBeInTheDocument();
  });

  it('shows an error with "Tentar novamente", which loads again', async () => {
    renderAppAt('/profile/reviews', {
      viewer,
      mocks: [
        { request: { query: ProductsToReviewDocument, variables: { limit: PRODUCTS_TO_REVIEW_LIMIT } }, error: new Error('offline'), delay: 0 },
        toReviewMock([product(3, 'Brita 1')]),
        myReviewsMock(reviewsPage([])),
      ],
    });
    const failed = await screen.findByText('Não foi possível carregar os produtos para avaliar.');
    expect(await screen.findByText('Você ainda não avaliou nenhum produto.')).toBeInTheDocument();
    fireEvent.click(within(failed.closest('[data-testid="load-error"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Brita 1' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar os produtos para avaliar.')).toBeNull();
  });
});
