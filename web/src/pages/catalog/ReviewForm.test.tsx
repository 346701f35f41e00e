import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../notify';
import { makeViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { CreateReviewDocument, ProductBySlugDocument, RecordProductViewDocument } from '../../catalog/documents';
import { REVIEWS_PAGE } from './earlyQueries';
import { makeProduct } from './testing';

// The product page's review box: the form (stars, comment, userErrors, toast, cache update), the
// viewer's own review, the sign-in link for visitors and the note for who has not received it.

afterEach(() => act(() => toaster.remove()));

const PATH = '/produto/deposito-central/cimento-cp-ii';
const variables = { storeSlug: 'deposito-central', productSlug: 'cimento-cp-ii', reviewsFirst: REVIEWS_PAGE };
const card = makeProduct({ name: 'Cimento CP-II', path: PATH });

const reviewNode = (id: string, rating: number, comment: string | null, authorName = 'João P.') => ({
  __typename: 'Review' as const,
  id,
  authorName,
  rating,
  comment,
  createdAt: '2026-11-20T15:00:00.000Z',
});

interface Options {
  viewerCanReview?: boolean;
  viewerReview?: { rating: number; comment: string | null } | null;
  rating?: { average: number; count: number };
  reviews?: ReturnType<typeof reviewNode>[];
}

function productResult({ viewerCanReview = false, viewerReview = null, rating = { average: 4, count: 1 }, reviews = [reviewNode('UmV2aWV3OjE=', 4, 'Chegou rápido')] }: Options = {}) {
  return {
    data: {
      productBySlug: {
        ...card,
        rating: { __typename: 'Rating', ...rating },
        viewerCanReview,
        viewerReview: viewerReview && { __typename: 'Review', id: 'UmV2aWV3Ojk=', createdAt: '2026-11-21T12:00:00.000Z', ...viewerReview },
        description: 'Saco de 50 kg.',
        stock: 30,
        quantityControl: 'UNIT',
        conversionValue: null,
        isFavorite: false,
        segment: null,
        store: { ...card.store, city: 'Angelândia', logoUrl: null },
        reviews: {
          __typename: 'ReviewConnection',
          totalCount: reviews.length,
          edges: reviews.map((node) => ({ __typename: 'ReviewEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

const pageMock = (options: Options = {}): MockLink.MockedResponse => ({ request: { query: ProductBySlugDocument, variables }, result: productResult(options), delay: 0 });
const viewMock: MockLink.MockedResponse = {
  request: { query: RecordProductViewDocument, variables: { input: { productId: card.id } } },
  result: { data: { recordProductView: { __typename: 'RecordProductViewPayload', viewedAt: '2026-11-22T00:00:00.000Z', userErrors: [] } } },
  maxUsageCount: 5,
};

function reviewMock(input: Record<string, unknown>, payload: Record<string, unknown>, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: CreateReviewDocument, variables: { input: { productId: card.id, ...input } } },
    result: { data: { createReview: { __typename: 'CreateReviewPayload', review: null, product: null, userErrors: [], ...payload } } },
    delay,
  };
}

const userError = (field: string | null, code: string, message: string) => ({ __typename: 'UserError', field, code, message });

async function openForm(mocks: MockLink.MockedResponse[]) {
  renderAppAt(PATH, { viewer: makeViewer(), mocks: [...mocks, viewMock] });
  return within(await screen.findByTestId('review-form'));
}

/** How long the server takes to answer the review sent in the first test. */
const SENDING_MS = 800;

describe('review form on the product page', () => {
  it('a buyer rates and comments: the button waits, the toast thanks, average/count and the list update', async () => {
    const sent = reviewMock(
      { rating: 5, comment: 'Muito bom, recomendo.' },
      {
        review: { __typename: 'Review', id: 'UmV2aWV3Ojk=' },
        product: {
          __typename: 'Product',
          id: card.id,
          rating: { __typename: 'Rating', average: 4.5, count: 2 },
          viewerCanReview: false,
          viewerReview: { __typename: 'Review', id: 'UmV2aWV3Ojk=', rating: 5, comment: 'Muito bom, recomendo.', createdAt: '2026-11-21T12:00:00.000Z' },
        },
      },
      SENDING_MS,
    );
    const refetched = pageMock({
      viewerReview: { rating: 5, comment: 'Muito bom, recomendo.' },
      rating: { average: 4.5, count: 2 },
      reviews: [reviewNode('UmV2aWV3Ojk=', 5, 'Muito bom, recomendo.', 'Maria S.'), reviewNode('UmV2aWV3OjE=', 4, 'Chegou rápido')],
    });
    const form = await openForm([pageMock({ viewerCanReview: true }), sent, refetched]);
    expect(screen.getByRole('heading', { level: 3, name: 'Avaliar produto' })).toBeInTheDocument();
    expect(screen.getByText('1 avaliação')).toBeInTheDocument();

    const stars = form.getByRole('radiogroup', { name: 'Sua nota' });
    expect(within(stars).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas']);
    fireEvent.click(within(stars).getByRole('radio', { name: '5 estrelas' }));
    expect(within(stars).getByRole('radio', { name: '5 estrelas' })).toBeChecked();
    const comment = form.getByLabelText('Comentário (opcional)');
    expect(comment).toHaveAttribute('maxlength', '1000');
    fireEvent.change(comment, { target: { value: 'Muito bom, recomendo.' } });
    expect(form.getByText('21/1000')).toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    // Label and state checked together: a button found while sending may have the answer by the next line.
    await waitFor(() => expect(form.getByRole('button', { name: /Enviando/ })).toBeDisabled());

    expect(await screen.findByText('Avaliação enviada. Obrigado!')).toBeInTheDocument();
    expect(await screen.findByText('Você avaliou este produto')).toBeInTheDocument();
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(screen.getByText('Sua nota: 5 estrelas')).toBeInTheDocument();
    expect(screen.getByText('2 avaliações')).toBeInTheDocument();
    expect(screen.getByText('4,5 (2 avaliações)')).toBeInTheDocument();
    // The list was loaded again: the new review is at the top.
    expect(await screen.findByText('Maria S.')).toBeInTheDocument();
  });

  it('asks for a rating before sending, and shows userErrors next to their fields', async () => {
    const refused = reviewMock(
      { rating: 3, comment: 'texto' },
      { userErrors: [userError('comment', 'INVALID', 'Texto muito longo (máximo 1000 caracteres)'), userError('productId', 'NOT_PURCHASED', 'Você só pode avaliar produtos que já recebeu.')] },
    );
    const form = await openForm([pageMock({ viewerCanReview: true }), refused]);

    fireEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await form.findByText('Escolha uma nota de 1 a 5 estrelas.')).toBeInTheDocument();
    expect(form.getByRole('radiogroup', { name: 'Sua nota' })).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(form.getByRole('radio', { name: '3 estrelas' }));
    fireEvent.change(form.getByLabelText('Comentário (opcional)'), { target: { value: 'texto' } });
    fireEvent.click(form.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await form.findByText('Você só pode avaliar produtos que já recebeu.')).toBeInTheDocument();
    expect(form.getByText('Texto muito longo (máximo 1000 caracteres)')).toBeInTheDocument();
    expect(form.getByLabelText('Comentário (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Escolha uma nota de 1 a 5 estrelas.')).toBeNull();
    // Nothing was sent successfully: the form stays, with what the user typed.
    expect(form.getByLabelText('Comentário (opcional)')).toHaveValue('texto');
    expect(screen.queryByText('Avaliação enviada. Obrigado!')).toBeNull();
  });
});

describe('review box for who cannot write one', () => {
  it('a visitor gets a link to sign in and come back', async () => {
    const { router } = renderAppAt(PATH, { mocks: [pageMock()] });
    const link = await screen.findByRole('link', { name: 'Entre para avaliar' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('review-form')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: PATH });
  });

  it('a signed-in user who has not received it sees a note', async () => {
    renderAppAt(PATH, { viewer: makeViewer(), mocks: [pageMock(), viewMock] });
    expect(await screen.findByText('Você poderá avaliar depois de receber este produto.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entre para avaliar' })).toBeNull();
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('who already reviewed sees their review instead of the form', async () => {
    renderAppAt(PATH, { viewer: makeViewer(), mocks: [pageMock({ viewerReview: { rating: 4, comment: 'Bom custo-benefício' } }), viewMock] });
    const own = within(await screen.findByTestId('viewer-review'));
    expect(own.getByText('Você avaliou este produto')).toBeInTheDocument();
    expect(own.getByText('Sua nota: 4 estrelas')).toBeInTheDocument();
    expect(own.getByText('Bom custo-benefício')).toBeInTheDocument();
    expect(own.getByText('21/11/2026')).toBeInTheDocument();
    expect(screen.queryByTestId('review-form')).toBeNull();
  });
});
