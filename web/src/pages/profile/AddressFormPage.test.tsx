import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/render';
import { makeViewer } from '../../session/testing';
import { LookupCepDocument, MyAddressesDocument } from './documents';

const viewer = makeViewer();

function addressesMock(addresses: unknown[] = []): MockLink.MockedResponse {
  return {
    request: { query: MyAddressesDocument },
    result: { data: { viewer: { __typename: 'User', id: viewer.id, addresses } } },
    maxUsageCount: 10,
  };
}

function cepMock(cep: string, payload: { address?: Record<string, unknown> | null; error?: { code: string; message: string } }) {
  const result = vi.fn(() => ({
    data: {
      lookupCep: {
        __typename: 'LookupCepPayload',
        address: payload.address ? { __typename: 'CepAddress', ibge: null, ...payload.address } : null,
        retryAfterSeconds: null,
        userErrors: payload.error ? [{ __typename: 'UserError', field: 'cep', ...payload.error }] : [],
      },
    },
  }));
  return { mock: { request: { query: LookupCepDocument, variables: { cep } }, result } as MockLink.MockedResponse, result };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('AddressFormPage', () => {
  it('masks the CEP, looks it up at 8 digits and fills logradouro, bairro, cidade and UF', async () => {
    const lookup = cepMock('01001000', {
      address: { cep: '01001000', street: 'Praça da Sé', district: 'Sé', city: 'São Paulo', state: 'SP', source: 'VIACEP', confidence: 'HIGH' },
    });
    renderAppAt('/profile/address/add', { viewer, mocks: [addressesMock(), lookup.mock] });

    const cep = await screen.findByLabelText(/^CEP/);
    fireEvent.change(cep, { target: { value: '0100100' } });
    expect((cep as HTMLInputElement).value).toBe('01001-00');
    expect(lookup.result).not.toHaveBeenCalled();
    fireEvent.change(cep, { target: { value: '01001000' } });
    expect((cep as HTMLInputElement).value).toBe('01001-000');

    await waitFor(() => expect(field(/^Logradouro/).value).toBe('Praça da Sé'));
    expect(field(/^Bairro/).value).toBe('Sé');
    expect(field(/^Cidade/).value).toBe('São Paulo');
    expect((screen.getByLabelText(/^UF/) as HTMLSelectElement).value).toBe('SP');
    expect(screen.getByTestId('cep-hint')).toHaveTextContent('Endereço encontrado (ViaCEP)');
    expect(lookup.result).toHaveBeenCalledTimes(1);
    // The first address is always the principal.
    expect(screen.getByText('O primeiro endereço é sempre o principal.')).toBeInTheDocument();
  });

  it('shows the lookup error next to the CEP and keeps the fields editable', async () => {
    const lookup = cepMock('29999999', { error: { code: 'NOT_FOUND', message: 'CEP não encontrado' } });
    renderAppAt('/profile/address/add', { viewer, mocks: [addressesMock(), lookup.mock] });
    fireEvent.change(await screen.findByLabelText(/^CEP/), { target: { value: '29999-999' } });
    expect(await screen.findByTestId('cep-error')).toHaveTextContent('CEP não encontrado');
    fireEvent.change(field(/^Cidade/), { target: { value: 'Vitória' } });
    expect(field(/^Cidade/).value).toBe('Vitória');
  });

  it('marks every missing field with its pt-BR message on submit', async () => {
    renderAppAt('/profile/address/add', { viewer, mocks: [addressesMock()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar endereço' }));
    for (const message of ['CEP deve conter 8 dígitos', 'Logradouro é obrigatório', 'Número é obrigatório', 'Bairro é obrigatório', 'Cidade é obrigatória', 'UF é obrigatória']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('edits an existing address (?id=) with its values, keeping the principal locked', async () => {
    const address = {
      __typename: 'Address',
      id: 'QWRkcmVzczox',
      label: 'Casa',
      street: 'Rua Principal',
      number: '10',
      complement: null,
      district: 'Centro',
      city: 'Angelândia',
      state: 'MG',
      postalCode: '39688000',
      principal: true,
      createdAt: '2026-11-22T00:00:00.000Z',
    };
    renderAppAt('/profile/address/add?id=QWRkcmVzczox', { viewer, mocks: [addressesMock([address])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar endereço' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^Logradouro/).value).toBe('Rua Principal'));
    expect(field(/^CEP/).value).toBe('39688-000');
    expect(screen.getByText(/Este é o seu endereço principal/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
  });
});
