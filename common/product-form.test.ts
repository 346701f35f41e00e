import { describe, expect, it } from 'vitest';
import { checkProductForm, splitForApproval, stockLevel, thumbnailOf, type CheckedProduct } from './product-form';

const valid = { name: ' Cimento ', price: '39,90', stock: 10 };

describe('checkProductForm', () => {
  it('cleans a minimal form with the defaults', () => {
    const r = checkProductForm(valid);
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Cimento',
        description: '',
        price: '39.90',
        promoPrice: null,
        promoActive: false,
        promoStartsAt: null,
        promoEndsAt: null,
        stock: 10,
        pointsConsumer: null,
        pointsProfessional: null,
        segmentId: null,
        category: null,
        unit: 'un',
        quantityControl: 'UNIT',
        conversionValue: null,
        images: [],
      },
    });
  });
  it('checks the promotion: price below the normal one, required when active, end after start', () => {
    const fields = (form: Parameters<typeof checkProductForm>[0]) => {
      const r = checkProductForm(form);
      return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.message}`);
    };
    expect(fields({ ...valid, promoActive: true })).toEqual(['promoPrice: Informe o preço promocional para ativar a promoção']);
    expect(fields({ ...valid, promoPrice: '39,90' })).toEqual(['promoPrice: O preço promocional deve ser maior que zero e menor que o preço normal']);
    expect(
      fields({
        ...valid,
        promoPrice: '35',
        promoStartsAt: new Date('2026-12-02'),
        promoEndsAt: new Date('2026-12-01'),
      }),
    ).toEqual(['promoEndsAt: O fim da promoção deve ser depois do início']);
    expect(fields({ ...valid, promoStartsAt: new Date('x') })).toEqual(['promoStartsAt: Data inválida']);
  });
  it('needs the multiple for products sold in multiples, and only app uploads as images', () => {
    expect(
      checkProductForm({
        ...valid,
        quantityControl: 'MULTIPLE',
        conversionValue: 1,
      }).ok,
    ).toBe(false);
    const multiple = checkProductForm({
      ...valid,
      quantityControl: 'MULTIPLE',
      conversionValue: 6,
    });
    expect(multiple.ok && multiple.value.conversionValue).toBe(6);
    const url = '/uploads/products/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(checkProductForm({ ...valid, images: [url] }).ok).toBe(true);
    expect(checkProductForm({ ...valid, images: [url, url] }).ok).toBe(false);
    expect(checkProductForm({ ...valid, images: ['/uploads/avatars/x.png'] }).ok).toBe(false);
  });
});

describe('splitForApproval', () => {
  it('sends changed name, prices, promotion and images to approval; the rest applies at once', () => {
    const form = checkProductForm({
      ...valid,
      name: 'Cimento CP-II',
      price: '39.90',
      stock: 3,
      description: 'Novo texto',
    }) as { ok: true; value: CheckedProduct };
    const current = {
      name: 'Cimento',
      price: { toString: () => '39.9' },
      promoPrice: null,
      promoActive: false,
      promoStartsAt: null,
      promoEndsAt: null,
      images: [],
    };
    const { approval, immediate } = splitForApproval(current, form.value);
    expect(approval).toEqual({ name: 'Cimento CP-II' });
    expect(immediate).toMatchObject({ stock: 3, description: 'Novo texto' });
    expect('name' in immediate).toBe(false);
  });
});

describe('thumbnailOf', () => {
  it('names the thumbnail stored next to an upload, and leaves other URLs alone', () => {
    expect(thumbnailOf('/uploads/products/a.webp')).toBe('/uploads/products/a.thumb.webp');
    expect(thumbnailOf('/uploads/seed/cimento.svg')).toBe('/uploads/seed/cimento.svg');
  });
});

describe('stockLevel', () => {
  it('is OUT at zero, LOW up to 5, OK above', () => {
    expect([0, 1, 5, 6].map(stockLevel)).toEqual(['OUT', 'LOW', 'LOW', 'OK']);
  });
});
