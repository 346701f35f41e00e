// The catalogue spreadsheet in GraphQL: the CSV export and the bulk price/stock update with its
// dry-run report. Rules: api/merchant/product-csv.ts, common/product-csv.ts.
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { Store } from '../../catalog/schema/index.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { exportProductCsv, importProductCsv, type CsvImportResult, type CsvReportRow } from '../product-csv.js';
import { announcingApprovals } from '../../shared/approvals.js';

builder.queryField('vendorProductsCsv', (t) =>
  t.string({
    nullable: true,
    description: "A planilha dos produtos da loja de quem consulta (admins: de storeId): CSV com ';', vírgula decimal e BOM UTF-8; null para quem não tem essa loja.",
    authScopes: { signedIn: true },
    args: { storeId: t.arg.globalID({ for: Store, required: false, description: 'Só admins.' }) },
    resolve: (_root, args, ctx) => exportProductCsv(ctx, ctx.viewer!, args.storeId?.id ?? null),
  }),
);

const PriceChange = builder.objectRef<{ before: string; after: string }>('CsvPriceChange').implement({
  fields: (t) => ({ before: t.field({ type: 'Decimal', resolve: (c) => c.before }), after: t.field({ type: 'Decimal', resolve: (c) => c.after }) }),
});

const StockChange = builder.objectRef<{ before: number; after: number }>('CsvStockChange').implement({
  fields: (t) => ({ before: t.exposeInt('before'), after: t.exposeInt('after') }),
});

const CsvRow = builder.objectRef<CsvReportRow>('ProductCsvRow').implement({
  description: 'Uma linha da planilha: o que muda no produto, ou por que a linha é inválida.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'A linha na planilha (a 1 é o cabeçalho).' }),
    code: t.exposeString('code', { description: 'O código como está no arquivo.' }),
    productId: t.id({ nullable: true, resolve: (r) => (r.productId ? encodeGlobalID('Product', r.productId) : null) }),
    productName: t.exposeString('productName', { nullable: true }),
    price: t.field({ type: PriceChange, nullable: true, description: 'Vazio: o preço fica como está.', resolve: (r) => r.price }),
    priceNeedsApproval: t.exposeBoolean('priceNeedsApproval', { description: 'O produto está aprovado: o preço novo aguarda um admin.' }),
    stock: t.field({ type: StockChange, nullable: true, description: 'Vazio: o estoque fica como está.', resolve: (r) => r.stock }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const ImportProductsCsvPayload = payloadType<CsvImportResult>('ImportProductsCsvPayload', {
  fields: (t) => ({
    rows: t.field({ type: [CsvRow], nullable: true, description: 'O relatório, linha a linha (também quando nada foi aplicado).', resolve: (p) => p.rows }),
    applied: t.exposeBoolean('applied'),
    message: t.string({ nullable: true, resolve: (p) => p.message }),
  }),
});

const ImportProductsCsvInput = builder.inputType('ImportProductsCsvInput', {
  fields: (t) => ({
    storeId: t.globalID({ for: Store, required: false, description: 'Só admins.' }),
    csv: t.string({ description: "O texto da planilha: colunas 'código' e 'preço' e/ou 'estoque' (como em vendorProductsCsv), até 800 kB e 2.000 linhas." }),
    apply: t.boolean({ description: 'false: só o relatório, nada muda. true: aplica se nenhuma linha for inválida.' }),
  }),
});

builder.mutationField('importProductsCsv', (t) =>
  t.field({
    type: ImportProductsCsvPayload,
    description: 'Atualiza preço e estoque dos produtos da loja a partir da planilha. Estoque vale na hora; preço novo de produto aprovado aguarda aprovação.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ImportProductsCsvInput }) },
    resolve: (_root, { input }, ctx) =>
      input.apply
        ? announcingApprovals(ctx, importProductCsv(ctx, ctx.viewer!, { storeId: input.storeId?.id ?? null, csv: input.csv, apply: true }))
        : importProductCsv(ctx, ctx.viewer!, { storeId: input.storeId?.id ?? null, csv: input.csv, apply: false }),
  }),
);
