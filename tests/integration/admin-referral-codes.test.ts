// /auto-fix-codes over the real API: accounts with an unusable referral code (imported lower-case,
// with spaces or symbols) get a new one the sign-up can find; good codes stay; admins only.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const FIX = `mutation { fixReferralCodes { fixed message userErrors { message } } }`;

describe('referral codes maintenance', () => {
  test('counts and fixes only the unusable codes, audited', async ({ server, admin }) => {
    const [a, b, good] = [await createUser(server.prisma), await createUser(server.prisma), await createUser(server.prisma)];
    await server.prisma.user.update({ where: { id: a.id }, data: { referralCode: 'maria silva' } });
    await server.prisma.user.update({ where: { id: b.id }, data: { referralCode: 'x!' } });
    const goodCode = (await server.prisma.user.findUniqueOrThrow({ where: { id: good.id } })).referralCode;

    expect((await gql(server.url, `{ referralCodeIssues }`, {}, { token: admin.token })).data.referralCodeIssues).toBe(2);
    expect((await gql(server.url, FIX, {}, { token: admin.token })).data.fixReferralCodes).toEqual({ fixed: 2, message: '2 códigos corrigidos', userErrors: [] });
    const fixed = await server.prisma.user.findMany({ where: { id: { in: [a.id, b.id] } }, select: { referralCode: true } });
    expect(fixed.every((u) => /^[A-HJ-NP-Z2-9]{8}$/.test(u.referralCode))).toBe(true);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: good.id } })).referralCode).toBe(goodCode);
    expect((await gql(server.url, FIX, {}, { token: admin.token })).data.fixReferralCodes).toMatchObject({ fixed: 0, message: 'Nenhum código precisava de correção' });
    const audit = await server.prisma.auditLog.findFirstOrThrow({ where: { eventType: 'admin.referral_codes_fixed' } });
    expect(audit).toMatchObject({ actorId: admin.id, details: { fixed: 2 } });
  });

  test('is the admins’ only', async ({ server, consumer: user }) => {
    expect((await gql(server.url, `{ referralCodeIssues }`, {}, { token: user.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server.url, FIX, {}, { token: user.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server.url, FIX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
