// Fixtures for the catalogue's unit tests.
import type { ProductCardFieldsFragment } from '../../gql/graphql';

let n = 0;

export function makeProduct(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  n += 1;
  return {
    __typename: 'Product',
    id: `UHJvZHVjdDo${n}`,
    databaseId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Produto ${n}`,
    path: `/produto/loja-teste/produto-${n}`,
    unit: 'un',
    price: '10.00',
    unitPrice: '10.00',
    images: [`/uploads/p${n}.svg`],
    points: 3,
    addToCartQuantity: 1,
    rating: { __typename: 'Rating', average: 0, count: 0 },
    promotion: { __typename: 'Promotion', state: 'INACTIVE', active: false, endsAt: null, discountPercent: null },
    store: { __typename: 'Store', id: 'U3RvcmU6MQ==', databaseId: '00000000-0000-4000-8000-0000000000aa', name: 'Depósito Central' },
    ...overrides,
  };
}
