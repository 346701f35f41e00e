import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPreviewQuery, PlaceOrderInput } from '../../gql/graphql';
import { notify, toaster } from '../../notify';
import { renderWithProviders } from '../../test/render';
import { SiteSettingsChangedDocument, SiteSettingsDocument } from '../../catalog/documents';
import { MyAddressesDocument } from '../profile/documents';
import CheckoutPage from './CheckoutPage';
import { CHECKOUT_TEXTS } from './checkoutRules';
import { CheckoutPreviewDocument, PlaceOrderDocument } from '../../cart/documents';

/** The preview without a coupon, before and after the principal address is chosen. */
const withoutCoupon = (variables: { input: { couponCode?: string | null } }) => variables.input.couponCode == null;
import { makeCart, makeItem } from '../../cart/testing';

const item = makeItem({ id: 'Q2FydEl0ZW06MQ==', name: 'Cimento CP II 50kg', price: '39.90', quantity: 2, points: 5 });

function preview(overrides: Partial<CheckoutPreviewQuery['checkoutPreview']> = {}): CheckoutPreviewQuery['checkoutPreview'] {
  return {
    __typename: 'CheckoutPreview',
    canPlaceOrder: false,
    itemsTotal: '79.80',
    deliveryTotal: '5.00',
    discount: '0.00',
    total: '84.80',
    pointsToEarn: 10,
    sharedCart: null,
    coupon: null,
    stores: [
      {
        __typename: 'CheckoutStore',
        store: { __typename: 'Store', id: 'U3RvcmU6MQ==', databaseId: 'uuid-store', name: 'Casa do Construtor', logoUrl: null },
        deliveryFee: '5.00',
        discount: '0.00',
        itemsTotal: '79.80',
        total: '84.80',
        points: 10,
        items: [item],
      },
    ],
    issues: [],
    userErrors: [],
    ...overrides,
  };
}

const address = {
  __typename: 'Address' as const,
  id: 'QWRkcmVzczox',
  label: null,
  street: 'Rua das Flores',
  number: '120',
  complement: null,
  district: 'Centro',
  city: 'Angelândia',
  state: 'MG',
  postalCode: '39685000',
  principal: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

const chrome = [
  { request: { query: SiteSettingsDocument }, result: { data: { siteSettings: { __typename: 'SiteSettings', siteName: 'Clube Local', logoUrl: null, logoVariantUrl: null, faviconUrl: null, updatedAt: null } } }, maxUsageCount: 10 },
  { request: { query: SiteSettingsChangedDocument }, delay: Infinity, maxUsageCount: 10 },
];

function baseMocks() {
  return [
    ...chrome,
    { request: { query: MyAddressesDocument }, result: { data: { viewer: { __typename: 'User', id: 'VXNlcjox', addresses: [address] } } }, maxUsageCount: 10 },
    { request: { query: CheckoutPreviewDocument, variables: withoutCoupon }, result: { data: { checkoutPreview: preview() } }, maxUsageCount: 10 },
  ];
}

function renderCheckout(mocks: object[]) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage title="Finalizar compra" />} />
        <Route path="/order-confirmation/:orderId" element={<p>confirmação</p>} />
      </Routes>
    </MemoryRouter>,
    { mocks: mocks as never },
  );
}

/** Picks a payment option (the radio group applies the choice asynchronously). */
async function choose(name: RegExp) {
  const radio = screen.getByRole('radio', { name });
  fireEvent.click(radio);
  await waitFor(() => expect(radio.closest('label')).toHaveAttribute('data-state', 'checked'));
}

async function chooseCash(change: string) {
  await screen.findByText('Rua das Flores, 120');
  await choose(/Dinheiro/);
  fireEvent.change(await screen.findByLabelText('Troco para'), { target: { value: change } });
}

describe('CheckoutPage', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
  });

  it('keeps the same idempotency key across a double click and a retry after a failure', async () => {
    const keys: string[] = [];
    const capture = (variables: { input: PlaceOrderInput }) => {
      keys.push(variables.input.idempotencyKey);
      return true;
    };
    const failed = vi.spyOn(notify, 'error');
    const placed = {
      data: {
        placeOrder: {
          __typename: 'PlaceOrderPayload',
          replayed: false,
          order: { __typename: 'Order', id: 'T3JkZXI6MQ==', databaseId: 'abcdef12-0000-4000-8000-000000000000', number: 'ABCDEF12' },
          cart: makeCart([]),
          issues: [],
          userErrors: [],
        },
      },
    };
    renderCheckout([
      ...baseMocks(),
      { request: { query: PlaceOrderDocument, variables: capture }, error: new Error('Failed to fetch'), delay: 30 },
      { request: { query: PlaceOrderDocument, variables: capture }, result: placed },
    ]);
    await chooseCash('100,00');
    expect(await screen.findByTestId('checkout-change')).toHaveTextContent('Troco: R$ 15,20');

    const confirm = screen.getByTestId('confirm-order');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(failed).toHaveBeenCalledWith(CHECKOUT_TEXTS.placeFailed));
    expect(keys).toHaveLength(1);

    fireEvent.click(screen.getByTestId('confirm-order'));
    expect(await screen.findByText('confirmação')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends changeFor only for cash and refuses change below the total', async () => {
    const inputs: PlaceOrderInput[] = [];
    renderCheckout([
      ...baseMocks(),
      {
        request: {
          query: PlaceOrderDocument,
          variables: (v: { input: PlaceOrderInput }) => {
            inputs.push(v.input);
            return true;
          },
        },
        result: { data: { placeOrder: { __typename: 'PlaceOrderPayload', replayed: false, order: null, cart: null, issues: [], userErrors: [{ __typename: 'UserError', field: null, code: 'X', message: 'Erro qualquer' }] } } },
      },
    ]);
    await chooseCash('50,00');
    fireEvent.click(screen.getByTestId('confirm-order'));
    expect(await screen.findByText(CHECKOUT_TEXTS.changeTooLow)).toBeInTheDocument();
    expect(inputs).toHaveLength(0);

    // Switching to PIX hides 'Troco para' and sends no change.
    await choose(/PIX/);
    expect(screen.queryByLabelText('Troco para')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-order'));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ addressId: address.id, paymentMethod: 'PIX' });
    expect(inputs[0]).not.toHaveProperty('changeFor');
  });

  it("lists cart issues with the spec's texts and toasts 'Problemas detectados no carrinho'", async () => {
    const error = vi.spyOn(notify, 'error');
    const issue = { __typename: 'CartIssue' as const, cartItemId: item.id, productName: 'Cimento CP II 50kg', issue: 'OUT_OF_STOCK' as const, currentValue: '1', message: 'x' };
    renderCheckout([
      ...baseMocks(),
      {
        request: { query: PlaceOrderDocument, variables: () => true },
        result: { data: { placeOrder: { __typename: 'PlaceOrderPayload', replayed: false, order: null, cart: null, issues: [issue], userErrors: [] } } },
      },
    ]);
    await screen.findByText('Rua das Flores, 120');
    await choose(/PIX/);
    fireEvent.click(screen.getByTestId('confirm-order'));
    expect(await screen.findByText('Cimento CP II 50kg: Estoque insuficiente. Disponível: 1')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Problemas detectados no carrinho', 'Cimento CP II 50kg: Estoque insuficiente. Disponível: 1');
  });

  it("shows the empty cart as 'Seu carrinho está vazio'", async () => {
    renderCheckout([
      ...chrome,
      { request: { query: MyAddressesDocument }, result: { data: { viewer: { __typename: 'User', id: 'VXNlcjox', addresses: [address] } } }, maxUsageCount: 10 },
      { request: { query: CheckoutPreviewDocument, variables: withoutCoupon }, result: { data: { checkoutPreview: preview({ stores: [], itemsTotal: '0.00', total: '0.00', deliveryTotal: '0.00', pointsToEarn: 0 }) } } },
    ]);
    expect(await screen.findByText('Seu carrinho está vazio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar produtos' })).toHaveAttribute('href', '/explore');
  });
});
