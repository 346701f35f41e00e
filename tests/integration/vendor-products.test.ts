// A store's products over the real API: create (pending approval), edit (name/price/images wait
// for an admin on an approved product, stock applies at once), active/inactive, photo upload with
// sharp, the vendor's list filters, and the admins' approval queue — each operation tried by the
// owner, the owner of another store, a consumer and an admin.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, localId, type TestUser } from '../helpers/commerce.js';

let server: TestServer;
test.beforeAll(async ({ server: started }) => {
  server = started;
});

const as = (user: TestUser) => ({ token: user.token });
const PRODUCT_FIELDS = `id name price promoPrice stock status stockLevel statusReason images thumbnailUrls
  pendingRevision { id isNewProduct changedFields proposed { name price images } }
  lastRejection { reason }`;
const SAVE = `mutation($input: SaveProductInput!) { saveProduct(input: $input) { product { ${PRODUCT_FIELDS} } message userErrors { field code message } } }`;
const SET_ACTIVE = `mutation($input: SetProductActiveInput!) { setProductActive(input: $input) { product { status } message userErrors { field code message } } }`;
const LIST = `query($search: String, $status: VendorProductStatus, $stock: StockLevel, $storeId: ID) {
  vendorProducts(first: 20, search: $search, status: $status, stock: $stock, storeId: $storeId) { totalCount edges { node { name stock status } } } }`;
const QUEUE = `{ productApprovals(first: 50) { totalCount edges { node { id isNewProduct changedFields product { name } store { name } } } } }`;
const DECIDE = `mutation($input: DecideProductApprovalInput!) { decideProductApproval(input: $input) {
  revision { status reason } message userErrors { field code message } } }`;
const UPLOAD = `mutation($dataUrl: String!) { uploadProductImage(input: { dataUrl: $dataUrl }) { url thumbnailUrl userErrors { field code message } } }`;
const PUBLIC = `query($id: ID!) { node(id: $id) { ... on Product { name price } } }`;

const cimento = {
  name: 'Cimento CP-II 50kg',
  description: 'Saco de 50 kg',
  price: '39,90',
  stock: 12,
  pointsConsumer: 4,
  unit: 'saco',
};

async function approveQueued(admin: TestUser, productName: string) {
  const queue = (await gql(server.url, QUEUE, {}, as(admin))).data.productApprovals;
  const entry = queue.edges.find((e: { node: { product: { name: string } } }) => e.node.product.name === productName);
  return (await gql(server.url, DECIDE, { input: { id: entry.node.id, approve: true } }, as(admin))).data.decideProductApproval;
}

describe('a new product', () => {
  it('waits for approval, hidden from shoppers; the admin approves it and it is public', async () => {
    const store = await createStore(server.prisma);
    const admin = await createUser(server.prisma, {
      isAdmin: true,
      role: 'ADMIN',
    });
    const shopper = await createUser(server.prisma);
    const created = (await gql(server.url, SAVE, { input: cimento }, as(store.owner))).data.saveProduct;
    expect(created).toMatchObject({
      product: {
        name: 'Cimento CP-II 50kg',
        price: '39.90',
        stock: 12,
        status: 'PENDING',
        stockLevel: 'OK',
        pendingRevision: { isNewProduct: true },
      },
      message: 'Produto enviado para aprovação',
      userErrors: [],
    });
    expect((await gql(server.url, PUBLIC, { id: created.product.id }, as(shopper))).data.node).toBeNull();

    const decided = await approveQueued(admin, 'Cimento CP-II 50kg');
    expect(decided).toMatchObject({
      revision: { status: 'APPROVED' },
      message: 'Produto aprovado',
      userErrors: [],
    });
    expect((await gql(server.url, PUBLIC, { id: created.product.id }, as(shopper))).data.node).toEqual({ name: 'Cimento CP-II 50kg', price: '39.90' });
    const audit = await server.prisma.auditLog.findMany({
      where: { targetId: localId(created.product.id) },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.eventType)).toEqual(['vendor.product_created', 'admin.product_approved']);
  });

  it('refused with a reason the owner sees; an edit sends it back to the queue', async () => {
    const store = await createStore(server.prisma);
    const admin = await createUser(server.prisma, {
      isAdmin: true,
      role: 'ADMIN',
    });
    const created = (await gql(server.url, SAVE, { input: { ...cimento, name: 'Areia lavada' } }, as(store.owner))).data.saveProduct;
    const queue = (await gql(server.url, QUEUE, {}, as(admin))).data.productApprovals;
    const entry = queue.edges.find((e: { node: { product: { name: string } } }) => e.node.product.name === 'Areia lavada');
    const noReason = (await gql(server.url, DECIDE, { input: { id: entry.node.id, approve: false, reason: ' ' } }, as(admin))).data.decideProductApproval;
    expect(noReason.userErrors).toEqual([
      {
        field: 'reason',
        code: 'INVALID',
        message: 'Informe o motivo da recusa (até 500 caracteres)',
      },
    ]);
    const refused = (
      await gql(
        server.url,
        DECIDE,
        {
          input: { id: entry.node.id, approve: false, reason: 'Foto ilegível' },
        },
        as(admin),
      )
    ).data.decideProductApproval;
    expect(refused).toMatchObject({
      revision: { status: 'REJECTED', reason: 'Foto ilegível' },
      message: 'Produto recusado',
    });
    const again = (await gql(server.url, DECIDE, { input: { id: entry.node.id, approve: true } }, as(admin))).data.decideProductApproval;
    expect(again.userErrors).toEqual([
      {
        field: 'id',
        code: 'INVALID',
        message: 'Esta aprovação já foi decidida',
      },
    ]);

    const list = (await gql(server.url, LIST, { status: 'REJECTED' }, as(store.owner))).data.vendorProducts;
    expect(list.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Areia lavada']);
    const edited = (
      await gql(
        server.url,
        SAVE,
        {
          input: {
            ...cimento,
            id: created.product.id,
            name: 'Areia lavada fina',
          },
        },
        as(store.owner),
      )
    ).data.saveProduct;
    expect(edited.product).toMatchObject({
      name: 'Areia lavada fina',
      status: 'PENDING',
      statusReason: null,
      pendingRevision: {
        isNewProduct: true,
        proposed: { name: 'Areia lavada fina' },
      },
    });
  });
});

describe('editing an approved product', () => {
  it('applies stock at once; name and price wait for approval while the old values keep selling', async () => {
    const store = await createStore(server.prisma);
    const admin = await createUser(server.prisma, {
      isAdmin: true,
      role: 'ADMIN',
    });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Tijolo 8 furos', price: '1.20', stock: 500 }]);
    const productId = globalId('Product', id);
    const saved = (
      await gql(
        server.url,
        SAVE,
        {
          input: {
            id: productId,
            name: 'Tijolo baiano 8 furos',
            price: '1,35',
            stock: 3,
          },
        },
        as(store.owner),
      )
    ).data.saveProduct;
    expect(saved).toMatchObject({
      product: {
        name: 'Tijolo 8 furos',
        price: '1.20',
        stock: 3,
        stockLevel: 'LOW',
        status: 'APPROVED',
        pendingRevision: {
          isNewProduct: false,
          changedFields: ['name', 'price'],
        },
      },
      message: 'Produto salvo. Nome, preço e imagens novos aguardam aprovação.',
    });
    // A second change merges into the same pending revision.
    await gql(
      server.url,
      SAVE,
      {
        input: {
          id: productId,
          name: 'Tijolo baiano 8 furos',
          price: '1,40',
          stock: 3,
        },
      },
      as(store.owner),
    );
    expect(
      await server.prisma.productRevision.count({
        where: { productId: id, status: 'PENDING' },
      }),
    ).toBe(1);
    expect((await gql(server.url, LIST, { status: 'PENDING' }, as(store.owner))).data.vendorProducts.totalCount).toBe(1);

    expect(await approveQueued(admin, 'Tijolo 8 furos')).toMatchObject({
      revision: { status: 'APPROVED' },
    });
    const live = await server.prisma.product.findUniqueOrThrow({
      where: { id },
    });
    expect([live.name, live.price.toFixed(2), live.stock, live.status]).toEqual(['Tijolo baiano 8 furos', '1.40', 3, 'APPROVED']);
  });

  it('approval racing 50 edits: the live price is always one an admin approved, and a changed proposal needs a new look', async () => {
    const store = await createStore(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Telha colonial', price: '2.00', stock: 100 }]);
    const productId = globalId('Product', id);
    const save = (price: string) => gql(server.url, SAVE, { input: { id: productId, name: 'Telha colonial', price, stock: 100 } }, as(store.owner));
    const reviewed = (await save('2,10')).data.saveProduct.product.pendingRevision.id;

    // 25 edits (2,11 … 2,35) and 25 approvals of the proposal the admin reviewed (2,10), all at once.
    const edits: ReturnType<typeof save>[] = [];
    const approvals: ReturnType<typeof save>[] = [];
    for (let i = 0; i < 25; i++) {
      approvals.push(gql(server.url, DECIDE, { input: { id: reviewed, approve: true } }, as(admin)));
      edits.push(save(`2,${11 + i}`));
    }
    const [edited, decided] = await Promise.all([Promise.all(edits), Promise.all(approvals)]);
    expect(edited.every((r) => r.data.saveProduct.userErrors.length === 0)).toBe(true);
    const outcomes = decided.map((r) => r.data.decideProductApproval.userErrors[0]?.code ?? 'APPROVED');
    expect(outcomes.filter((o) => o === 'APPROVED').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((o) => ['APPROVED', 'CONFLICT', 'INVALID'].includes(o))).toBe(true);

    const live = await server.prisma.product.findUniqueOrThrow({ where: { id } });
    const approvedOnce = outcomes.includes('APPROVED');
    // Never a price nobody approved: 2,10 if the reviewed proposal won, else still 2,00.
    expect(live.price.toFixed(2)).toBe(approvedOnce ? '2.10' : '2.00');
    const revisions = await server.prisma.productRevision.findMany({ where: { productId: id }, orderBy: { createdAt: 'asc' } });
    expect(revisions.filter((r) => r.status === 'PENDING')).toHaveLength(1);
    expect(revisions.filter((r) => r.status === 'APPROVED').length).toBe(approvedOnce ? 1 : 0);
    expect(revisions.filter((r) => r.status === 'SUPERSEDED').length).toBe(revisions.length - 1 - (approvedOnce ? 1 : 0));
    // The pending proposal holds the last edit, and approving the reviewed ID now is refused.
    const last = (await gql(server.url, PUBLIC, { id: productId }, as(admin))).data.node;
    expect(last.price).toBe(live.price.toFixed(2));
    // Which edit committed last is up to the database, not the order they were sent in.
    const editedPrices = edited.map((r) => r.data.saveProduct.product.pendingRevision?.proposed.price);
    const pendingPrice = (revisions.find((r) => r.status === 'PENDING')!.changes as { price: string }).price;
    expect(editedPrices).toContain(pendingPrice);
    expect(pendingPrice).not.toBe('2.10');
    const late = (await gql(server.url, DECIDE, { input: { id: reviewed, approve: true } }, as(admin))).data.decideProductApproval;
    expect(late.userErrors[0]).toMatchObject(
      approvedOnce ? { code: 'INVALID', message: 'Esta aprovação já foi decidida' } : { code: 'CONFLICT', message: 'A loja alterou este produto depois que você abriu a fila: reveja a versão nova.' },
    );
    expect((await server.prisma.product.findUniqueOrThrow({ where: { id } })).price.toFixed(2)).toBe(live.price.toFixed(2));
    console.log(`approval vs 25 edits: ${outcomes.filter((o) => o === 'APPROVED').length} approved, ${outcomes.filter((o) => o === 'CONFLICT').length} conflicts, ${outcomes.filter((o) => o === 'INVALID').length} already decided`);
  });

  it('switches active and inactive at once; a pending product cannot be switched', async () => {
    const store = await createStore(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{}]);
    const off = (await gql(server.url, SET_ACTIVE, { input: { id: globalId('Product', id), active: false } }, as(store.owner))).data.setProductActive;
    expect(off).toMatchObject({
      product: { status: 'INACTIVE' },
      message: 'Produto desativado',
      userErrors: [],
    });
    expect((await gql(server.url, LIST, { status: 'INACTIVE' }, as(store.owner))).data.vendorProducts.totalCount).toBe(1);
    const on = (await gql(server.url, SET_ACTIVE, { input: { id: globalId('Product', id), active: true } }, as(store.owner))).data.setProductActive;
    expect(on.product.status).toBe('APPROVED');
    const pending = (await gql(server.url, SAVE, { input: cimento }, as(store.owner))).data.saveProduct.product;
    const refused = (await gql(server.url, SET_ACTIVE, { input: { id: pending.id, active: false } }, as(store.owner))).data.setProductActive;
    expect(refused.userErrors).toEqual([
      {
        field: 'active',
        code: 'INVALID',
        message: 'Só produtos aprovados podem ser ativados ou desativados',
      },
    ]);
  });
});

describe('bad input', () => {
  it('reports every wrong field in pt-BR and creates nothing', async () => {
    const store = await createStore(server.prisma);
    const r = await gql(
      server.url,
      SAVE,
      {
        input: {
          name: ' ',
          price: '0',
          promoPrice: '50',
          stock: -1,
          pointsConsumer: 1.5 as unknown as number,
          quantityControl: 'MULTIPLE',
          images: ['https://x.com/a.jpg'],
        },
      },
      as(store.owner),
    );
    // pointsConsumer 1.5 is not an Int: GraphQL refuses the whole request before any rule.
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = (
      await gql(
        server.url,
        SAVE,
        {
          input: {
            name: ' ',
            price: '0',
            promoPrice: '50',
            stock: -1,
            quantityControl: 'MULTIPLE',
            images: ['https://x.com/a.jpg'],
          },
        },
        as(store.owner),
      )
    ).data.saveProduct;
    expect(bad.product).toBeNull();
    expect(bad.userErrors).toEqual([
      {
        field: 'name',
        code: 'INVALID',
        message: 'Informe o nome do produto (até 120 caracteres)',
      },
      {
        field: 'price',
        code: 'INVALID',
        message: 'Informe um preço maior que zero, por exemplo 12,50',
      },
      {
        field: 'promoPrice',
        code: 'INVALID',
        message: 'O preço promocional deve ser maior que zero e menor que o preço normal',
      },
      {
        field: 'stock',
        code: 'INVALID',
        message: 'O estoque deve ser um número inteiro de 0 para cima',
      },
      {
        field: 'conversionValue',
        code: 'INVALID',
        message: 'Informe de quantas em quantas unidades o produto é vendido (2 ou mais)',
      },
      {
        field: 'images',
        code: 'INVALID',
        message: 'Use até 8 imagens enviadas pelo app',
      },
    ]);
    expect(await server.prisma.product.count({ where: { storeId: store.id } })).toBe(0);
  });
});

describe('who may do what', () => {
  it('owner of another store, consumer: nothing seen, nothing changed; admin: any store', async () => {
    const store = await createStore(server.prisma);
    const other = await createStore(server.prisma);
    const consumer = await createUser(server.prisma);
    const admin = await createUser(server.prisma, {
      isAdmin: true,
      role: 'ADMIN',
    });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Prego 17x21', stock: 40 }]);
    const productId = globalId('Product', id);
    const storeId = globalId('Store', store.id);

    for (const outsider of [other.owner, consumer]) {
      const edit = (await gql(server.url, SAVE, { input: { id: productId, name: 'Roubado', price: '1', stock: 0 } }, as(outsider))).data.saveProduct;
      expect(edit.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Produto não encontrado' }]);
      const toggle = (await gql(server.url, SET_ACTIVE, { input: { id: productId, active: false } }, as(outsider))).data.setProductActive;
      expect(toggle.userErrors[0].code).toBe('NOT_FOUND');
      const list = (await gql(server.url, LIST, { storeId }, as(outsider))).data.vendorProducts;
      expect(list.totalCount).toBe(0);
      const queue = await gql(server.url, QUEUE, {}, as(outsider));
      expect(queue.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const consumerCreates = (await gql(server.url, SAVE, { input: cimento }, as(consumer))).data.saveProduct;
    expect(consumerCreates.userErrors).toEqual([{ field: 'storeId', code: 'NOT_FOUND', message: 'Loja não encontrada' }]);
    expect(await server.prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: 'Prego 17x21', stock: 40, status: 'APPROVED' });

    const byAdmin = (
      await gql(
        server.url,
        SAVE,
        {
          input: { id: productId, name: 'Prego 17x21', price: '10', stock: 41 },
        },
        as(admin),
      )
    ).data.saveProduct;
    expect(byAdmin.product.stock).toBe(41);
    expect((await gql(server.url, LIST, { storeId }, as(admin))).data.vendorProducts.totalCount).toBe(1);
    const created = (await gql(server.url, SAVE, { input: { ...cimento, storeId } }, as(admin))).data.saveProduct;
    expect(created.userErrors).toEqual([]);
    expect(
      (
        await server.prisma.product.findUniqueOrThrow({
          where: { id: localId(created.product.id) },
        })
      ).storeId,
    ).toBe(store.id);
    const visitor = await gql(server.url, SAVE, { input: cimento });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists only the own store, with search and stock filters', async () => {
    const store = await createStore(server.prisma);
    const other = await createStore(server.prisma);
    await createProductsIn(server.prisma, store.id, [
      { name: 'Tinta Acrílica Branca', stock: 0 },
      { name: 'Pincel 2"', stock: 3 },
      { name: 'Rolo de lã', stock: 30 },
    ]);
    await createProductsIn(server.prisma, other.id, [{ name: 'Tinta Esmalte', stock: 9 }]);
    const names = async (variables: Record<string, unknown>) =>
      (await gql(server.url, LIST, variables, as(store.owner))).data.vendorProducts.edges.map((e: { node: { name: string } }) => e.node.name).sort();
    expect(await names({})).toEqual(['Pincel 2"', 'Rolo de lã', 'Tinta Acrílica Branca']);
    expect(await names({ search: 'ACRILICA' })).toEqual(['Tinta Acrílica Branca']);
    expect(await names({ stock: 'OUT' })).toEqual(['Tinta Acrílica Branca']);
    expect(await names({ stock: 'LOW' })).toEqual(['Pincel 2"']);
    expect(await names({ stock: 'OK' })).toEqual(['Rolo de lã']);
  });
});

describe('product photos', () => {
  it('are re-encoded to WebP of at most 1200 px with a thumbnail and no EXIF; other files are refused', async () => {
    const store = await createStore(server.prisma);
    const consumer = await createUser(server.prisma);
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#c0a080' },
    })
      .jpeg({ quality: 60 })
      .withMetadata({
        exif: { IFD0: { Make: 'Camera de teste', Copyright: 'segredo' } },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const dataUrl = `data:image/jpeg;base64,${photo.toString('base64')}`;
    const r = (await gql(server.url, UPLOAD, { dataUrl }, as(store.owner))).data.uploadProductImage;
    expect(r.userErrors).toEqual([]);
    expect(r.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    expect(r.thumbnailUrl).toBe(r.url.replace('.webp', '.thumb.webp'));
    const stored = await fs.readFile(path.join(server.config.uploadDir, r.url.replace('/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1200, 800, undefined]);
    const thumb = await sharp(await fs.readFile(path.join(server.config.uploadDir, r.thumbnailUrl.replace('/uploads/', '')))).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 320]);
    const served = await fetch(`${server.url}${r.url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const created = (await gql(server.url, SAVE, { input: { ...cimento, images: [r.url] } }, as(store.owner))).data.saveProduct;
    expect(created.product).toMatchObject({
      images: [r.url],
      thumbnailUrls: [r.thumbnailUrl],
    });

    const gif = (
      await gql(
        server.url,
        UPLOAD,
        {
          dataUrl: `data:image/gif;base64,${Buffer.from('GIF89a0000000000').toString('base64')}`,
        },
        as(store.owner),
      )
    ).data.uploadProductImage;
    expect(gif.userErrors).toEqual([
      {
        field: 'dataUrl',
        code: 'UNSUPPORTED_TYPE',
        message: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.',
      },
    ]);
    const broken = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(500)]);
    const corrupt = (await gql(server.url, UPLOAD, { dataUrl: `data:image/jpeg;base64,${broken.toString('base64')}` }, as(store.owner))).data
      .uploadProductImage;
    expect(corrupt.userErrors).toEqual([{ field: 'dataUrl', code: 'INVALID', message: 'Imagem inválida' }]);
    expect((await gql(server.url, UPLOAD, { dataUrl }, as(consumer))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('bulk approval', () => {
  it('approves several at once; one already decided is reported and the rest go through', async () => {
    const store = await createStore(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    for (const name of ['Lote Bloco A', 'Lote Bloco B', 'Lote Bloco C']) {
      expect((await gql(server.url, SAVE, { input: { ...cimento, name } }, as(store.owner))).data.saveProduct.userErrors).toEqual([]);
    }
    const queue = (await gql(server.url, QUEUE, {}, as(admin))).data.productApprovals.edges.filter((e: { node: { product: { name: string } } }) => e.node.product.name.startsWith('Lote Bloco'));
    const ids = queue.map((e: { node: { id: string } }) => e.node.id);
    await gql(server.url, DECIDE, { input: { id: ids[0], approve: false, reason: 'Foto ruim' } }, as(admin));
    const BULK = `mutation($ids: [ID!]!) { approveProductChanges(ids: $ids) { approved message userErrors { field code message } } }`;
    expect((await gql(server.url, BULK, { ids }, as(store.owner))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const result = (await gql(server.url, BULK, { ids }, as(admin))).data.approveProductChanges;
    expect(result).toMatchObject({ approved: 2, message: '2 aprovações concluídas', userErrors: [{ code: 'INVALID', message: 'Esta aprovação já foi decidida' }] });
    const statuses = await server.prisma.product.findMany({ where: { storeId: store.id }, orderBy: { name: 'asc' }, select: { status: true } });
    expect(statuses.map((p) => p.status)).toEqual(['REJECTED', 'APPROVED', 'APPROVED']);
    expect((await gql(server.url, BULK, { ids: [] }, as(admin))).data.approveProductChanges.userErrors[0].message).toBe('Escolha ao menos um produto para aprovar');
  });
});
