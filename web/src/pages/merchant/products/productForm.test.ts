import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, productFormToInput, stockText } from './productForm';

const photo = { url: '/uploads/products/0f8fad5b-d9cb-469f-a165-70867728950e.webp', thumbnailUrl: '/uploads/products/0f8fad5b-d9cb-469f-a165-70867728950e.thumb.webp' };

describe('product form', () => {
  it('sends the typed values as the API input (promotion window at UTC−3 as ISO instants)', () => {
    const { input, errors } = productFormToInput({
      ...EMPTY_PRODUCT_FORM,
      name: 'Argamassa',
      price: '32.90',
      promoPrice: '29.90',
      promoActive: true,
      promoStartsAt: '2026-12-01T08:00',
      stock: '40',
      pointsConsumer: '3',
      quantityControl: 'MULTIPLE',
      conversionValue: '2',
      images: [photo],
    });
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      name: 'Argamassa',
      price: '32.90',
      promoPrice: '29.90',
      promoStartsAt: '2026-12-01T11:00:00.000Z',
      promoEndsAt: null,
      stock: 40,
      pointsConsumer: 3,
      pointsProfessional: null,
      conversionValue: 2,
      images: [photo.url],
    });
  });
  it('shows the API messages next to the fields and sends nothing', () => {
    const { input, errors } = productFormToInput({ ...EMPTY_PRODUCT_FORM, price: 'abc', stock: '2,5', pointsConsumer: '-1', promoEndsAt: 'amanhã' });
    expect(input).toBeNull();
    expect(errors).toEqual({
      name: 'Informe o nome do produto (até 120 caracteres)',
      price: 'Informe um preço maior que zero, por exemplo 12,50',
      promoEndsAt: 'Data inválida',
      stock: 'O estoque deve ser um número inteiro de 0 para cima',
      pointsConsumer: 'Os pontos devem ser um número inteiro de 0 a 100.000',
    });
  });
  it('writes the stock with its unit, or Esgotado', () => {
    expect([stockText(0, 'un'), stockText(1200, 'saco')]).toEqual(['Esgotado', '1.200 sacos']);
  });
});
