// The site settings changed by an admin over the real API: the site name's check, the audit entry
// with before → after, and every other role refused.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createStore, createUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const UPDATE = `mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { siteSettings { siteName logoUrl } userErrors { field code message } } }`;

describe('site settings', () => {
  test('renames the site, audited with before and after; a bad name changes nothing', async ({ server, admin }) => {
    const bad = (await gql(server.url, UPDATE, { input: { siteName: 'X' } }, { token: admin.token })).data.updateSiteSettings;
    expect(bad).toEqual({ siteSettings: null, userErrors: [{ field: 'siteName', code: 'INVALID', message: 'O nome do site deve ter de 2 a 40 caracteres' }] });
    const ok = (await gql(server.url, UPDATE, { input: { siteName: ' Clube Local Capelinha ', logoUrl: '/uploads/site/logo.webp' } }, { token: admin.token })).data.updateSiteSettings;
    expect(ok).toEqual({ siteSettings: { siteName: 'Clube Local Capelinha', logoUrl: '/uploads/site/logo.webp' }, userErrors: [] });
    expect((await gql(server.url, `{ siteSettings { siteName } }`)).data.siteSettings.siteName).toBe('Clube Local Capelinha');
    const audit = await server.prisma.auditLog.findFirstOrThrow({ where: { eventType: 'admin.site_settings_updated' } });
    expect(audit).toMatchObject({ actorId: admin.id, before: { siteName: null, logoUrl: null }, after: { siteName: 'Clube Local Capelinha', logoUrl: '/uploads/site/logo.webp' } });
  });

  test('every other role is refused', async ({ server }) => {
    for (const user of [await createUser(server.prisma), (await createStore(server.prisma)).owner, await createUser(server.prisma, { role: 'PROFESSIONAL' })]) {
      expect((await gql(server.url, UPDATE, { input: { siteName: 'Invasores' } }, { token: user.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(server.url, `{ siteSettings { siteName } }`)).data.siteSettings.siteName).toBe('Clube Local Capelinha');
  });
});
