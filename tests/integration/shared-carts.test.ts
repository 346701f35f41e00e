// Shared carts over the real stack (GraphQL over HTTP and WebSocket, real Postgres): sharing and
// every refusal, accepting (only by the addressee, idempotent for them, refused for anyone else
// holding the link), re-sending to another e-mail, the e-mail's content over real SMTP, the
// recipient's edits, finalizing behind the cart check, the order that records the share and the
// points both sides earn on delivery, revoking, expiry with a chosen clock, and live
// events that reach only the two sides.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { actUntilEvent, eventStream, gql, wsClient } from '../helpers/graphql.js';
import {
  ADD_TO_CART,
  ADVANCE_SUB_ORDER,
  createAddress,
  createProductsIn,
  createStore,
  createUser,
  globalId,
  localId,
  openSession,
  PLACE_ORDER,
  type TestStore,
  type TestUser,
} from '../helpers/commerce.js';
import { startCountingServer } from '../helpers/statements.js';
import { expireOldShares, warnExpiringShares } from '../../api/sharing/expire-shares.js';
import { print } from 'graphql';
import { mailText, startSmtpCapture } from '../helpers/smtp.js';
import { CartSharesReceivedDocument, CartSharesSentDocument, SharedCartDocument } from '../../web/src/sharing/documents.js';

let server: TestServer;
let store: TestStore;
let cement: string;
let sand: string;

const as = (user: TestUser) => ({ token: user.token });
const DAY = 86_400_000;

const SHARE_FIELDS = `id status expiresAt hoursLeft expiringSoon fromName toName toEmail link canAccept canEdit canRevoke canResend addressedToOther sentByViewer receivedByViewer
  items { id quantity priceAtAdd product { name } }
  summary { subtotal totalItems totalPoints sharerPoints }
  issues { productName issue currentValue message }`;
const SHARE = `mutation($input: ShareCartInput!) { shareCart(input: $input) { share { ${SHARE_FIELDS} } cart { id count } link message userErrors { field code message } } }`;
const BY_TOKEN = `query($token: String!) { sharedCart(token: $token) { ${SHARE_FIELDS} } }`;
const PAYLOAD = `share { ${SHARE_FIELDS} } cart { id count items { id quantity product { name } } } removedItemId issues { issue message } message userErrors { field code message }`;
const ACCEPT = `mutation($input: AcceptSharedCartInput!) { acceptSharedCart(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateSharedCartItemInput!) { updateSharedCartItem(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation($input: RemoveSharedCartItemInput!) { removeSharedCartItem(input: $input) { ${PAYLOAD} } }`;
const FINALIZE = `mutation($input: SharedCartRefInput!) { finalizeSharedCart(input: $input) { ${PAYLOAD} } }`;
const REVOKE = `mutation($input: SharedCartRefInput!) { revokeSharedCart(input: $input) { ${PAYLOAD} } }`;
const RESEND = `mutation($input: ResendSharedCartInput!) { resendSharedCart(input: $input) { ${PAYLOAD} } }`;
const NOT_ADDRESSEE =
  'Este carrinho foi enviado para outra pessoa e só ela pode aceitá-lo. Se ele era para você, peça ao profissional que o reenvie para o seu email.';
const EVENTS = `subscription { cartShareEvents { kind share { id status } } }`;

async function fillCart(user: TestUser, items: [string, number][]) {
  for (const [productId, quantity] of items) {
    const r = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity } }, as(user));
    expect(r.data.addToCart.userErrors).toEqual([]);
  }
}

/** The professional fills a cart and shares it with `to`; returns the share and its token. */
async function shareWith(pro: TestUser, to: TestUser, items: [string, number][] = [[cement, 2], [sand, 3]]) {
  await fillCart(pro, items);
  const r = await gql(server.url, SHARE, { input: { email: to.email } }, as(pro));
  expect(r.data.shareCart.userErrors).toEqual([]);
  const link: string = r.data.shareCart.link;
  return { share: r.data.shareCart.share, link, token: new URL(link).searchParams.get('token')! };
}

const accept = (user: TestUser, token: string) => gql(server.url, ACCEPT, { input: { token } }, as(user));
const cartOf = async (userId: string) =>
  server.prisma.cartItem.findMany({ where: { cart: { userId, status: 'ACTIVE' } }, select: { productId: true, quantity: true }, orderBy: { productId: 'asc' } });

test.beforeAll(async ({ server: started }) => {
  server = started;
  store = await createStore(server.prisma, { name: 'Depósito São José' });
  [cement, sand] = await createProductsIn(server.prisma, store.id, [
    { name: 'Cimento CP II 50kg', price: '40.00', stock: 50, pointsProfessional: 5, pointsConsumer: 2 },
    { name: 'Areia média (saco)', price: '10.00', stock: 50, pointsProfessional: 1, pointsConsumer: 1 },
  ]);
});

describe('sharing a cart', () => {
  it('sends the whole cart: the link, the e-mail, the snapshot, and a new empty cart for the professional', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    const client = await createUser(server.prisma, { name: 'Ana Souza' });
    await fillCart(pro, [[cement, 2], [sand, 3]]);
    const before = Date.now();
    const r = await gql(server.url, SHARE, { input: { email: `  ${client.email.toUpperCase()} ` } }, as(pro));
    const payload = r.data.shareCart;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('Carrinho compartilhado!');
    expect(payload.cart.count).toBe(0);
    expect(payload.link).toMatch(new RegExp(`^${server.url}/compartilhados\\?token=[A-Za-z0-9_-]{43}$`));
    expect(payload.share).toMatchObject({ status: 'SHARED', fromName: 'Marcos Eletricista', toName: 'Ana Souza', toEmail: client.email, hoursLeft: 168, expiringSoon: false });
    const expires = new Date(payload.share.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect(payload.share.items.map((i: any) => [i.product.name, i.quantity, i.priceAtAdd])).toEqual([
      ['Cimento CP II 50kg', 2, '40.00'],
      ['Areia média (saco)', 3, '10.00'],
    ]);
    // The professional sees their own points (profissional): 2×5 + 3×1.
    expect(payload.share.summary).toEqual({ subtotal: '110.00', totalItems: 5, totalPoints: 13, sharerPoints: 13 });
    const carts = await server.prisma.cart.findMany({ where: { userId: pro.id }, select: { status: true, _count: { select: { items: true } } }, orderBy: { createdAt: 'asc' } });
    expect(carts.map((c) => [c.status, c._count.items])).toEqual([['SHARED', 2], ['ACTIVE', 0]]);
    const mail = server.mailer.outbox().find((m) => m.to === client.email);
    expect(mail?.subject).toBe('Clube Local: Marcos Eletricista compartilhou um carrinho com você');
    expect(mail?.text).toContain(payload.link);

    // The recipient opens the link: a consumer sees their own points (consumidor: 2×2 + 3×1).
    const opened = await gql(server.url, BY_TOKEN, { token: new URL(payload.link).searchParams.get('token') }, as(client));
    expect(opened.data.sharedCart).toMatchObject({ status: 'SHARED', canAccept: true, canEdit: false, receivedByViewer: true, summary: { totalPoints: 7, sharerPoints: 13 } });
  });

  it('refuses, changing nothing: other roles, unknown or own e-mail, an empty cart, visitors', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const consumer = await createUser(server.prisma);
    await fillCart(consumer, [[cement, 1]]);
    const asConsumer = await gql(server.url, SHARE, { input: { email: pro.email } }, as(consumer));
    expect(asConsumer.data.shareCart.userErrors).toEqual([{ field: null, code: 'FORBIDDEN', message: 'Only professionals can share carts' }]);

    const empty = await gql(server.url, SHARE, { input: { email: consumer.email } }, as(pro));
    expect(empty.data.shareCart.userErrors).toEqual([{ field: null, code: 'EMPTY_CART', message: 'Adicione produtos ao carrinho antes de compartilhar' }]);

    await fillCart(pro, [[sand, 2]]);
    const unknown = await gql(server.url, SHARE, { input: { email: 'ninguem@exemplo.com.br' } }, as(pro));
    expect(unknown.data.shareCart.userErrors).toEqual([{ field: 'email', code: 'NOT_FOUND', message: 'Email não encontrado. Verifique se o usuário está cadastrado.' }]);
    const self = await gql(server.url, SHARE, { input: { email: pro.email } }, as(pro));
    expect(self.data.shareCart.userErrors).toEqual([{ field: 'email', code: 'INVALID', message: 'Você não pode compartilhar um carrinho com você mesmo' }]);
    const visitor = await gql(server.url, SHARE, { input: { email: consumer.email } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    expect(await server.prisma.cartShare.count({ where: { OR: [{ fromUserId: pro.id }, { fromUserId: consumer.id }] } })).toBe(0);
    expect(await cartOf(pro.id)).toEqual([{ productId: sand, quantity: 2 }]);
    expect(await cartOf(consumer.id)).toEqual([{ productId: cement, quantity: 1 }]);
  });

  it('is off when SHARED_CARTS_ENABLED=false', async () => {
    const off = await startTestServer({ databaseUrl: server.databaseUrl, env: { SHARED_CARTS_ENABLED: 'false' } });
    try {
      const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
      const client = await createUser(server.prisma);
      await fillCart(pro, [[cement, 1]]);
      const r = await gql(off.url, SHARE, { input: { email: client.email } }, as(pro));
      expect(r.data.shareCart.userErrors).toEqual([{ field: null, code: 'UNAVAILABLE', message: 'Shared carts feature is disabled' }]);
      expect((await gql(off.url, '{ viewer { canShareCarts } }', {}, as(pro))).data.viewer.canShareCarts).toBe(false);
      expect((await gql(server.url, '{ viewer { canShareCarts } }', {}, as(pro))).data.viewer.canShareCarts).toBe(true);
      expect((await gql(server.url, '{ viewer { canShareCarts } }', {}, as(client))).data.viewer.canShareCarts).toBe(false);
      expect(await server.prisma.cartShare.count({ where: { fromUserId: pro.id } })).toBe(0);
    } finally {
      await off.stop();
    }
  });
});

describe('accepting', () => {
  it('copies the items into the active cart; the same user again changes nothing; someone else is refused', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const other = await createUser(server.prisma);
    await fillCart(client, [[sand, 5]]);
    const { token } = await shareWith(pro, client);

    const first = await accept(client, token);
    expect(first.data.acceptSharedCart).toMatchObject({ message: 'Carrinho aceito!', userErrors: [], share: { status: 'ACCEPTED', canEdit: true, canAccept: false } });
    // Cement comes in; sand keeps the larger quantity (5 already there > 3 shared).
    const expected = [{ productId: cement, quantity: 2 }, { productId: sand, quantity: 5 }].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    expect(await cartOf(client.id)).toEqual(expected);
    expect(first.data.acceptSharedCart.cart.count).toBe(7);

    const again = await accept(client, token);
    expect(again.data.acceptSharedCart.userErrors).toEqual([]);
    expect(await cartOf(client.id)).toEqual(expected);

    const refused = await accept(other, token);
    expect(refused.data.acceptSharedCart.userErrors).toEqual([{ field: 'token', code: 'FORBIDDEN', message: NOT_ADDRESSEE }]);
    expect(await cartOf(other.id)).toEqual([]);

    const own = await accept(pro, token);
    expect(own.data.acceptSharedCart.userErrors).toEqual([{ field: 'token', code: 'FORBIDDEN', message: 'Você não pode aceitar o seu próprio carrinho compartilhado' }]);
    const bad = await accept(client, 'nao-existe');
    expect(bad.data.acceptSharedCart.userErrors).toEqual([{ field: 'token', code: 'INVALID_TOKEN', message: 'Invalid or expired share link' }]);
  });

  it('only the addressee accepts: another signed-in user with the link is refused and nothing changes (the issue: Bia opened the link sent to Carlos)', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    const carlos = await createUser(server.prisma, { name: 'Carlos Lima' });
    const bia = await createUser(server.prisma, { name: 'Bia Rocha' });
    await fillCart(bia, [[sand, 1]]);
    const { token, share } = await shareWith(pro, carlos);
    const before = await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } });

    // Bia sees the cart read-only, is told it is someone else's, and cannot accept it.
    const seen = (await gql(server.url, BY_TOKEN, { token }, as(bia))).data.sharedCart;
    expect(seen).toMatchObject({ status: 'SHARED', canAccept: false, addressedToOther: true, receivedByViewer: false, toName: null, toEmail: null, link: null });
    const refused = await accept(bia, token);
    expect(refused.data.acceptSharedCart).toMatchObject({ share: null, message: null, userErrors: [{ field: 'token', code: 'FORBIDDEN', message: NOT_ADDRESSEE }] });
    expect(await cartOf(bia.id)).toEqual([{ productId: sand, quantity: 1 }]);
    expect(await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } })).toEqual(before);
    // The professional's list still says 'Para' Carlos, waiting; Carlos can still accept.
    const sent = await gql(server.url, '{ cartSharesSent(first: 10) { edges { node { id status toName } } } }', {}, as(pro));
    expect(sent.data.cartSharesSent.edges.map((e: any) => e.node)).toEqual([{ id: share.id, status: 'SHARED', toName: 'Carlos Lima' }]);
    expect((await gql(server.url, BY_TOKEN, { token }, as(carlos))).data.sharedCart).toMatchObject({ canAccept: true, addressedToOther: false });
    expect((await accept(carlos, token)).data.acceptSharedCart.userErrors).toEqual([]);
    // After Carlos accepted, Bia is still refused with the same text.
    expect((await accept(bia, token)).data.acceptSharedCart.userErrors[0].message).toBe(NOT_ADDRESSEE);
    expect(await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } })).toMatchObject({ status: 'ACCEPTED', toUserId: carlos.id });
  });

  it('50 others at once are all refused; the addressee accepting 5 times at once copies once', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    const rivals = await Promise.all(Array.from({ length: 50 }, () => createUser(server.prisma)));
    const results = await Promise.all([...rivals.map((r) => accept(r, token)), ...Array.from({ length: 5 }, () => accept(client, token))]);
    for (const r of results.slice(0, 50)) expect(r.data.acceptSharedCart.userErrors).toEqual([{ field: 'token', code: 'FORBIDDEN', message: NOT_ADDRESSEE }]);
    for (const r of results.slice(50)) expect(r.data.acceptSharedCart.userErrors).toEqual([]);
    const row = await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } });
    expect(row).toMatchObject({ status: 'ACCEPTED', toUserId: client.id });
    const filled = await Promise.all(rivals.map((r) => cartOf(r.id)));
    expect(filled.filter((items) => items.length > 0)).toHaveLength(0);
    expect(await cartOf(client.id)).toEqual([{ productId: cement, quantity: 2 }, { productId: sand, quantity: 3 }].sort((a, b) => (a.productId < b.productId ? -1 : 1)));
  });
});

describe('re-sending', () => {
  it('the professional re-sends to another e-mail: only the new addressee can accept; anyone else is refused and changes nothing', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const otherPro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const carlos = await createUser(server.prisma, { name: 'Carlos Lima' });
    const bia = await createUser(server.prisma, { name: 'Bia Rocha' });
    const { token, share } = await shareWith(pro, bia);
    await accept(bia, token); // sent to the wrong address, and Bia accepted it
    const resend = (user: TestUser, email: string, shareId = share.id) => gql(server.url, RESEND, { input: { shareId, email } }, as(user));
    const row = () => server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } });
    const before = await row();

    // Not the owner: the recipient, another professional, a visitor; bad input from the owner.
    for (const user of [bia, carlos, otherPro]) {
      expect((await resend(user, carlos.email)).data.resendSharedCart.userErrors).toEqual([{ field: 'shareId', code: 'NOT_FOUND', message: 'Cart not found' }]);
    }
    expect((await gql(server.url, RESEND, { input: { shareId: share.id, email: carlos.email } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await resend(pro, 'ninguem@exemplo.com.br')).data.resendSharedCart.userErrors).toEqual([{ field: 'email', code: 'NOT_FOUND', message: 'Email não encontrado. Verifique se o usuário está cadastrado.' }]);
    expect((await resend(pro, pro.email)).data.resendSharedCart.userErrors).toEqual([{ field: 'email', code: 'INVALID', message: 'Você não pode compartilhar um carrinho com você mesmo' }]);
    expect((await resend(pro, bia.email)).data.resendSharedCart.userErrors).toEqual([{ field: 'email', code: 'INVALID_TRANSITION', message: 'Este cliente já aceitou o carrinho' }]);
    expect(await row()).toEqual(before);

    const ok = (await resend(pro, ` ${carlos.email.toUpperCase()} `)).data.resendSharedCart;
    expect(ok).toMatchObject({ userErrors: [], message: 'Carrinho reenviado!', share: { status: 'SHARED', toName: 'Carlos Lima', toEmail: carlos.email, canResend: true, hoursLeft: 168 } });
    expect(await row()).toMatchObject({ toUserId: carlos.id, status: 'SHARED', acceptedAt: null, token });
    expect(server.mailer.outbox().find((m) => m.to === carlos.email)?.text).toContain(token);
    // Bia keeps what she copied into her own cart but no longer reaches the share.
    expect((await gql(server.url, BY_TOKEN, { token }, as(bia))).data.sharedCart).toMatchObject({ canAccept: false, canEdit: false, addressedToOther: true });
    expect((await accept(bia, token)).data.acceptSharedCart.userErrors[0].message).toBe(NOT_ADDRESSEE);
    expect((await gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(bia))).data.finalizeSharedCart.userErrors[0].code).toBe('NOT_FOUND');
    expect((await accept(carlos, token)).data.acceptSharedCart.userErrors).toEqual([]);
    expect(await row()).toMatchObject({ toUserId: carlos.id, status: 'ACCEPTED' });

    // A revoked share cannot be re-sent.
    expect((await gql(server.url, REVOKE, { input: { shareId: share.id } }, as(pro))).data.revokeSharedCart.userErrors).toEqual([]);
    expect((await resend(pro, bia.email)).data.resendSharedCart.userErrors).toEqual([
      { field: 'shareId', code: 'INVALID_TRANSITION', message: 'Só é possível reenviar um carrinho aguardando aceitação ou aceito, dentro da validade' },
    ]);
  });
});

describe('the share e-mail (real SMTP)', () => {
  it("carries the professional's name, every item with its quantity, the total and the points the recipient will earn", async () => {
    const smtp = await startSmtpCapture();
    const mailing = await startTestServer({ databaseUrl: server.databaseUrl, env: { SMTP_URL: smtp.url } });
    try {
      const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
      const client = await createUser(server.prisma, { name: 'Ana Souza' });
      const other = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Paulo Pedreiro' });
      await fillCart(pro, [[cement, 2], [sand, 3]]);
      const r = await gql(mailing.url, SHARE, { input: { email: client.email } }, as(pro));
      expect(r.data.shareCart.userErrors).toEqual([]);
      const mail = mailText((await smtp.waitFor(client.email)).raw);
      expect(mail).toContain('Marcos Eletricista');
      expect(mail).toContain('Cimento CP II 50kg: 2 un × R$ 40,00 = R$ 80,00');
      expect(mail).toContain('Areia média (saco): 3 un × R$ 10,00 = R$ 30,00');
      expect(mail).toContain('Total: R$ 110,00');
      // Ana is a consumer: 2×2 + 3×1.
      expect(mail).toContain('Você ganhará 7 pontos com esta compra.');
      expect(mail).toContain(r.data.shareCart.link);

      // Re-sent to a professional: their own points (2×5 + 3×1).
      const resent = await gql(mailing.url, RESEND, { input: { shareId: r.data.shareCart.share.id, email: other.email } }, as(pro));
      expect(resent.data.resendSharedCart.userErrors).toEqual([]);
      const second = mailText((await smtp.waitFor(other.email)).raw);
      expect(second).toContain('Olá, Paulo Pedreiro!');
      expect(second).toContain('Total: R$ 110,00');
      expect(second).toContain('Você ganhará 13 pontos com esta compra.');
    } finally {
      await mailing.stop();
      await smtp.stop();
    }
  });
});

describe('editing and finalizing', () => {
  it('only the recipient edits, only while accepted, within the quantity rules', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    const sentItem = share.items[0].id;
    const early = await gql(server.url, UPDATE, { input: { shareId: share.id, itemId: sentItem, quantity: 4 } }, as(client));
    expect(early.data.updateSharedCartItem.userErrors).toEqual([{ field: 'shareId', code: 'INVALID_TRANSITION', message: 'Aceite o carrinho antes de alterá-lo' }]);

    const accepted = (await accept(client, token)).data.acceptSharedCart.share;
    const [cementItem, sandItem] = accepted.items;
    expect(cementItem.product.name).toBe('Cimento CP II 50kg');
    const update = (user: TestUser, quantity: number, itemId = cementItem.id) => gql(server.url, UPDATE, { input: { shareId: share.id, itemId, quantity } }, as(user));

    expect((await update(stranger, 4)).data.updateSharedCartItem.userErrors).toEqual([{ field: 'shareId', code: 'NOT_FOUND', message: 'Cart not found' }]);
    expect((await update(client, 0)).data.updateSharedCartItem.userErrors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'A quantidade deve ser pelo menos 1' }]);
    expect((await update(client, 51)).data.updateSharedCartItem.userErrors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'Estoque insuficiente. Disponível: 50' }]);
    expect((await update(client, 4, sentItem)).data.updateSharedCartItem.userErrors).toEqual([{ field: 'itemId', code: 'NOT_FOUND', message: 'Item não encontrado' }]);
    expect(await cartOf(client.id)).toContainEqual({ productId: cement, quantity: 2 });

    const ok = (await update(client, 4)).data.updateSharedCartItem;
    expect(ok).toMatchObject({ userErrors: [], message: 'Quantidade atualizada' });
    expect(ok.share.items.find((i: any) => i.id === cementItem.id).quantity).toBe(4);
    const removed = (await gql(server.url, REMOVE, { input: { shareId: share.id, itemId: sandItem.id } }, as(client))).data.removeSharedCartItem;
    expect(removed).toMatchObject({ userErrors: [], message: 'Item removido', removedItemId: sandItem.id });
    expect(removed.share.items.map((i: any) => i.product.name)).toEqual(['Cimento CP II 50kg']);
    // The professional still sees what was sent until it is finalized.
    const proView = (await gql(server.url, BY_TOKEN, { token }, as(pro))).data.sharedCart;
    expect(proView.items.map((i: any) => i.quantity)).toEqual([2, 3]);
  });

  it('the cart check blocks finalizing; then the order records the share and both sides earn points on delivery, once', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const [tiles, paint] = await createProductsIn(server.prisma, store.id, [
      { name: 'Piso cerâmico m²', price: '30.00', stock: 20, pointsProfessional: 4, pointsConsumer: 1 },
      { name: 'Tinta acrílica 18L', price: '200.00', stock: 5, pointsProfessional: 10, pointsConsumer: 3 },
    ]);
    const { token, share } = await shareWith(pro, client, [[tiles, 10], [paint, 2]]);
    await accept(client, token);
    const finalize = () => gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(client));

    await server.prisma.product.update({ where: { id: paint }, data: { price: '211.00' } }); // +5.5%
    await server.prisma.product.update({ where: { id: tiles }, data: { stock: 8 } });
    const blocked = (await finalize()).data.finalizeSharedCart;
    expect(blocked.userErrors).toEqual([
      { field: 'cart', code: 'OUT_OF_STOCK', message: 'Piso cerâmico m²: Estoque insuficiente. Disponível: 8' },
      { field: 'cart', code: 'PRICE_CHANGED', message: 'Tinta acrílica 18L: o preço mudou para R$ 211,00' },
    ]);
    expect(blocked.issues.map((i: any) => i.issue)).toEqual(['OUT_OF_STOCK', 'PRICE_CHANGED']);
    await server.prisma.product.update({ where: { id: paint }, data: { status: 'INACTIVE' } });
    expect((await finalize()).data.finalizeSharedCart.userErrors.map((e: any) => e.message)).toContain('Tinta acrílica 18L: Produto indisponível');
    expect((await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } })).status).toBe('ACCEPTED');

    // The client fixes it: fewer tiles, no paint; within 5% the price is fine.
    await server.prisma.product.update({ where: { id: paint }, data: { status: 'APPROVED', price: '205.00' } });
    const items = (await gql(server.url, BY_TOKEN, { token }, as(client))).data.sharedCart.items;
    await gql(server.url, UPDATE, { input: { shareId: share.id, itemId: items[0].id, quantity: 8 } }, as(client));
    const done = (await finalize()).data.finalizeSharedCart;
    expect(done).toMatchObject({ userErrors: [], message: 'Carrinho finalizado!', share: { status: 'FINALIZED', canEdit: false } });
    const sharedCart = await server.prisma.cart.findFirstOrThrow({ where: { share: { id: localId(share.id) } }, include: { items: { orderBy: { createdAt: 'asc' } } } });
    expect(sharedCart).toMatchObject({ status: 'FINALIZED', finalizedById: client.id });
    expect(sharedCart.items.map((i) => i.quantity)).toEqual([8, 2]);
    expect((await finalize()).data.finalizeSharedCart.userErrors[0].message).toBe('Este carrinho já foi finalizado');
    const late = await gql(server.url, UPDATE, { input: { shareId: share.id, itemId: items[0].id, quantity: 7 } }, as(client));
    expect(late.data.updateSharedCartItem.userErrors[0].message).toBe('Este carrinho já foi finalizado');

    // Checkout with the share: someone else's share id is refused; the buyer's goes through once.
    const address = globalId('Address', await createAddress(server.prisma, client.id));
    const place = (user: TestUser, sharedCartId: string) =>
      gql(server.url, PLACE_ORDER, { input: { addressId: address, paymentMethod: 'PIX', idempotencyKey: randomUUID(), sharedCartId } }, as(user));
    const intruder = await createUser(server.prisma);
    await fillCart(intruder, [[sand, 1]]);
    await createAddress(server.prisma, intruder.id);
    const stolen = await gql(server.url, PLACE_ORDER, {
      input: { addressId: globalId('Address', (await server.prisma.address.findFirstOrThrow({ where: { userId: intruder.id } })).id), paymentMethod: 'PIX', idempotencyKey: randomUUID(), sharedCartId: share.id },
    }, as(intruder));
    expect(stolen.data.placeOrder.userErrors).toEqual([{ field: 'sharedCartId', code: 'NOT_FOUND', message: 'Cart not found' }]);

    const placed = await place(client, share.id);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = placed.data.placeOrder.order;
    expect(order.subOrders[0].items.map((i: any) => [i.productName, i.quantity])).toEqual([['Piso cerâmico m²', 8], ['Tinta acrílica 18L', 2]]);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: localId(order.id) } })).cartShareId).toBe(localId(share.id));
    await fillCart(client, [[sand, 1]]);
    expect((await place(client, share.id)).data.placeOrder.userErrors[0].message).toBe('Este carrinho compartilhado já foi comprado: veja o pedido em Meus pedidos');

    // Delivery credits the buyer as consumidor (8×1 + 2×3) and the professional as profissional (8×4 + 2×10).
    const ownerToken = await openSession(server.prisma, store.owner.id);
    for (const to of ['CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const moved = await gql(server.url, ADVANCE_SUB_ORDER, { input: { subOrderId: order.subOrders[0].id, to } }, { token: ownerToken });
      expect(moved.data.advanceSubOrder.userErrors).toEqual([]);
    }
    const again = await gql(server.url, ADVANCE_SUB_ORDER, { input: { subOrderId: order.subOrders[0].id, to: 'DELIVERED' } }, { token: ownerToken });
    expect(again.data.advanceSubOrder.userErrors).toHaveLength(1);
    const ledger = async (userId: string) => server.prisma.pointsEntry.findMany({ where: { userId }, select: { points: true, reason: true, kind: true } });
    expect(await ledger(client.id)).toEqual([{ points: 14, kind: 'EARNED', reason: expect.stringContaining(`Pedido ${order.number} entregue`) }]);
    expect(await ledger(pro.id)).toEqual([
      { points: 52, kind: 'EARNED', reason: `Carrinho compartilhado ${localId(share.id).slice(0, 8).toUpperCase()}: pedido ${order.number} entregue (Depósito São José)` },
    ]);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: pro.id } })).pointsBalance).toBe(52);
  });
});

describe('the server owns the share at checkout (issue 51)', () => {
  const PREVIEW = `query { checkoutPreview { sharedCart { id status } } }`;
  const SHARE_ORDER = `query($id: ID!) { node(id: $id) { ... on CartShare { status orderPlaced order { id number } } } }`;

  async function deliver(subOrderId: string) {
    const ownerToken = await openSession(server.prisma, store.owner.id);
    for (const to of ['CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      const moved = await gql(server.url, ADVANCE_SUB_ORDER, { input: { subOrderId, to } }, { token: ownerToken });
      expect(moved.data.advanceSubOrder.userErrors).toEqual([]);
    }
  }
  const placeWithout = async (user: TestUser) => {
    const address = await server.prisma.address.findFirst({ where: { userId: user.id } });
    const addressId = globalId('Address', address?.id ?? (await createAddress(server.prisma, user.id)));
    return gql(server.url, PLACE_ORDER, { input: { addressId, paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, as(user));
  };

  it('an accepted share checked out WITHOUT shared_cart: the order is linked, the share finalized, the professional earns on delivery', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    const client = await createUser(server.prisma, { role: 'CONSUMER' });
    const { token, share } = await shareWith(pro, client); // cement 2 (5 pts pro), sand 3 (1 pt pro)
    expect((await accept(client, token)).data.acceptSharedCart.userErrors).toEqual([]);
    // The checkout knows the share by itself (the app shows its notice from this).
    expect((await gql(server.url, PREVIEW, {}, as(client))).data.checkoutPreview.sharedCart).toEqual({ id: share.id, status: 'ACCEPTED' });

    // No address yet: 'Adicionar endereço' came back to a plain /checkout — no sharedCartId.
    const placed = await placeWithout(client);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = placed.data.placeOrder.order;
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: localId(order.id) }, include: { subOrders: { include: { items: true } } } });
    expect(row.cartShareId).toBe(localId(share.id));
    expect(row.subOrders[0].items.map((i) => i.sharerPoints).sort((a, b) => a - b)).toEqual([3, 10]);
    const shareRow = await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) }, include: { cart: { include: { items: true } } } });
    expect(shareRow).toMatchObject({ status: 'FINALIZED', finalizedAt: expect.any(Date), cart: { status: 'FINALIZED', finalizedById: client.id } });
    expect(shareRow.cart.items.map((i) => i.quantity).sort()).toEqual([2, 3]);
    expect((await gql(server.url, SHARE_ORDER, { id: share.id }, as(client))).data.node).toEqual({ status: 'FINALIZED', orderPlaced: true, order: { id: order.id, number: order.number } });
    expect((await gql(server.url, SHARE_ORDER, { id: share.id }, as(pro))).data.node).toEqual({ status: 'FINALIZED', orderPlaced: true, order: null });
    expect(await server.prisma.notification.count({ where: { userId: pro.id, title: 'Carrinho finalizado' } })).toBe(1);

    await deliver(order.subOrders[0].id);
    expect(await server.prisma.pointsEntry.findMany({ where: { userId: pro.id }, select: { points: true, reason: true } })).toEqual([
      { points: 13, reason: `Carrinho compartilhado ${localId(share.id).slice(0, 8).toUpperCase()}: pedido ${order.number} entregue (Depósito São José)` },
    ]);
  });

  it('a share finalized before the detour is linked too; an ordinary cart is not', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client, [[cement, 1]]);
    await accept(client, token);
    expect((await gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(client))).data.finalizeSharedCart.userErrors).toEqual([]);
    const placed = await placeWithout(client);
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: localId(placed.data.placeOrder.order.id) } })).cartShareId).toBe(localId(share.id));

    const other = await createUser(server.prisma);
    await fillCart(other, [[cement, 1]]);
    expect((await gql(server.url, PREVIEW, {}, as(other))).data.checkoutPreview.sharedCart).toBeNull();
    const ordinary = await placeWithout(other);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: localId(ordinary.data.placeOrder.order.id) } })).cartShareId).toBeNull();
  });

  it('once the share has its order, paying or checking it out again is refused and changes nothing', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    await accept(client, token);
    const first = await placeWithout(client);
    expect(first.data.placeOrder.userErrors).toEqual([]);
    const orderId = localId(first.data.placeOrder.order.id);

    // The same items again in the cart: the share is not offered, nor can it be named.
    await fillCart(client, [[cement, 2], [sand, 3]]);
    expect((await gql(server.url, PREVIEW, {}, as(client))).data.checkoutPreview.sharedCart).toBeNull();
    const before = {
      orders: await server.prisma.order.count({ where: { userId: client.id } }),
      cart: await cartOf(client.id),
      stock: await server.prisma.product.findMany({ where: { id: { in: [cement, sand] } }, select: { id: true, stock: true }, orderBy: { id: 'asc' } }),
      share: await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } }),
    };
    const address = globalId('Address', (await server.prisma.address.findFirstOrThrow({ where: { userId: client.id } })).id);
    const again = await gql(server.url, PLACE_ORDER, { input: { addressId: address, paymentMethod: 'PIX', idempotencyKey: randomUUID(), sharedCartId: share.id } }, as(client));
    expect(again.data.placeOrder).toMatchObject({
      order: null,
      userErrors: [{ field: 'sharedCartId', code: 'INVALID_TRANSITION', message: 'Este carrinho compartilhado já foi comprado: veja o pedido em Meus pedidos' }],
    });
    expect((await gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(client))).data.finalizeSharedCart.userErrors[0].message).toBe('Este carrinho já foi finalizado');
    expect((await accept(client, token)).data.acceptSharedCart.userErrors[0].message).toBe('Este carrinho já foi finalizado');
    expect(await server.prisma.order.count({ where: { userId: client.id } })).toBe(before.orders);
    expect(await cartOf(client.id)).toEqual(before.cart);
    expect(await server.prisma.product.findMany({ where: { id: { in: [cement, sand] } }, select: { id: true, stock: true }, orderBy: { id: 'asc' } })).toEqual(before.stock);
    expect(await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(share.id) } })).toEqual(before.share);
    expect((await server.prisma.order.findFirstOrThrow({ where: { cartShareId: localId(share.id) } })).id).toBe(orderId);
  });

  it('the migration links a share bought before the fix (an ordinary order) to that order, with the points still to come', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client); // cement 2 (5 pts), sand 3 (1 pt)
    await accept(client, token);
    expect((await gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(client))).data.finalizeSharedCart.userErrors).toEqual([]);
    const placed = await placeWithout(client);
    const orderId = localId(placed.data.placeOrder.order.id);
    // What the bug left behind: an ordinary order, the share finalized without one.
    await server.prisma.order.update({ where: { id: orderId }, data: { cartShareId: null } });
    await server.prisma.orderItem.updateMany({ where: { subOrder: { orderId } }, data: { sharerPoints: 0 } });
    expect((await gql(server.url, SHARE_ORDER, { id: share.id }, as(client))).data.node.orderPlaced).toBe(false);
    // A later order of the same products that the migration must not take.
    await fillCart(client, [[cement, 1]]);
    const later = localId((await gql(server.url, PLACE_ORDER, { input: { addressId: globalId('Address', (await server.prisma.address.findFirstOrThrow({ where: { userId: client.id } })).id), paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, as(client))).data.placeOrder.order.id);
    await server.prisma.order.update({ where: { id: later }, data: { cartShareId: null } });

    const file = path.join(process.cwd(), 'prisma/migrations/20261203071000_link_orphan_shared_cart_orders/migration.sql');
    const statements = fs.readFileSync(file, 'utf8').replace(/^--.*$/gm, '').split(/;\s*$/m).map((s) => s.trim()).filter(Boolean);
    await server.prisma.$transaction(async (tx) => {
      for (const sql of statements) await tx.$executeRawUnsafe(sql);
    });

    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).cartShareId).toBe(localId(share.id));
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: later } })).cartShareId).toBeNull();
    const points = await server.prisma.orderItem.findMany({ where: { subOrder: { orderId } }, select: { sharerPoints: true } });
    expect(points.map((p) => p.sharerPoints).sort((a, b) => a - b)).toEqual([3, 10]);
    expect((await gql(server.url, SHARE_ORDER, { id: share.id }, as(client))).data.node).toMatchObject({ orderPlaced: true, order: { id: globalId('Order', orderId) } });
  });
});

describe('revoking and expiry', () => {
  it('the professional revokes an open share: the link stops working; others cannot revoke', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const otherPro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    const revoke = (user: TestUser) => gql(server.url, REVOKE, { input: { shareId: share.id } }, as(user));
    expect((await revoke(otherPro)).data.revokeSharedCart.userErrors).toEqual([{ field: 'shareId', code: 'NOT_FOUND', message: 'Cart not found' }]);
    expect((await revoke(client)).data.revokeSharedCart.userErrors[0].code).toBe('NOT_FOUND');
    expect((await revoke(pro)).data.revokeSharedCart).toMatchObject({ userErrors: [], message: 'Compartilhamento cancelado', share: { status: 'REVOKED', canRevoke: false } });
    expect((await gql(server.url, BY_TOKEN, { token }, as(client))).data.sharedCart).toBeNull();
    expect((await accept(client, token)).data.acceptSharedCart.userErrors[0]).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid or expired share link' });
    expect((await revoke(pro)).data.revokeSharedCart.userErrors[0].message).toBe('Este compartilhamento não pode mais ser cancelado');
    expect(await cartOf(client.id)).toEqual([]);
  });

  it('expires by the clock: derived at once, then stored by the job (once, whichever instance runs it), with a 24 h warning', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    const id = localId(share.id);
    const created = (await server.prisma.cartShare.findUniqueOrThrow({ where: { id } })).expiresAt.getTime();

    // 6 days and 1 hour later: 23 hours left → warned once.
    const nearEnd = new Date(created - 23 * 3_600_000);
    expect(await warnExpiringShares(server.services, new Date(created - 25 * 3_600_000))).toBe(0);
    const warned = await warnExpiringShares(server.services, nearEnd);
    expect(warned).toBeGreaterThanOrEqual(1);
    expect((await server.prisma.cartShare.findUniqueOrThrow({ where: { id } })).expiryNoticeAt).toEqual(nearEnd);
    expect(await warnExpiringShares(server.services, nearEnd)).toBe(0);

    // Past the expiry the share reads as EXPIRED even before the job runs.
    await server.prisma.cartShare.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const opened = (await gql(server.url, BY_TOKEN, { token }, as(client))).data.sharedCart;
    expect(opened).toMatchObject({ status: 'EXPIRED', hoursLeft: 0, expiringSoon: false, canAccept: false });
    expect((await accept(client, token)).data.acceptSharedCart.userErrors[0]).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid or expired share link' });
    const received = await gql(server.url, '{ cartSharesReceived(first: 10) { edges { node { id } } } }', {}, as(client));
    expect(received.data.cartSharesReceived.edges).toEqual([]);

    // Two instances running the job at once: the share is expired by exactly one of them.
    const counts = await Promise.all([expireOldShares(server.services), expireOldShares(server.services)]);
    expect((await server.prisma.cartShare.findUniqueOrThrow({ where: { id } })).status).toBe('EXPIRED');
    expect(await server.prisma.cartShare.count({ where: { status: 'EXPIRED' } })).toBe(counts[0] + counts[1]);
    expect(await expireOldShares(server.services)).toBe(0);

    // A chosen clock: a fresh share is expired by the job 8 days from now.
    const second = await shareWith(pro, client);
    expect(await expireOldShares(server.services, new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await server.prisma.cartShare.findUniqueOrThrow({ where: { id: localId(second.share.id) } })).status).toBe('EXPIRED');
  });
});

describe('reading', () => {
  it('by id only the two sides see a share; by link anyone signed in sees the items but not who received it', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const { token, share } = await shareWith(pro, client);
    const NODE = `query($id: ID!) { node(id: $id) { ... on CartShare { id status } } }`;
    expect((await gql(server.url, NODE, { id: share.id }, as(client))).data.node).toEqual({ id: share.id, status: 'SHARED' });
    expect((await gql(server.url, NODE, { id: share.id }, as(stranger))).data.node).toBeNull();
    const viaLink = (await gql(server.url, BY_TOKEN, { token }, as(stranger))).data.sharedCart;
    expect(viaLink).toMatchObject({ status: 'SHARED', toName: null, toEmail: null, link: null, canAccept: false, addressedToOther: true, receivedByViewer: false });
    expect(viaLink.items).toHaveLength(2);
    const visitor = await gql(server.url, BY_TOKEN, { token });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const sent = await gql(server.url, '{ cartSharesSent(first: 10) { edges { node { id status toName } } } }', {}, as(pro));
    expect(sent.data.cartSharesSent.edges.map((e: any) => e.node)).toEqual([{ id: share.id, status: 'SHARED', toName: client.name }]);
    const received = await gql(server.url, '{ cartSharesReceived(first: 10) { edges { node { id fromName } } } }', {}, as(client));
    expect(received.data.cartSharesReceived.edges.map((e: any) => e.node.id)).toEqual([share.id]);
    expect((await gql(server.url, '{ cartSharesReceived(first: 10) { edges { node { id } } } }', {}, as(stranger))).data.cartSharesReceived.edges).toEqual([]);
  });

  it('live events reach both sides, and never anyone else', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const strangerFriend = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const sockets = [pro, client, stranger].map((u) => wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${u.token}` } }));
    try {
      const [proEvents, clientEvents, strangerEvents] = sockets.map((s) => eventStream(s, EVENTS));
      // A share of their own proves each subscription is registered before anything else happens.
      const sendTo = async (user: TestUser) => {
        await fillCart(strangerFriend, [[sand, 1]]);
        expect((await gql(server.url, SHARE, { input: { email: user.email } }, as(strangerFriend))).data.shareCart.userErrors).toEqual([]);
      };
      for (const [user, events] of [[pro, proEvents], [client, clientEvents], [stranger, strangerEvents]] as const) {
        await sendTo(user);
        expect((await events.next()).cartShareEvents.kind).toBe('RECEIVED');
      }

      const { token, share } = await shareWith(pro, client);
      expect(await proEvents.next()).toEqual({ cartShareEvents: { kind: 'RECEIVED', share: { id: share.id, status: 'SHARED' } } });
      expect(await clientEvents.next()).toEqual({ cartShareEvents: { kind: 'RECEIVED', share: { id: share.id, status: 'SHARED' } } });
      await accept(client, token);
      expect(await proEvents.next()).toEqual({ cartShareEvents: { kind: 'ACCEPTED', share: { id: share.id, status: 'ACCEPTED' } } });
      expect((await clientEvents.next()).cartShareEvents.kind).toBe('ACCEPTED');
      await gql(server.url, FINALIZE, { input: { shareId: share.id } }, as(client));
      expect(await proEvents.next()).toEqual({ cartShareEvents: { kind: 'FINALIZED', share: { id: share.id, status: 'FINALIZED' } } });

      // The stranger got nothing of it: their next event is their own again.
      await sendTo(stranger);
      const next = await strangerEvents.next();
      expect(next.cartShareEvents.kind).toBe('RECEIVED');
      expect(next.cartShareEvents.share.id).not.toBe(share.id);
    } finally {
      for (const s of sockets) await s.dispose();
    }
  });

  it("the app's own documents fit the API's limits, and a page of shares costs the same statements for 2 or 8", async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const first = await shareWith(pro, client);
    await shareWith(pro, client);
    const counting = await startCountingServer(server);
    try {
      const sentPage = async () => {
        const r = await gql(counting.url, print(CartSharesSentDocument), {}, as(pro));
        expect(r.errors).toBeUndefined();
        return r.data.cartSharesSent.edges.length;
      };
      let small = 0;
      const fewer = await counting.count(async () => (small = await sentPage()));
      for (let i = 0; i < 6; i++) await shareWith(pro, client);
      let large = 0;
      const more = await counting.count(async () => (large = await sentPage()));
      expect([small, large]).toEqual([2, 8]);
      expect(more).toBe(fewer);
      const received = await gql(counting.url, print(CartSharesReceivedDocument), {}, as(client));
      expect(received.errors).toBeUndefined();
      expect(received.data.cartSharesReceived.edges).toHaveLength(8);
      const opened = await gql(counting.url, print(SharedCartDocument), { token: first.token }, as(client));
      expect(opened.errors).toBeUndefined();
      expect(opened.data.sharedCart.summary).toMatchObject({ totalAtAdd: '110.00', totalItems: 5 });
    } finally {
      await counting.stop();
    }
  });

  it('events cross API instances through Redis', async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) return; // the in-process pub/sub has no second instance to reach
    const a = await startTestServer({ databaseUrl: server.databaseUrl, redisUrl });
    const b = await startTestServer({ databaseUrl: server.databaseUrl, redisUrl });
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const client = await createUser(server.prisma);
    const socket = wsClient(b.wsUrl, { connectionParams: { authorization: `Bearer ${client.token}` } });
    try {
      const events = eventStream(socket, EVENTS);
      // The subscription on B registers asynchronously: share from A until one is announced on B.
      const sharedIds: string[] = [];
      const event = await actUntilEvent(
        events,
        async () => {
          await fillCart(pro, [[sand, 1]]);
          const shared = await gql(a.url, SHARE, { input: { email: client.email } }, as(pro));
          expect(shared.data.shareCart.userErrors).toEqual([]);
          sharedIds.push(shared.data.shareCart.share.id);
        },
        { everyMs: 500 },
      );
      expect(event?.cartShareEvents.kind).toBe('RECEIVED');
      expect(sharedIds).toContain(event.cartShareEvents.share.id);
    } finally {
      await socket.dispose();
      await a.stop();
      await b.stop();
    }
  });
});
