// A store's product form (docs/decisions.md, "Produtos da loja"): the checks of every field, which
// changes wait for an admin's approval, and the stock levels of the vendor's list. Pure: the API
// applies it when a store saves a product; the vendor screen shows the same messages.
import { parseMoney, toCents } from './money';
import { stateMachine } from './state-machine';

export const PRODUCT_MESSAGES = {
  nameRequired: 'Informe o nome do produto (até 120 caracteres)',
  descriptionTooLong: 'A descrição pode ter até 5.000 caracteres',
  priceInvalid: 'Informe um preço maior que zero, por exemplo 12,50',
  promoPriceInvalid: 'O preço promocional deve ser maior que zero e menor que o preço normal',
  promoPriceRequired: 'Informe o preço promocional para ativar a promoção',
  promoWindowInvalid: 'O fim da promoção deve ser depois do início',
  dateInvalid: 'Data inválida',
  stockInvalid: 'O estoque deve ser um número inteiro de 0 para cima',
  pointsInvalid: 'Os pontos devem ser um número inteiro de 0 a 100.000',
  unitInvalid: 'A unidade pode ter até 20 caracteres',
  categoryInvalid: 'A categoria pode ter até 60 caracteres',
  conversionRequired: 'Informe de quantas em quantas unidades o produto é vendido (2 ou mais)',
  imagesInvalid: 'Use até 8 imagens enviadas pelo app',
  segmentNotFound: 'Segmento não encontrado',
  notFound: 'Produto não encontrado',
  created: 'Produto enviado para aprovação',
  saved: 'Produto salvo',
  savedPending: 'Produto salvo. Nome, preço e imagens novos aguardam aprovação.',
  activated: 'Produto ativado',
  deactivated: 'Produto desativado',
  cannotToggle: 'Só produtos aprovados podem ser ativados ou desativados',
} as const;

/** The product's status as the store reads it (LEGACY_PENDING = a product from before the approval queue, still waiting). */
export const PRODUCT_STATUS_LABELS = {
  PENDING: 'Pendente',
  LEGACY_PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  REJECTED: 'Recusado',
  INACTIVE: 'Inativo',
} as const;

export type ProductStatusValue = keyof typeof PRODUCT_STATUS_LABELS;

/**
 * A product's life: waiting (a new product, or one from before the queue) until the approval queue
 * (common/approvals.ts) approves or refuses it; editing a never-approved one sends it back to wait;
 * an approved one is switched on and off by the store at once (the only moves asked by name here).
 */
export const PRODUCT_STATUS = stateMachine<ProductStatusValue, 'activate' | 'deactivate'>({
  transitions: {
    PENDING: ['PENDING', 'APPROVED', 'REJECTED'],
    LEGACY_PENDING: ['PENDING', 'APPROVED', 'REJECTED'],
    REJECTED: ['PENDING'],
    APPROVED: ['APPROVED', 'INACTIVE'],
    INACTIVE: ['APPROVED', 'INACTIVE'],
  },
  actions: { activate: { to: 'APPROVED', from: ['APPROVED', 'INACTIVE'] }, deactivate: { to: 'INACTIVE' } },
  refusal: () => ({ message: PRODUCT_MESSAGES.cannotToggle, code: 'INVALID', field: 'active' }),
});

/** Stock at or below this (and above zero) shows as 'Estoque baixo'. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'OUT' | 'LOW' | 'OK';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'OUT';
  return stock <= LOW_STOCK_THRESHOLD ? 'LOW' : 'OK';
}

/** Images are the app's own uploads (api/merchant/product-images.ts), never links from elsewhere. */
export const PRODUCT_IMAGE_URL_RE = /^\/uploads\/products\/[0-9a-f-]{36}\.webp$/;
export const MAX_PRODUCT_IMAGES = 8;

/** The 320 px thumbnail stored next to an uploaded photo ('x.webp' → 'x.thumb.webp'); other URLs stay. */
export function thumbnailOf(url: string): string {
  return url.startsWith('/uploads/') ? url.replace(/\.webp$/, '.thumb.webp') : url;
}

export interface ProductForm {
  name: string;
  description?: string | null;
  price: string;
  promoPrice?: string | null;
  promoActive?: boolean | null;
  promoStartsAt?: Date | null;
  promoEndsAt?: Date | null;
  stock: number;
  pointsConsumer?: number | null;
  pointsProfessional?: number | null;
  segmentId?: string | null;
  category?: string | null;
  unit?: string | null;
  quantityControl?: 'UNIT' | 'MULTIPLE' | null;
  conversionValue?: number | null;
  images?: readonly string[] | null;
}

export interface CheckedProduct {
  name: string;
  description: string;
  price: string;
  promoPrice: string | null;
  promoActive: boolean;
  promoStartsAt: Date | null;
  promoEndsAt: Date | null;
  stock: number;
  pointsConsumer: number | null;
  pointsProfessional: number | null;
  segmentId: string | null;
  category: string | null;
  unit: string;
  quantityControl: 'UNIT' | 'MULTIPLE';
  conversionValue: number | null;
  images: string[];
}

export type ProductCheck = { ok: true; value: CheckedProduct } | { ok: false; errors: { field: keyof ProductForm; message: string }[] };

const blank = (text: string | null | undefined) => text == null || text.trim() === '';
const isPoints = (n: number | null | undefined) => n == null || (Number.isInteger(n) && n >= 0 && n <= 100_000);

/** The form checked and cleaned (trimmed texts, canonical money, dates as Date). */
export function checkProductForm(form: ProductForm): ProductCheck {
  const errors: { field: keyof ProductForm; message: string }[] = [];
  const name = form.name.trim();
  const description = (form.description ?? '').trim();
  const price = parseMoney(form.price);
  const promoPrice = blank(form.promoPrice) ? null : parseMoney(form.promoPrice);
  const promoActive = !!form.promoActive;
  const date = (value: Date | null | undefined, field: 'promoStartsAt' | 'promoEndsAt') => {
    if (value == null) return null;
    if (Number.isNaN(value.getTime())) {
      errors.push({ field, message: PRODUCT_MESSAGES.dateInvalid });
      return null;
    }
    return value;
  };
  if (!name || name.length > 120) errors.push({ field: 'name', message: PRODUCT_MESSAGES.nameRequired });
  if (description.length > 5000) errors.push({ field: 'description', message: PRODUCT_MESSAGES.descriptionTooLong });
  if (price == null || toCents(price) <= 0n) errors.push({ field: 'price', message: PRODUCT_MESSAGES.priceInvalid });
  if (!blank(form.promoPrice) && (promoPrice == null || toCents(promoPrice) <= 0n || (price != null && toCents(promoPrice) >= toCents(price)))) {
    errors.push({ field: 'promoPrice', message: PRODUCT_MESSAGES.promoPriceInvalid });
  } else if (promoActive && blank(form.promoPrice)) {
    errors.push({ field: 'promoPrice', message: PRODUCT_MESSAGES.promoPriceRequired });
  }
  const promoStartsAt = date(form.promoStartsAt, 'promoStartsAt');
  const promoEndsAt = date(form.promoEndsAt, 'promoEndsAt');
  if (promoStartsAt && promoEndsAt && promoEndsAt <= promoStartsAt) errors.push({ field: 'promoEndsAt', message: PRODUCT_MESSAGES.promoWindowInvalid });
  if (!Number.isInteger(form.stock) || form.stock < 0 || form.stock > 1_000_000) errors.push({ field: 'stock', message: PRODUCT_MESSAGES.stockInvalid });
  if (!isPoints(form.pointsConsumer)) errors.push({ field: 'pointsConsumer', message: PRODUCT_MESSAGES.pointsInvalid });
  if (!isPoints(form.pointsProfessional)) errors.push({ field: 'pointsProfessional', message: PRODUCT_MESSAGES.pointsInvalid });
  const unit = (form.unit ?? '').trim() || 'un';
  if (unit.length > 20) errors.push({ field: 'unit', message: PRODUCT_MESSAGES.unitInvalid });
  const category = (form.category ?? '').trim() || null;
  if (category && category.length > 60) errors.push({ field: 'category', message: PRODUCT_MESSAGES.categoryInvalid });
  const quantityControl = form.quantityControl === 'MULTIPLE' ? 'MULTIPLE' : 'UNIT';
  const conversionValue = quantityControl === 'MULTIPLE' ? (form.conversionValue ?? null) : null;
  if (quantityControl === 'MULTIPLE' && (conversionValue == null || !Number.isInteger(conversionValue) || conversionValue < 2 || conversionValue > 10_000)) {
    errors.push({ field: 'conversionValue', message: PRODUCT_MESSAGES.conversionRequired });
  }
  const images = [...(form.images ?? [])];
  if (images.length > MAX_PRODUCT_IMAGES || images.some((url) => !PRODUCT_IMAGE_URL_RE.test(url)) || new Set(images).size !== images.length) {
    errors.push({ field: 'images', message: PRODUCT_MESSAGES.imagesInvalid });
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      description,
      price: price!,
      promoPrice,
      promoActive,
      promoStartsAt,
      promoEndsAt,
      stock: form.stock,
      pointsConsumer: form.pointsConsumer ?? null,
      pointsProfessional: form.pointsProfessional ?? null,
      segmentId: form.segmentId || null,
      category,
      unit,
      quantityControl,
      conversionValue,
      images,
    },
  };
}

/** What a shopper sees first: these wait for an admin on an approved product; the rest apply at once. */
export const APPROVAL_FIELDS = ['name', 'price', 'promoPrice', 'promoActive', 'promoStartsAt', 'promoEndsAt', 'images'] as const;
export type ApprovalField = (typeof APPROVAL_FIELDS)[number];

type Comparable = string | number | boolean | Date | null | readonly string[] | { toString(): string };

function sameValue(a: Comparable | undefined, b: Comparable | undefined): boolean {
  if (a == null || b == null) return a == null && b == null;
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'object' || typeof b === 'object' || typeof a !== typeof b) {
    // Money: Decimal or string; compare as cents.
    const [x, y] = [parseMoney(String(a)), parseMoney(String(b))];
    return x != null && y != null ? toCents(x) === toCents(y) : String(a) === String(b);
  }
  return a === b;
}

/**
 * Splits a checked form against the live product: the approval fields that changed (they wait for
 * an admin) and every other field (applied at once).
 */
export function splitForApproval(
  current: Record<ApprovalField, Comparable>,
  next: CheckedProduct,
): { approval: Partial<Pick<CheckedProduct, ApprovalField>>; immediate: Omit<CheckedProduct, ApprovalField> } {
  const approval: Partial<Pick<CheckedProduct, ApprovalField>> = {};
  for (const field of APPROVAL_FIELDS) {
    if (!sameValue(current[field], next[field])) (approval as Record<string, unknown>)[field] = next[field];
  }
  const { name: _n, price: _p, promoPrice: _pp, promoActive: _pa, promoStartsAt: _ps, promoEndsAt: _pe, images: _i, ...immediate } = next;
  return { approval, immediate };
}
