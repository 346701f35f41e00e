// The vendor's product form (/vendor/products/new, /vendor/products/edit/:id): form ↔ API input,
// checked with the rule the API applies (common/product-form.ts), and the list's labels.
import { fromLocalInput, toLocalInput } from '@common/dates';
import { moneyFieldValue } from '@common/money';
import { quantityWithUnit } from '@common/catalog-format';
import { checkProductForm, LOW_STOCK_THRESHOLD, MAX_PRODUCT_IMAGES, PRODUCT_STATUS_LABELS, thumbnailOf } from '@common/product-form';
import type { ProductStatus, QuantityControl, SaveProductInput, StockLevel, VendorProductQuery, VendorProductStatus } from '../../../gql/graphql';

export const PRODUCT_TEXTS = {
  newProduct: 'Novo produto',
  save: 'Salvar produto',
  failed: 'Não foi possível salvar o produto. Tente novamente.',
  loadError: 'Não foi possível carregar os produtos.',
  productLoadError: 'Não foi possível carregar o produto.',
  notFound: 'Produto não encontrado',
  empty: 'Nenhum produto cadastrado',
  emptyHint: 'Cadastre seu primeiro produto: ele aparece no marketplace depois da aprovação.',
  noResults: 'Nenhum produto encontrado com esses filtros',
  toggleFailed: 'Não foi possível mudar o produto. Tente novamente.',
  uploadFailed: 'Não foi possível enviar a foto. Tente novamente.',
  approvalNote: 'Produtos novos e mudanças de nome, preço, promoção ou fotos passam pela aprovação do Clube antes de aparecer. Estoque e demais dados valem na hora.',
  pendingChange: 'Alteração em análise',
  tooManyImages: `Use até ${MAX_PRODUCT_IMAGES} imagens`,
} as const;

export const STATUS_LABELS: Record<ProductStatus, string> = PRODUCT_STATUS_LABELS;

export const STATUS_COLORS: Record<ProductStatus, string> = { PENDING: 'orange', LEGACY_PENDING: 'orange', APPROVED: 'green', REJECTED: 'red', INACTIVE: 'gray' };

export const STATUS_FILTERS: { value: VendorProductStatus | ''; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'PENDING', label: 'Pendentes' },
  { value: 'APPROVED', label: 'Aprovados' },
  { value: 'REJECTED', label: 'Recusados' },
  { value: 'INACTIVE', label: 'Inativos' },
];

export const STOCK_FILTERS: { value: StockLevel | ''; label: string }[] = [
  { value: '', label: 'Todo o estoque' },
  { value: 'OUT', label: 'Esgotados' },
  { value: 'LOW', label: `Estoque baixo (até ${LOW_STOCK_THRESHOLD})` },
  { value: 'OK', label: 'Com estoque' },
];

/** '12 saco' / 'Esgotado'. */
export function stockText(stock: number, unit: string): string {
  return stock <= 0 ? 'Esgotado' : quantityWithUnit(stock, unit).replace(/^\d+/, stock.toLocaleString('pt-BR'));
}

export interface ProductImage {
  url: string;
  thumbnailUrl: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  promoPrice: string;
  promoActive: boolean;
  promoStartsAt: string;
  promoEndsAt: string;
  stock: string;
  pointsConsumer: string;
  pointsProfessional: string;
  segmentId: string;
  category: string;
  unit: string;
  quantityControl: QuantityControl;
  conversionValue: string;
  images: ProductImage[];
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  promoPrice: '',
  promoActive: false,
  promoStartsAt: '',
  promoEndsAt: '',
  stock: '0',
  pointsConsumer: '',
  pointsProfessional: '',
  segmentId: '',
  category: '',
  unit: 'un',
  quantityControl: 'UNIT',
  conversionValue: '',
  images: [],
};

type EditedProduct = Extract<NonNullable<VendorProductQuery['node']>, { __typename?: 'Product' }>;

/** The form for a product being edited: a pending proposal's name, prices and photos are shown. */
export function productToForm(product: EditedProduct): ProductFormValues {
  const proposed = product.pendingRevision?.proposed;
  const images = proposed?.images ?? product.images;
  return {
    name: proposed?.name ?? product.name,
    description: product.description,
    price: moneyFieldValue(proposed?.price ?? product.price),
    promoPrice: moneyFieldValue(proposed?.promoPrice ?? product.promoPrice),
    promoActive: product.promoActive,
    promoStartsAt: toLocalInput(product.promoStartsAt),
    promoEndsAt: toLocalInput(product.promoEndsAt),
    stock: String(product.stock),
    pointsConsumer: String(product.pointsConsumer),
    pointsProfessional: product.pointsProfessional !== product.pointsConsumer ? String(product.pointsProfessional) : '',
    segmentId: product.segment?.id ?? '',
    category: product.category ?? '',
    unit: product.unit,
    quantityControl: product.quantityControl,
    conversionValue: product.conversionValue != null ? String(product.conversionValue) : '',
    images: images.map((url) => ({ url, thumbnailUrl: thumbnailOf(url) })),
  };
}

const whole = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The form as the API's input, or the errors to show (nothing is sent while there are any). */
export function productFormToInput(form: ProductFormValues): { input: Omit<SaveProductInput, 'id'> | null; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const startsAt = fromLocalInput(form.promoStartsAt);
  const endsAt = fromLocalInput(form.promoEndsAt);
  const stock = whole(form.stock);
  const input = {
    name: form.name,
    description: form.description,
    price: form.price,
    promoPrice: form.promoPrice.trim() || null,
    promoActive: form.promoActive,
    promoStartsAt: startsAt === undefined ? new Date(NaN) : startsAt ? new Date(startsAt) : null,
    promoEndsAt: endsAt === undefined ? new Date(NaN) : endsAt ? new Date(endsAt) : null,
    stock: stock ?? NaN,
    pointsConsumer: whole(form.pointsConsumer),
    pointsProfessional: whole(form.pointsProfessional),
    segmentId: form.segmentId || null,
    category: form.category,
    unit: form.unit,
    quantityControl: form.quantityControl,
    conversionValue: form.quantityControl === 'MULTIPLE' ? whole(form.conversionValue) : null,
    images: form.images.map((image) => image.url),
  };
  const check = checkProductForm(input);
  if (!check.ok) {
    for (const error of check.errors) errors[error.field] ??= error.message;
    return { input: null, errors };
  }
  return {
    input: { ...input, promoStartsAt: check.value.promoStartsAt?.toISOString() ?? null, promoEndsAt: check.value.promoEndsAt?.toISOString() ?? null },
    errors,
  };
}
