// Accounts over the real stack: sign-up rules and messages, sign-in by e-mail or
// CPF, throttling, sessions by cookie and Bearer, sign-out, and password recovery by e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventStream, gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { startSmtpCapture, mailText } from '../helpers/smtp.js';
import { computeCnpjCheckDigits } from '../../common/documents.js';
import { consumerInput, newCpf, sessionCookie, signUpConsumer, SIGN_IN, SIGN_UP, VIEWER } from '../helpers/accounts.js';

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

const signUp = (input: Record<string, unknown>) => gql(server.url, SIGN_UP, { input });
const firstError = async (input: Record<string, unknown>) => (await signUp(input)).data.signUp.userErrors[0];

describe('sign-up validation, in the spec order, with its exact messages', () => {
  // Each step fixes the previous error and expects the next message.
  const steps: [Record<string, unknown>, string, string][] = [
    [{}, 'profileType', 'Selecione um tipo de perfil'],
    [{ profileType: 'CONSUMER' }, 'name', 'Nome é obrigatório'],
    [{ name: 'Ana' }, 'email', 'Email é obrigatório'],
    [{ email: 'ana@exemplo.com' }, 'password', 'Senha é obrigatória'],
    [{ password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    [{ password: '123456', confirmPassword: '654321' }, 'confirmPassword', 'Senhas não coincidem'],
    [{ confirmPassword: '123456' }, 'cpf', 'CPF é obrigatório'],
    [{ cpf: '123.456.789' }, 'cpf', 'CPF deve ter 11 dígitos'],
    [{ cpf: '123.456.789-00' }, 'phone', 'Telefone é obrigatório'],
    [{ phone: '(33) 99999-0000' }, 'cpf', 'CPF inválido'],
  ];
  it('walks through every consumer message', async () => {
    let input: Record<string, unknown> = {};
    for (const [fix, field, message] of steps) {
      input = { ...input, ...fix };
      expect(await firstError(input)).toEqual({ field, code: 'INVALID', message });
    }
    expect(await server.prisma.user.count()).toBe(0);
  });

  it('asks a lojista for CNPJ, its length, the store name and valid check digits', async () => {
    const base = { ...consumerInput(), profileType: 'STORE_OWNER', cpf: null };
    expect((await firstError(base)).message).toBe('CNPJ é obrigatório para lojistas');
    expect((await firstError({ ...base, cnpj: '12.345.678/0001' })).message).toBe('CNPJ deve ter 14 dígitos');
    expect((await firstError({ ...base, cnpj: '11.222.333/0001-81' })).message).toBe('Nome da loja é obrigatório para lojistas');
    expect((await firstError({ ...base, cnpj: '11.222.333/0001-80', storeName: 'Loja X' })).message).toBe('CNPJ inválido');
  });

  it('asks a profissional for a specialty from the list', async () => {
    const base = { ...consumerInput(), profileType: 'PROFESSIONAL' };
    expect((await firstError(base)).message).toBe('Especialidade é obrigatória para profissionais');
    expect((await firstError({ ...base, specialty: 'Astronauta' })).message).toBe('Especialidade inválida');
  });

  it('rejects a malformed e-mail and phone', async () => {
    expect((await firstError(consumerInput({ email: 'sem-arroba' }))).message).toBe('Email inválido');
    expect((await firstError(consumerInput({ phone: '3399' }))).message).toBe('Telefone inválido');
  });
});

describe('sign-up', () => {
  it('creates a consumer with digits only, signs in with a cookie and returns the profile', async () => {
    const input = consumerInput({ cpf: newCpf().replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') });
    const response = await signUp(input);
    expect(response.data.signUp.userErrors).toEqual([]);
    expect(response.data.signUp.token).toBeNull(); // the web app gets an httpOnly cookie, not the token
    const cookieHeader = response.headers.getSetCookie().find((c) => c.startsWith('clube_session='))!;
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=Lax/i);
    const viewer = (await gql(server.url, VIEWER, {}, { cookie: sessionCookie(response.headers)! })).data.viewer;
    expect(viewer).toMatchObject({ name: 'Maria da Silva', email: input.email, phone: '33988887777', role: 'CONSUMER', isAdmin: false });
    expect(viewer.cpf).toMatch(/^\d{11}$/);
    expect(viewer.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('creates a lojista with a pending store, accepting the alphanumeric CNPJ', async () => {
    const cnpj = '12ABC34501DE' + computeCnpjCheckDigits('12ABC34501DE');
    const input = { ...consumerInput(), profileType: 'STORE_OWNER', cpf: null, cnpj: cnpj.toLowerCase(), storeName: 'Depósito Angelândia' };
    const { data } = await signUp(input);
    expect(data.signUp.userErrors).toEqual([]);
    expect(data.signUp.user.role).toBe('STORE_OWNER');
    const store = await server.prisma.store.findUnique({ where: { cnpj } });
    expect(store).toMatchObject({ name: 'Depósito Angelândia', status: 'PENDING', slug: 'deposito-angelandia' });
  });

  it('refuses a duplicate e-mail, CPF or CNPJ and creates nothing', async () => {
    const first = await signUpConsumer(server.url);
    const before = await server.prisma.user.count();
    expect(await firstError(consumerInput({ email: first.input.email.toUpperCase() }))).toEqual({
      field: 'email', code: 'TAKEN', message: 'Este email já está cadastrado',
    });
    expect(await firstError(consumerInput({ cpf: first.input.cpf }))).toEqual({ field: 'cpf', code: 'TAKEN', message: 'Este CPF já está cadastrado' });
    const cnpj = '11222333000181';
    const owner = { ...consumerInput(), profileType: 'STORE_OWNER', cpf: null, cnpj, storeName: 'Loja A' };
    expect((await signUp(owner)).data.signUp.userErrors).toEqual([]);
    expect(await firstError({ ...owner, email: 'outro@exemplo.com' })).toEqual({ field: 'cnpj', code: 'TAKEN', message: 'Este CNPJ já está cadastrado' });
    expect(await server.prisma.user.count()).toBe(before + 1);
  });

  it('two simultaneous sign-ups with the same e-mail create one account', async () => {
    const input = consumerInput();
    const results = await Promise.all([signUp(input), signUp({ ...input, cpf: newCpf() })]);
    const errors = results.map((r) => r.data.signUp.userErrors);
    expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
    expect(errors.flat()).toEqual([{ field: 'email', code: 'TAKEN', message: 'Este email já está cadastrado' }]);
    expect(await server.prisma.user.count({ where: { email: input.email } })).toBe(1);
  });

  it('links the invitee to the inviter by referral code; an unknown code still creates the account', async () => {
    const inviter = await signUpConsumer(server.url);
    const invited = await signUp(consumerInput({ referralCode: ` ${inviter.user.referralCode.toLowerCase()} ` }));
    expect(invited.data.signUp.referralApplied).toBe(true);
    const row = await server.prisma.user.findUnique({ where: { id: await localId(invited.data.signUp.user.id) } });
    expect(row?.referredById).toBe(await localId(inviter.user.id));

    const unknown = await signUp(consumerInput({ referralCode: 'NAOEXISTE' }));
    expect(unknown.data.signUp.userErrors).toEqual([]);
    expect(unknown.data.signUp.referralApplied).toBe(false);
    const none = await signUp(consumerInput());
    expect(none.data.signUp.referralApplied).toBeNull();
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('signs in by e-mail (any case) and by CPF (with mask); Bearer tokens work for integrators', async () => {
    const { input } = await signUpConsumer(server.url);
    const byEmail = await gql(server.url, SIGN_IN, { input: { identifier: ` ${input.email.toUpperCase()} `, password: input.password } });
    expect(byEmail.data.signIn.userErrors).toEqual([]);
    expect(sessionCookie(byEmail.headers)).toBeTruthy();

    const maskedCpf = input.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    const byCpf = await gql(server.url, SIGN_IN, { input: { identifier: maskedCpf, password: input.password, bearer: true } });
    expect(byCpf.data.signIn.token).toMatch(/^[\w-]{40,}$/);
    const viewer = await gql(server.url, VIEWER, {}, { token: byCpf.data.signIn.token });
    expect(viewer.data.viewer.email).toBe(input.email);
  });

  it('refuses a wrong password with one message for unknown and wrong credentials', async () => {
    const { input } = await signUpConsumer(server.url);
    const wrong = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: 'errada!' } });
    const unknown = await gql(server.url, SIGN_IN, { input: { identifier: 'ninguem@exemplo.com', password: 'errada!' } });
    for (const r of [wrong, unknown]) {
      expect(r.data.signIn).toMatchObject({ user: null, userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'Email/CPF ou senha incorretos' }] });
      expect(sessionCookie(r.headers)).toBeNull();
    }
    const empty = await gql(server.url, SIGN_IN, { input: { identifier: '  ', password: 'x' } });
    expect(empty.data.signIn.userErrors[0].message).toBe('Informe seu email ou CPF');
  });

  it('throttles an identifier after 5 failures in 15 minutes, even with the right password, and audits it', async () => {
    const { input, user } = await signUpConsumer(server.url);
    for (let i = 0; i < 5; i++) {
      const r = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: `errada${i}` } });
      expect(r.data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: input.password } });
    expect(blocked.data.signIn.userErrors[0]).toEqual({
      field: 'identifier', code: 'THROTTLED', message: 'Muitas tentativas de login sem sucesso. Tente novamente em 15 minutos.',
    });
    // Once the failures age out of the window, the right password works again.
    await server.prisma.loginFailure.updateMany({ where: { identifier: input.email }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    const ok = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: input.password } });
    expect(ok.data.signIn.userErrors).toEqual([]);
    const events = await server.prisma.auditLog.groupBy({ by: ['eventType'], where: { userId: await localId(user.id) }, _count: true });
    expect(Object.fromEntries(events.map((e) => [e.eventType, e._count]))).toMatchObject({
      'auth.sign_up': 1, 'auth.sign_in_failed': 5, 'auth.sign_in': 1,
    });
    expect(await server.prisma.auditLog.count({ where: { eventType: 'auth.sign_in_throttled' } })).toBeGreaterThanOrEqual(1);
  });

  it('sign-out revokes the session: the same token stops working', async () => {
    const { token } = await signUpConsumer(server.url);
    expect((await gql(server.url, VIEWER, {}, { token })).data.viewer).not.toBeNull();
    const out = await gql(server.url, 'mutation { signOut { signedOut } }', {}, { token });
    expect(out.data.signOut.signedOut).toBe(true);
    expect((await gql(server.url, VIEWER, {}, { token })).data.viewer).toBeNull();
  });

  it('a profile is readable by its owner only (node by global ID)', async () => {
    const a = await signUpConsumer(server.url);
    const b = await signUpConsumer(server.url);
    const query = `query($id: ID!) { node(id: $id) { ... on User { email } } }`;
    expect((await gql(server.url, query, { id: a.user.id }, { token: a.token })).data.node.email).toBe(a.input.email);
    // Anyone else gets what an unknown ID gets: null, no error (tests/integration/node-access.test.ts).
    const other = await gql(server.url, query, { id: a.user.id }, { token: b.token });
    expect({ node: other.data.node, errors: other.errors }).toEqual({ node: null, errors: undefined });
    const visitor = await gql(server.url, query, { id: a.user.id });
    expect({ node: visitor.data.node, errors: visitor.errors }).toEqual({ node: null, errors: undefined });
  });
});

describe('what is typed is what is saved (issue 51)', () => {
  const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { phone } userErrors { field message } } }`;

  it('saves a mobile with its 11 digits and a landline with its 10, masked or not', async () => {
    for (const [phone, saved] of [['(33) 97777-6666', '33977776666'], ['33977776666', '33977776666'], ['(33) 3333-4444', '3333334444']]) {
      const { token } = await signUpConsumer(server.url, { phone });
      expect((await gql(server.url, VIEWER, {}, { token })).data.viewer.phone).toBe(saved);
    }
  });

  it('refuses a CPF or a phone with other digits than it has, with the spec messages, and saves nothing', async () => {
    const before = await server.prisma.user.count();
    const cpf = newCpf();
    expect(await firstError(consumerInput({ cpf: cpf.slice(0, 10) }))).toEqual({ field: 'cpf', code: 'INVALID', message: 'CPF deve ter 11 dígitos' });
    expect(await firstError(consumerInput({ cpf: `${cpf}1` }))).toEqual({ field: 'cpf', code: 'INVALID', message: 'CPF deve ter 11 dígitos' });
    for (const phone of ['(33) 97777-66661', '339777766661', '(33) 9777-766', '+55 33 97777-6666']) {
      expect(await firstError(consumerInput({ phone }))).toEqual({ field: 'phone', code: 'INVALID', message: 'Telefone inválido' });
    }
    expect(await server.prisma.user.count()).toBe(before);
  });

  it('updateProfile refuses a phone with 12 digits and keeps the one saved', async () => {
    const { token } = await signUpConsumer(server.url, { phone: '(33) 97777-6666' });
    const refused = await gql(server.url, UPDATE, { input: { phone: '(33) 97777-66661' } }, { token });
    expect(refused.data.updateProfile.userErrors).toEqual([{ field: 'phone', message: 'Telefone inválido' }]);
    expect((await gql(server.url, VIEWER, {}, { token })).data.viewer.phone).toBe('33977776666');
    const changed = await gql(server.url, UPDATE, { input: { phone: '(31) 3333-4444' } }, { token });
    expect(changed.data.updateProfile).toEqual({ user: { phone: '3133334444' }, userErrors: [] });
  });
});

describe('graphql-ws uses the same session', () => {
  const VIEWER_CHANGED = 'subscription { viewerChanged { name } }';
  const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { name } userErrors { message } } }`;

  it('an authenticated connection (cookie or connection params) receives its own profile changes', async () => {
    const { token, cookie } = await signUpConsumer(server.url);
    const byCookie = wsClient(server.wsUrl, { headers: { cookie } });
    const byParams = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
    const streams = [eventStream(byCookie, VIEWER_CHANGED), eventStream(byParams, VIEWER_CHANGED)];
    // Each stream starts with the current profile: both subscriptions are registered.
    const name = (await streams[0].next()).viewerChanged.name;
    expect(await streams[1].next()).toEqual({ viewerChanged: { name } });
    const updated = await gql(server.url, UPDATE, { input: { name: 'Maria Souza' } }, { token });
    expect(updated.data.updateProfile.userErrors).toEqual([]);
    expect(await Promise.all(streams.map((s) => s.next()))).toEqual([{ viewerChanged: { name: 'Maria Souza' } }, { viewerChanged: { name: 'Maria Souza' } }]);
    await byCookie.dispose();
    await byParams.dispose();
  });

  it('a connection without a session is refused the private subscription', async () => {
    const client = wsClient(server.wsUrl);
    await expect(takeEvents(client, VIEWER_CHANGED, 1)).rejects.toThrow(/UNAUTHENTICATED|não autenticado/);
    await client.dispose();
  });
});

describe('password recovery', () => {
  const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok userErrors { field message } } }`;
  const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ok userErrors { field code message } } }`;

  it('validates the e-mail with the spec messages', async () => {
    const empty = await gql(server.url, REQUEST, { input: { email: ' ' } });
    expect(empty.data.requestPasswordReset.userErrors[0].message).toBe('Por favor, informe seu email');
    const bad = await gql(server.url, REQUEST, { input: { email: 'abc' } });
    expect(bad.data.requestPasswordReset.userErrors[0].message).toBe('Por favor, informe um email válido');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.mails.length;
    const r = await gql(server.url, REQUEST, { input: { email: 'naocadastrado@exemplo.com' } });
    expect(r.data.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it('e-mails a single-use link; the new password works, the old and every session do not', async () => {
    const { input, token: oldSession } = await signUpConsumer(server.url);
    const r = await gql(server.url, REQUEST, { input: { email: ` ${input.email} ` } });
    expect(r.data.requestPasswordReset.ok).toBe(true);
    const mail = mailText((await smtp.waitFor(input.email)).raw);
    expect(mail).toContain('redefini');
    const resetToken = decodeURIComponent(mail.match(/reset-password\?token=([\w%-]+)/)![1]);
    expect((await gql(server.url, `query($t: String!) { passwordResetTokenValid(token: $t) }`, { t: resetToken })).data.passwordResetTokenValid).toBe(true);

    const mismatch = await gql(server.url, RESET, { input: { token: resetToken, password: 'novaSenha1', confirmPassword: 'outra' } });
    expect(mismatch.data.resetPassword.userErrors[0].message).toBe('Senhas não coincidem');
    const short = await gql(server.url, RESET, { input: { token: resetToken, password: '123', confirmPassword: '123' } });
    expect(short.data.resetPassword.userErrors[0].message).toBe('Senha deve ter pelo menos 6 caracteres');

    const done = await gql(server.url, RESET, { input: { token: resetToken, password: 'novaSenha1', confirmPassword: 'novaSenha1' } });
    expect(done.data.resetPassword).toEqual({ ok: true, userErrors: [] });
    expect((await gql(server.url, VIEWER, {}, { token: oldSession })).data.viewer).toBeNull();

    const again = await gql(server.url, RESET, { input: { token: resetToken, password: 'outraSenha2', confirmPassword: 'outraSenha2' } });
    expect(again.data.resetPassword.userErrors[0]).toEqual({
      field: 'token', code: 'INVALID_TOKEN', message: 'Link de recuperação inválido ou expirado. Solicite um novo.',
    });
    const oldPassword = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: input.password } });
    expect(oldPassword.data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    const newPassword = await gql(server.url, SIGN_IN, { input: { identifier: input.email, password: 'novaSenha1' } });
    expect(newPassword.data.signIn.userErrors).toEqual([]);
  });

  it('an expired link (over 1 hour) is refused', async () => {
    const { input } = await signUpConsumer(server.url);
    await gql(server.url, REQUEST, { input: { email: input.email } });
    const mail = mailText((await smtp.waitFor(input.email)).raw);
    const resetToken = decodeURIComponent(mail.match(/reset-password\?token=([\w%-]+)/)![1]);
    await server.prisma.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) }, where: { usedAt: null } });
    const r = await gql(server.url, RESET, { input: { token: resetToken, password: 'novaSenha1', confirmPassword: 'novaSenha1' } });
    expect(r.data.resetPassword.userErrors[0].code).toBe('INVALID_TOKEN');
  });
});

/** The database id inside a Relay global ID. */
async function localId(globalId: string): Promise<string> {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
}
