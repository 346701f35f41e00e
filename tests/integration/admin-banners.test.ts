// The home carousel's banners managed by the admins over the real API: image upload, create with a
// schedule (the public list shows a banner only inside its window), edit, delete, the form's
// refusals, and every operation refused to every other role.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createStore, createUser, type TestUser } from '../helpers/commerce.js';

let dataUrl: string;
test.beforeAll(bootServer);
test.beforeAll(async () => {
  const png = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#0b5cd7' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'segredo' } } })
    .toBuffer();
  dataUrl = `data:image/png;base64,${png.toString('base64')}`;
});

const as = (user: { token: string }) => ({ token: user.token });
const UPLOAD = `mutation($input: UploadAdminImageInput!) { uploadAdminImage(input: $input) { url userErrors { field code message } } }`;
const SAVE = `mutation($input: SaveBannerInput!) { saveBanner(input: $input) { banner { id title state startsAt } message userErrors { field code message } } }`;
const DELETE = `mutation($id: ID!) { deleteBanner(id: $id) { deletedBannerId message userErrors { field code message } } }`;
const PUBLIC = `{ banners { title } }`;
const ADMIN_LIST = `{ adminBanners { title state } }`;

const hour = 3_600_000;
const publicTitles = async (server: TestServer) => (await gql(server.url, PUBLIC)).data.banners.map((b: { title: string }) => b.title);

async function upload(server: TestServer, admin: TestUser, kind = 'BANNER_DESKTOP') {
  return (await gql(server.url, UPLOAD, { input: { dataUrl, kind } }, as(admin))).data.uploadAdminImage;
}

describe('banners', () => {
  test('uploads a banner image re-encoded to 1920 px WebP without EXIF', async ({ server, admin }) => {
    const { url, userErrors } = await upload(server, admin);
    expect(userErrors).toEqual([]);
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(server.config.uploadDir, url.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 640 });
    expect(meta.exif).toBeUndefined();
    const favicon = (await upload(server, admin, 'FAVICON')).url;
    expect(favicon).toMatch(/^\/uploads\/site\/[0-9a-f-]{36}\.png$/);
    const bad = (await gql(server.url, UPLOAD, { input: { dataUrl: 'data:image/png;base64,AAAA', kind: 'LOGO' } }, as(admin))).data.uploadAdminImage;
    expect(bad).toMatchObject({ url: null, userErrors: [{ field: 'dataUrl' }] });
  });

  test('a scheduled banner reaches the home only inside its window; edited and deleted, audited', async ({ server, admin }) => {
    const { url } = await upload(server, admin);
    const input = { title: 'Feirão de Natal', ctaText: 'Ver ofertas', ctaLink: '/explore?search=natal', desktopImageUrl: url, position: 0, active: true };
    const scheduled = (await gql(server.url, SAVE, { input: { ...input, startsAt: new Date(Date.now() + 24 * hour).toISOString() } }, as(admin))).data.saveBanner;
    expect(scheduled).toMatchObject({ banner: { title: 'Feirão de Natal', state: 'SCHEDULED' }, message: 'Banner salvo', userErrors: [] });
    expect(await publicTitles(server)).not.toContain('Feirão de Natal');
    expect((await gql(server.url, ADMIN_LIST, {}, as(admin))).data.adminBanners).toContainEqual({ title: 'Feirão de Natal', state: 'SCHEDULED' });

    const live = (await gql(server.url, SAVE, { input: { ...input, id: scheduled.banner.id, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + hour).toISOString() } }, as(admin))).data.saveBanner;
    expect(live.banner.state).toBe('LIVE');
    expect(await publicTitles(server)).toContain('Feirão de Natal');

    const ended = (await gql(server.url, SAVE, { input: { ...input, id: scheduled.banner.id, startsAt: null, endsAt: new Date(Date.now() - 1000).toISOString() } }, as(admin))).data.saveBanner;
    expect(ended.banner.state).toBe('ENDED');
    expect(await publicTitles(server)).not.toContain('Feirão de Natal');

    const deleted = (await gql(server.url, DELETE, { id: scheduled.banner.id }, as(admin))).data.deleteBanner;
    expect(deleted).toEqual({ deletedBannerId: scheduled.banner.id, message: 'Banner excluído', userErrors: [] });
    const audit = await server.prisma.auditLog.findMany({ where: { targetType: 'Banner' }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => a.eventType)).toEqual(['admin.banner_created', 'admin.banner_updated', 'admin.banner_updated', 'admin.banner_deleted']);
    expect(audit.every((a) => a.actorId === admin.id)).toBe(true);
  });

  test('refuses a bad form, changing nothing', async ({ server, admin }) => {
    const result = (await gql(server.url, SAVE, { input: { title: ' ', ctaText: 'Ir', ctaLink: 'javascript:alert(1)', desktopImageUrl: 'https://x.example/a.png', position: 1000, active: true } }, as(admin))).data.saveBanner;
    expect(result.banner).toBeNull();
    expect(result.userErrors.map((e: { field: string }) => e.field)).toEqual(['title', 'ctaLink', 'desktopImageUrl', 'position']);
    expect(await server.prisma.banner.count()).toBe(0);
    const missing = (await gql(server.url, DELETE, { id: Buffer.from('Banner:00000000-0000-4000-8000-000000000000').toString('base64') }, as(admin))).data.deleteBanner;
    expect(missing.userErrors).toEqual([{ field: 'id', code: 'NOT_FOUND', message: 'Banner não encontrado' }]);
  });

  test('every other role is refused every banner operation', async ({ server, admin }) => {
    const { url } = await upload(server, admin);
    const roles = [await createUser(server.prisma), await createUser(server.prisma, { role: 'PROFESSIONAL' }), (await createStore(server.prisma)).owner];
    for (const user of roles) {
      expect((await gql(server.url, ADMIN_LIST, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gql(server.url, UPLOAD, { input: { dataUrl, kind: 'BANNER_DESKTOP' } }, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const save = await gql(server.url, SAVE, { input: { title: 'Invasor', desktopImageUrl: url, position: 0, active: true } }, as(user));
      expect(save.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await server.prisma.banner.count({ where: { title: 'Invasor' } })).toBe(0);
  });
});
