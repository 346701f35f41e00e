import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateCouponInput } from '../../../gql/graphql';
import { notify, toaster } from '../../../notify';
import { renderWithProviders } from '../../../test/render';
import { SiteSettingsChangedDocument, SiteSettingsDocument } from '../../../catalog/documents';
import CouponsPage from './CouponsPage';
import { CouponsDocument, CreateCouponDocument, DeleteCouponDocument } from './documents';

const chrome = [
  { request: { query: SiteSettingsDocument }, result: { data: { siteSettings: { __typename: 'SiteSettings', siteName: 'Clube Local', logoUrl: null, logoVariantUrl: null, faviconUrl: null, updatedAt: null } } }, maxUsageCount: 10 },
  { request: { query: SiteSettingsChangedDocument }, delay: Infinity, maxUsageCount: 10 },
];

const emptyList = {
  request: { query: CouponsDocument, variables: { first: 20, search: null } },
  result: { data: { coupons: { __typename: 'CouponConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] } } },
  maxUsageCount: 10,
};

describe('CouponsPage', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
  });

  it("shows the API's pt-BR validation messages under each field", async () => {
    const inputs: CreateCouponInput[] = [];
    const success = vi.spyOn(notify, 'success');
    renderWithProviders(
      <MemoryRouter>
        <CouponsPage title="Cupons" />
      </MemoryRouter>,
      {
        mocks: [
          ...chrome,
          emptyList,
          {
            request: {
              query: CreateCouponDocument,
              variables: (v: { input: CreateCouponInput }) => {
                inputs.push(v.input);
                return true;
              },
            },
            result: {
              data: {
                createCoupon: {
                  __typename: 'CouponPayload',
                  coupon: null,
                  userErrors: [
                    { __typename: 'UserError', field: 'code', code: 'TAKEN', message: 'Já existe um cupom com este código' },
                    { __typename: 'UserError', field: 'value', code: 'INVALID', message: 'O percentual deve ser no máximo 100' },
                  ],
                },
              },
            },
          },
        ] as never,
      },
    );
    expect(await screen.findByText('Nenhum cupom cadastrado')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Código/), { target: { value: 'natal10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valor/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cupom' }));

    expect(await within(dialog).findByText('Já existe um cupom com este código')).toBeInTheDocument();
    expect(within(dialog).getByText('O percentual deve ser no máximo 100')).toBeInTheDocument();
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ code: 'NATAL10', kind: 'PERCENT', value: '150.00', active: true, usageLimit: null });
    expect(success).not.toHaveBeenCalled();
  });

  it('drops a deleted coupon from the list and from the count at once', async () => {
    const coupon = {
      __typename: 'Coupon', id: 'Q291cG9uOjE=', code: 'BEMVINDO', description: null, kind: 'PERCENT', value: '10.00', minOrder: null,
      startsAt: null, endsAt: null, usageLimit: null, perUserLimit: null, usedCount: 0, active: true, status: 'ACTIVE',
      createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-01T12:00:00.000Z',
    };
    const oneCoupon = {
      request: { query: CouponsDocument, variables: { first: 20, search: null } },
      result: { data: { coupons: { __typename: 'CouponConnection', totalCount: 1, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [{ __typename: 'CouponEdge', cursor: 'c1', node: coupon }] } } },
    };
    renderWithProviders(
      <MemoryRouter>
        <CouponsPage title="Cupons" />
      </MemoryRouter>,
      {
        mocks: [
          ...chrome,
          oneCoupon,
          { request: { query: DeleteCouponDocument, variables: { input: { id: coupon.id } } }, result: { data: { deleteCoupon: { __typename: 'CouponPayload', deletedCouponId: coupon.id, userErrors: [] } } } },
        ],
      },
    );
    expect(await screen.findByText('1 cupom')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Excluir BEMVINDO' })[0]);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('0 cupons')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('coupon-row')).toHaveLength(0));
  });
});
