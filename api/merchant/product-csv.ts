// The catalogue spreadsheet (docs/decisions.md, "Planilha de produtos"): export every product of
// the store the caller manages, and the bulk price/stock update read back from it — first as a
// dry run (what would change, which rows are invalid and why), then applied only when no row is
// invalid. Stock changes at once; a new price on an approved product waits for an admin like any
// price change from the product form (api/merchant/products.ts).
import type { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { auditAction } from '../shared/audit.js';
import { lockProducts, TX_OPTIONS, type Tx } from '../shared/locks.js';
import { CSV_MESSAGES, csvChange, parseProductCsv, toProductCsv, type CsvChange } from '../../common/product-csv.js';
import { PRODUCT_STATUS_LABELS } from '../../common/product-form.js';
import { managedStore } from './access.js';
import { upsertPendingRevision } from './products.js';

/** The spreadsheet, or null when the viewer manages no such store (like the vendor's other queries). */
export async function exportProductCsv(ctx: Context, viewer: Viewer, storeId: string | null): Promise<string | null> {
  const store = await managedStore(ctx.prisma, viewer, storeId).catch(() => null);
  if (!store) return null;
  const products = await ctx.prisma.product.findMany({
    where: { storeId: store.id },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, price: true, promoPrice: true, stock: true, unit: true, status: true },
  });
  return toProductCsv(products.map((p) => ({ ...p, statusLabel: PRODUCT_STATUS_LABELS[p.status] })));
}

export interface CsvReportRow extends CsvChange {
  line: number;
  code: string;
  productId: string | null;
  productName: string | null;
  /** The new price waits for an admin (the product is approved). */
  priceNeedsApproval: boolean;
  error: string | null;
}

export interface CsvImportResult {
  rows: CsvReportRow[] | null;
  applied: boolean;
  message: string | null;
  userErrors: UserErrorShape[];
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isApproved = (status: string) => status === 'APPROVED' || status === 'INACTIVE';
const changes = (row: CsvReportRow) => !row.error && (row.price != null || row.stock != null);

/** Every row of the file against the store's products: invalid rows with their reason, the rest with what would change. */
async function reportRows(tx: Tx, storeId: string, csv: string, lock: boolean): Promise<CsvReportRow[]> {
  const parsed = parseProductCsv(csv);
  if (!parsed.ok) return refuse(parsed.message, 'INVALID', 'csv');
  const ids = parsed.rows.map((r) => r.code.toLowerCase()).filter((code) => UUID_RE.test(code));
  if (lock) await lockProducts(tx, ids);
  const products = new Map(
    (await tx.product.findMany({ where: { storeId, id: { in: ids } }, select: { id: true, name: true, price: true, promoPrice: true, stock: true, status: true } })).map((p) => [p.id, p]),
  );
  const invalid = parsed.errors.map(({ line, code, message }): CsvReportRow => ({ line, code, productId: null, productName: null, price: null, stock: null, priceNeedsApproval: false, error: message }));
  const rows = parsed.rows.map((row): CsvReportRow => {
    const product = products.get(row.code.toLowerCase());
    const base = { line: row.line, code: row.code, productId: product?.id ?? null, productName: product?.name ?? null, price: null, stock: null, priceNeedsApproval: false };
    if (!product) return { ...base, error: CSV_MESSAGES.notFound };
    const compared = csvChange(row, product);
    if (!compared.ok) return { ...base, error: compared.message };
    return { ...base, ...compared.change, priceNeedsApproval: compared.change.price != null && isApproved(product.status), error: null };
  });
  return [...invalid, ...rows].sort((a, b) => a.line - b.line);
}

/** Applies one checked row, the way the product form would: stock at once, the price through approval when the product is live. */
async function applyRow(tx: Tx, ctx: Context, viewer: Viewer, storeId: string, row: CsvReportRow) {
  const productId = row.productId!;
  const data: Prisma.ProductUpdateInput = {};
  if (row.stock) data.stock = row.stock.after;
  if (row.price && !row.priceNeedsApproval) {
    // Never approved: the product is still a proposal, edited in place together with it.
    data.price = row.price.after;
    const pending = await tx.productRevision.findFirst({ where: { productId, status: 'PENDING' }, select: { changes: true } });
    await upsertPendingRevision(tx, productId, storeId, viewer.id, { ...((pending?.changes as Prisma.InputJsonObject | null) ?? {}), price: row.price.after }, null);
  }
  if (row.price && row.priceNeedsApproval) {
    await upsertPendingRevision(tx, productId, storeId, viewer.id, { price: row.price.after }, { price: row.price.before });
  }
  if (Object.keys(data).length) await tx.product.update({ where: { id: productId }, data });
  await auditAction(tx, ctx, {
    eventType: 'vendor.product_updated',
    actorId: viewer.id,
    targetType: 'Product',
    targetId: productId,
    before: { price: row.price?.before, stock: row.stock?.before },
    after: { price: row.price?.after, stock: row.stock?.after },
    details: { source: 'csv', line: row.line },
  });
}

/**
 * The dry run (apply = false) reports and changes nothing. Applying re-reads the products under
 * lock, so the report it acts on is the current one; any invalid row refuses the whole file.
 */
export function importProductCsv(ctx: Context, viewer: Viewer, input: { storeId: string | null; csv: string; apply: boolean }): Promise<CsvImportResult> {
  const refused = (userErrors: UserErrorShape[]): CsvImportResult => ({ rows: null, applied: false, message: null, userErrors });
  return refusable(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const store = await managedStore(tx, viewer, input.storeId);
        const rows = await reportRows(tx, store.id, input.csv, input.apply);
        if (!input.apply) return { rows, applied: false, message: null, userErrors: [] };
        if (rows.some((r) => r.error)) return { rows, applied: false, message: null, userErrors: [userError(CSV_MESSAGES.hasInvalidRows, 'INVALID', 'csv')] };
        const changed = rows.filter(changes);
        if (changed.length === 0) return { rows, applied: false, message: null, userErrors: [userError(CSV_MESSAGES.nothingToChange, 'INVALID', 'csv')] };
        for (const row of changed) await applyRow(tx, ctx, viewer, store.id, row);
        return { rows, applied: true, message: CSV_MESSAGES.applied(changed.length), userErrors: [] };
      }, TX_OPTIONS),
    refused,
  );
}
