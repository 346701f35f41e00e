// Limits on what costs the club (#17): recovery e-mails and image uploads. Each refusal is a pt-BR
// userError that changes nothing; the recovery limit counts an unknown e-mail like a registered
// one, so it says nothing about who has an account.
import sharp from 'sharp';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { userErrors { field code message } } }`;
const AVATAR = `mutation($dataUrl: String!) { uploadAvatar(input: { dataUrl: $dataUrl }) { userErrors { field code message } } }`;

describe('recovery e-mails', () => {
  test('5 an hour per address, registered or not; the 6th is refused and sends nothing', async ({ server, consumer: user }) => {
    for (const email of [user.email, 'ninguem.aqui@exemplo.com.br']) {
      for (let i = 0; i < 5; i++) expect((await gql(server.url, RESET, { email })).data.requestPasswordReset.userErrors).toEqual([]);
      const tokens = await server.prisma.passwordResetToken.count({ where: { userId: user.id } });
      const refused = (await gql(server.url, RESET, { email })).data.requestPasswordReset.userErrors;
      expect(refused).toEqual([{ field: 'email', code: 'THROTTLED', message: 'Pedidos de nova senha demais. Tente de novo em 15 minutos.' }]);
      expect(await server.prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(tokens);
    }
  });
});

describe('image uploads', () => {
  test('120 an hour per person; then refused without writing anything', async ({ server, consumer: user }) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    for (let i = 0; i < 120; i++) {
      const answer = await gql(server.url, AVATAR, { dataUrl }, { token: user.token });
      expect(answer.data.uploadAvatar.userErrors).toEqual([]);
    }
    const before = (await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl;
    const refused = (await gql(server.url, AVATAR, { dataUrl }, { token: user.token })).data.uploadAvatar.userErrors;
    expect(refused).toEqual([{ field: 'dataUrl', code: 'RATE_LIMITED', message: 'Envios de imagem demais em pouco tempo. Tente de novo em 15 minutos.' }]);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(before);
    // Someone else still uploads.
    const other = await createUser(server.prisma);
    expect((await gql(server.url, AVATAR, { dataUrl }, { token: other.token })).data.uploadAvatar.userErrors).toEqual([]);
  });
});
