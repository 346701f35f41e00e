// Every product write goes through here (seed, tests, and later the vendor and admin forms), so
// the rows always hold: a clean image list (normalizeImages, whatever shape arrived), exact prices,
// a slug unique within the store, and the accent-free searchText the trigram index serves.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { ProductStatus, QuantityControl } from '../generated/prisma/enums.js';
import { normalizeImages } from '../../common/images.js';
import { roundMoney } from '../../common/money.js';
import { productSlug } from '../../common/slug.js';
import { normalizeSearchText } from './product-query.js';

type Db = PrismaClient | Prisma.TransactionClient;
type Money = string | number | { toString(): string };

export interface ProductWriteInput {
  id?: string;
  storeId: string;
  segmentId?: string | null;
  /** categoria: the store's own grouping inside the segment. */
  category?: string | null;
  name: string;
  description?: string | null;
  price: Money;
  promoPrice?: Money | null;
  promoActive?: boolean;
  promoStartsAt?: Date | null;
  promoEndsAt?: Date | null;
  /** Any shape of docs/decisions.md: list, '{a,b}', JSON text, objects with url/path/src/imageUrl/imagemUrl. */
  images?: unknown;
  unit?: string | null;
  quantityControl?: QuantityControl;
  conversionValue?: number | null;
  stock?: number;
  points?: number | null;
  pointsConsumer?: number | null;
  pointsProfessional?: number | null;
  status?: ProductStatus;
  /** Defaults to now; the seed spreads creation dates so 'newest' has a history. */
  createdAt?: Date;
}

/** The searchText column: name and description, lower case, accents removed. */
export function productSearchText(name: string, description: string | null | undefined): string {
  return normalizeSearchText(`${name} ${description ?? ''}`);
}

/** The stored row for an input (without the slug, which depends on the store's other products). */
export function productRowData(input: ProductWriteInput): Omit<Prisma.ProductCreateManyInput, 'slug'> {
  const name = input.name.trim();
  const description = (input.description ?? '').trim();
  return {
    id: input.id ?? randomUUID(),
    storeId: input.storeId,
    segmentId: input.segmentId ?? null,
    category: input.category ?? null,
    name,
    description,
    searchText: productSearchText(name, description),
    price: roundMoney(input.price),
    promoPrice: input.promoPrice == null ? null : roundMoney(input.promoPrice),
    promoActive: input.promoActive ?? false,
    promoStartsAt: input.promoStartsAt ?? null,
    promoEndsAt: input.promoEndsAt ?? null,
    images: normalizeImages(input.images),
    unit: input.unit?.trim() || 'un',
    quantityControl: input.quantityControl ?? 'UNIT',
    conversionValue: input.conversionValue ?? null,
    stock: input.stock ?? 0,
    points: input.points ?? null,
    pointsConsumer: input.pointsConsumer ?? null,
    pointsProfessional: input.pointsProfessional ?? null,
    status: input.status ?? 'LEGACY_PENDING',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/** `base`, or `base-2`, `base-3`… — the first not in `taken` (which is updated). */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * Creates products in one bulk insert (plus one query for the slugs already used in their stores)
 * and returns their ids and slugs in input order.
 */
export async function createProducts(db: Db, inputs: ProductWriteInput[]): Promise<{ id: string; slug: string }[]> {
  if (inputs.length === 0) return [];
  const storeIds = [...new Set(inputs.map((i) => i.storeId))];
  const existing = await db.product.findMany({ where: { storeId: { in: storeIds } }, select: { storeId: true, slug: true } });
  const takenByStore = new Map<string, Set<string>>(storeIds.map((id) => [id, new Set()]));
  for (const row of existing) takenByStore.get(row.storeId)!.add(row.slug);
  const rows = inputs.map((input) => {
    const data = productRowData(input);
    return { ...data, slug: uniqueSlug(productSlug(data.name), takenByStore.get(input.storeId)!) };
  });
  await db.product.createMany({ data: rows });
  return rows.map((r) => ({ id: r.id as string, slug: r.slug }));
}

/** Creates one product; see createProducts. */
export async function createProduct(db: Db, input: ProductWriteInput): Promise<{ id: string; slug: string }> {
  const [created] = await createProducts(db, [input]);
  return created;
}

/**
 * Data for an update: normalises the images when they change and recomputes searchText when the
 * name or description changes (the current values fill in the one not being changed).
 */
export function productUpdateData(
  current: { name: string; description: string },
  changes: Partial<Omit<ProductWriteInput, 'storeId' | 'id'>>,
): Prisma.ProductUpdateInput {
  const data: Prisma.ProductUpdateInput = {};
  const name = changes.name != null ? changes.name.trim() : current.name;
  const description = changes.description !== undefined ? (changes.description ?? '').trim() : current.description;
  if (changes.name != null) data.name = name;
  if (changes.description !== undefined) data.description = description;
  if (changes.name != null || changes.description !== undefined) data.searchText = productSearchText(name, description);
  if (changes.images !== undefined) data.images = normalizeImages(changes.images);
  if (changes.price != null) data.price = roundMoney(changes.price);
  if (changes.promoPrice !== undefined) data.promoPrice = changes.promoPrice == null ? null : roundMoney(changes.promoPrice);
  if (changes.promoActive !== undefined) data.promoActive = changes.promoActive;
  if (changes.promoStartsAt !== undefined) data.promoStartsAt = changes.promoStartsAt;
  if (changes.promoEndsAt !== undefined) data.promoEndsAt = changes.promoEndsAt;
  if (changes.unit !== undefined) data.unit = changes.unit?.trim() || 'un';
  if (changes.quantityControl !== undefined) data.quantityControl = changes.quantityControl;
  if (changes.conversionValue !== undefined) data.conversionValue = changes.conversionValue;
  if (changes.stock !== undefined) data.stock = changes.stock;
  if (changes.points !== undefined) data.points = changes.points;
  if (changes.pointsConsumer !== undefined) data.pointsConsumer = changes.pointsConsumer;
  if (changes.pointsProfessional !== undefined) data.pointsProfessional = changes.pointsProfessional;
  if (changes.status !== undefined) data.status = changes.status;
  if (changes.segmentId !== undefined) data.segment = changes.segmentId ? { connect: { id: changes.segmentId } } : { disconnect: true };
  if (changes.category !== undefined) data.category = changes.category;
  return data;
}
