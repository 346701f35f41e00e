// The profile area over the real stack: avatar upload (type, size, magic bytes, served from
// /uploads, old file removed), e-mail change with the password, password change, signing out of
// every device, favourites, and other tabs told through viewerChanged.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventStream, gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { SIGN_IN, sessionCookie, signUpConsumer } from '../helpers/accounts.js';
import { startSmtpCapture, mailText } from '../helpers/smtp.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function newUser() {
  const signed = await signUpConsumer(server.url);
  const userId = (await server.prisma.user.findUniqueOrThrow({ where: { email: signed.input.email } })).id;
  const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, query, variables, { token: signed.token });
  return { ...signed, userId, call };
}

// --- images ---------------------------------------------------------------------------------------

// A real 1×1 PNG, and headers good enough for the magic-byte check of the other types.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const UPLOAD = `mutation ($dataUrl: String!) { uploadAvatar(input: { dataUrl: $dataUrl }) { user { id avatarUrl } userErrors { field code message } } }`;
const REMOVE = `mutation { removeAvatar { user { avatarUrl } userErrors { message } } }`;

describe('avatar upload', () => {
  it('stores a PNG under /uploads/avatars, serves it, and removes the old file when replaced', async () => {
    const user = await newUser();
    const first = (await user.call(UPLOAD, { dataUrl: dataUrl('image/png', PNG) })).data.uploadAvatar;
    expect(first.userErrors).toEqual([]);
    expect(first.user.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(server.url + first.user.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const firstFile = path.join(server.config.uploadDir, first.user.avatarUrl.replace('/uploads/', ''));
    expect(fs.existsSync(firstFile)).toBe(true);

    const second = (await user.call(UPLOAD, { dataUrl: dataUrl('image/jpeg', JPEG) })).data.uploadAvatar;
    expect(second.user.avatarUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await fetch(server.url + first.user.avatarUrl)).status).toBe(404);
    expect((await fetch(server.url + second.user.avatarUrl)).status).toBe(200);

    const third = (await user.call(UPLOAD, { dataUrl: dataUrl('image/webp', WEBP) })).data.uploadAvatar;
    expect(third.user.avatarUrl).toMatch(/\.webp$/);

    const removed = (await user.call(REMOVE)).data.removeAvatar;
    expect(removed.user.avatarUrl).toBeNull();
    expect((await fetch(server.url + third.user.avatarUrl)).status).toBe(404);
    expect(fs.readdirSync(path.join(server.config.uploadDir, 'avatars')).filter((f) => !f.startsWith('.'))).not.toContain(
      path.basename(third.user.avatarUrl),
    );
  });

  it('refuses other types, contents that do not match the type, and non-data URLs', async () => {
    const user = await newUser();
    const error = async (value: string) => (await user.call(UPLOAD, { dataUrl: value })).data.uploadAvatar.userErrors;
    expect(await error(dataUrl('image/gif', GIF))).toEqual([
      { field: 'dataUrl', code: 'UNSUPPORTED_TYPE', message: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.' },
    ]);
    expect(await error(dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')))).toEqual([
      { field: 'dataUrl', code: 'UNSUPPORTED_TYPE', message: 'Formato de imagem não suportado. Use PNG, JPEG ou WebP.' },
    ]);
    // Declared PNG, but the bytes are a GIF (or HTML): the magic bytes decide.
    for (const value of [dataUrl('image/png', GIF), dataUrl('image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')), 'https://exemplo.com/foto.png', 'data:image/png;base64,@@@@']) {
      expect(await error(value)).toEqual([{ field: 'dataUrl', code: 'INVALID', message: 'Imagem inválida' }]);
    }
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).avatarUrl).toBeNull();
  });

  it('refuses images over 2 MB (the API limit, over WebSocket) and bodies over 1 MB on HTTP', async () => {
    const user = await newUser();
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);
    const client = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${user.token}` } });
    try {
      const [result] = await takeEvents(client, UPLOAD, 1, { dataUrl: dataUrl('image/png', big) });
      expect(result.uploadAvatar.userErrors).toEqual([{ field: 'dataUrl', code: 'TOO_LARGE', message: 'Imagem muito grande (máximo 2 MB)' }]);
      // Just under the limit is accepted.
      const ok = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 - 8, 7)]);
      const [accepted] = await takeEvents(client, UPLOAD, 1, { dataUrl: dataUrl('image/png', ok) });
      expect(accepted.uploadAvatar.userErrors).toEqual([]);
    } finally {
      await client.dispose();
    }
    const overHttp = await user.call(UPLOAD, { dataUrl: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])) });
    expect(overHttp.status).toBe(413);
  });

  it('tells the other tabs of the same user through viewerChanged, and needs a session', async () => {
    const user = await newUser();
    const client = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${user.token}` } });
    try {
      const events = eventStream(client, `subscription { viewerChanged { id avatarUrl email } }`);
      expect((await events.next()).viewerChanged.avatarUrl).toBeNull();
      await user.call(UPLOAD, { dataUrl: dataUrl('image/png', PNG) });
      const event = await events.next();
      expect(event.viewerChanged.avatarUrl).toMatch(/^\/uploads\/avatars\//);
    } finally {
      await client.dispose();
    }
    const visitor = await gql(server.url, UPLOAD, { dataUrl: dataUrl('image/png', PNG) });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// --- e-mail ---------------------------------------------------------------------------------------

const CHANGE_EMAIL = `mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { user { email } userErrors { field code message } } }`;

describe('e-mail change', () => {
  it('needs the current password, refuses a taken or malformed e-mail, then changes it', async () => {
    const user = await newUser();
    const other = await newUser();
    const change = async (input: Record<string, unknown>) => (await user.call(CHANGE_EMAIL, { input })).data.changeEmail;

    expect((await change({ email: 'novo@exemplo.com', currentPassword: 'errada' })).userErrors).toEqual([
      { field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'Senha incorreta' },
    ]);
    expect((await change({ email: other.input.email.toUpperCase(), currentPassword: user.input.password })).userErrors).toEqual([
      { field: 'email', code: 'TAKEN', message: 'Este email já está cadastrado' },
    ]);
    expect((await change({ email: 'sem-arroba', currentPassword: user.input.password })).userErrors).toEqual([
      { field: 'email', code: 'INVALID', message: 'Email inválido' },
    ]);
    expect((await change({ email: ' ', currentPassword: user.input.password })).userErrors[0].message).toBe('Email é obrigatório');

    const newEmail = `novo.${Date.now()}@exemplo.com.br`;
    const done = await change({ email: ` ${newEmail.toUpperCase()} `, currentPassword: user.input.password });
    expect(done).toEqual({ user: { email: newEmail }, userErrors: [] });

    // Signs in with the new address only.
    const signIn = (identifier: string) => gql(server.url, SIGN_IN, { input: { identifier, password: user.input.password } });
    expect((await signIn(newEmail)).data.signIn.userErrors).toEqual([]);
    expect((await signIn(user.input.email)).data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    expect(await server.prisma.auditLog.count({ where: { eventType: 'profile.email_changed', userId: user.userId } })).toBe(1);
    // The old address is told.
    const notice = await smtp.waitFor(user.input.email);
    expect(mailText(notice.raw)).toContain(newEmail);
  });
});

// --- password and sessions ------------------------------------------------------------------------

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok userErrors { field code message } } }`;
const VIEWER_ID = `{ viewer { id } }`;

describe('password change', () => {
  it('applies the sign-up rules, checks the current password, and ends the other sessions', async () => {
    const user = await newUser();
    const otherDevice = (await gql(server.url, SIGN_IN, { input: { identifier: user.input.email, password: user.input.password, bearer: true } })).data
      .signIn.token;
    const change = async (input: Record<string, unknown>) => (await user.call(CHANGE_PASSWORD, { input })).data.changePassword;

    expect((await change({ currentPassword: user.input.password, newPassword: '', confirmPassword: '' })).userErrors).toEqual([
      { field: 'newPassword', code: 'REQUIRED', message: 'Senha é obrigatória' },
    ]);
    expect((await change({ currentPassword: user.input.password, newPassword: '12345', confirmPassword: '12345' })).userErrors).toEqual([
      { field: 'newPassword', code: 'TOO_SHORT', message: 'Senha deve ter pelo menos 6 caracteres' },
    ]);
    expect((await change({ currentPassword: user.input.password, newPassword: 'nova123', confirmPassword: 'nova124' })).userErrors).toEqual([
      { field: 'confirmPassword', code: 'MISMATCH', message: 'Senhas não coincidem' },
    ]);
    expect((await change({ currentPassword: 'errada', newPassword: 'nova123', confirmPassword: 'nova123' })).userErrors).toEqual([
      { field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'Senha incorreta' },
    ]);

    expect(await change({ currentPassword: user.input.password, newPassword: 'nova123', confirmPassword: 'nova123' })).toEqual({ ok: true, userErrors: [] });
    const signIn = (password: string) => gql(server.url, SIGN_IN, { input: { identifier: user.input.email, password } });
    expect((await signIn('nova123')).data.signIn.userErrors).toEqual([]);
    expect((await signIn(user.input.password)).data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    // This session goes on; the other device is signed out.
    expect((await user.call(VIEWER_ID)).data.viewer).not.toBeNull();
    expect((await gql(server.url, VIEWER_ID, {}, { token: otherDevice })).data.viewer).toBeNull();
    expect(await server.prisma.auditLog.count({ where: { eventType: 'auth.password_changed', userId: user.userId } })).toBe(1);
  });

  it('limits guesses of the current password: the 6th check in 15 minutes is refused', async () => {
    const user = await newUser();
    const wrong = { input: { email: 'x@exemplo.com', currentPassword: 'errada' } };
    for (let i = 0; i < 5; i++) expect((await user.call(CHANGE_EMAIL, wrong)).data.changeEmail.userErrors[0].message).toBe('Senha incorreta');
    const sixth = (await user.call(CHANGE_EMAIL, { input: { email: 'x@exemplo.com', currentPassword: user.input.password } })).data.changeEmail;
    expect(sixth.userErrors).toEqual([{ field: 'currentPassword', code: 'THROTTLED', message: 'Muitas tentativas. Tente novamente em 15 minutos.' }]);
  });
});

describe('sign out of every device', () => {
  it('revokes every session, the current one included, and clears the cookie', async () => {
    const user = await newUser();
    const second = await gql(server.url, SIGN_IN, { input: { identifier: user.input.email, password: user.input.password } });
    const cookie = sessionCookie(second.headers)!;
    const response = await gql(server.url, `mutation { signOutEverywhere { signedOut revokedSessions } }`, {}, { cookie });
    expect(response.data.signOutEverywhere).toEqual({ signedOut: true, revokedSessions: 2 });
    expect(response.headers.getSetCookie().some((c) => /^clube_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect((await gql(server.url, VIEWER_ID, {}, { cookie })).data.viewer).toBeNull();
    expect((await user.call(VIEWER_ID)).data.viewer).toBeNull();
    expect(await server.prisma.session.count({ where: { userId: user.userId, revokedAt: null } })).toBe(0);
    expect(await server.prisma.auditLog.count({ where: { eventType: 'auth.sign_out_everywhere', userId: user.userId } })).toBe(1);
  });
});

// --- favourites -----------------------------------------------------------------------------------

const TOGGLE = `mutation ($input: ToggleFavoriteInput!) { toggleFavorite(input: $input) { favorited product { id isFavorite } userErrors { field code message } } }`;
const FAVORITES = `{ viewer { favorites(first: 10) { totalCount edges { node { createdAt product { id name isFavorite } } } } } }`;

let storeCounter = 0;
async function newProduct(ownerId: string, overrides: Record<string, unknown> = {}) {
  const n = storeCounter++;
  const store = await server.prisma.store.create({
    data: { ownerId, name: `Loja ${n}`, slug: `loja-fav-${n}-${Date.now()}`, cnpj: `${Date.now()}${n}`.slice(-14).padStart(14, '0'), status: 'APPROVED' },
  });
  const product = await server.prisma.product.create({
    data: { storeId: store.id, name: `Cimento ${n}`, slug: `cimento-${n}`, price: '39.90', stock: 10, status: 'APPROVED', ...overrides },
  });
  return { ...product, globalId: Buffer.from(`Product:${product.id}`).toString('base64') };
}

describe('favourites', () => {
  it('toggles a product in and out of the list, newest first, with isFavorite on the product', async () => {
    const user = await newUser();
    const owner = await newUser();
    const a = await newProduct(owner.userId);
    const b = await newProduct(owner.userId);

    const on = (await user.call(TOGGLE, { input: { productId: a.globalId } })).data.toggleFavorite;
    expect(on).toEqual({ favorited: true, product: { id: a.globalId, isFavorite: true }, userErrors: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await user.call(TOGGLE, { input: { productId: b.globalId } });
    let list = (await user.call(FAVORITES)).data.viewer.favorites;
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((e: { node: { product: { id: string } } }) => e.node.product.id)).toEqual([b.globalId, a.globalId]);
    expect(list.edges[0].node.product.isFavorite).toBe(true);

    const off = (await user.call(TOGGLE, { input: { productId: a.globalId } })).data.toggleFavorite;
    expect(off.favorited).toBe(false);
    expect(off.product.isFavorite).toBe(false);
    list = (await user.call(FAVORITES)).data.viewer.favorites;
    expect(list.totalCount).toBe(1);

    // Someone else's favourites are theirs alone.
    const other = (await owner.call(FAVORITES)).data.viewer.favorites;
    expect(other.totalCount).toBe(0);
    const visitor = await gql(server.url, `query ($id: ID!) { node(id: $id) { ... on Product { isFavorite } } }`, { id: b.globalId });
    expect(visitor.data.node.isFavorite).toBe(false);
  });

  it('setting the state is idempotent (double clicks), and concurrent sets keep one row', async () => {
    const user = await newUser();
    const owner = await newUser();
    const p = await newProduct(owner.userId);
    const results = await Promise.all([1, 2, 3].map(() => user.call(TOGGLE, { input: { productId: p.globalId, favorite: true } })));
    expect(results.map((r) => r.data.toggleFavorite.favorited)).toEqual([true, true, true]);
    expect(await server.prisma.favorite.count({ where: { userId: user.userId } })).toBe(1);
    expect((await user.call(TOGGLE, { input: { productId: p.globalId, favorite: false } })).data.toggleFavorite.favorited).toBe(false);
    expect((await user.call(TOGGLE, { input: { productId: p.globalId, favorite: false } })).data.toggleFavorite.favorited).toBe(false);
    expect(await server.prisma.favorite.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('refuses unknown or hidden products, and hides favourites whose product left the marketplace', async () => {
    const user = await newUser();
    const owner = await newUser();
    const hidden = await newProduct(owner.userId, { status: 'PENDING' });
    for (const productId of [hidden.globalId, Buffer.from('Product:00000000-0000-4000-8000-000000000000').toString('base64')]) {
      expect((await user.call(TOGGLE, { input: { productId } })).data.toggleFavorite).toEqual({
        favorited: false,
        product: null,
        userErrors: [{ field: 'productId', code: 'NOT_FOUND', message: 'Produto não encontrado' }],
      });
    }
    for (const productId of ['nada', '00000000-0000-4000-8000-000000000000']) {
      expect((await user.call(TOGGLE, { input: { productId } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const p = await newProduct(owner.userId);
    await user.call(TOGGLE, { input: { productId: p.globalId } });
    await server.prisma.product.update({ where: { id: p.id }, data: { stock: 0 } });
    expect((await user.call(FAVORITES)).data.viewer.favorites).toEqual({ totalCount: 0, edges: [] });
  });
});
