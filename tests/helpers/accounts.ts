// Sign-up/sign-in over real HTTP, returning the session cookie or Bearer token a client would keep.
import { computeCpfCheckDigits } from '../../common/documents.js';
import { gql } from './graphql.js';

let counter = 0;

/** A CPF with valid check digits, different on every call. */
export function newCpf(): string {
  const base = String(100_000_000 + ((Date.now() + counter++ * 7919) % 800_000_000)).slice(0, 9);
  return base + computeCpfCheckDigits(base);
}

export const SIGN_UP = `mutation SignUp($input: SignUpInput!, $bearer: Boolean) {
  signUp(input: $input, bearer: $bearer) {
    user { id name email role referralCode }
    token
    referralApplied
    userErrors { field code message }
  }
}`;

export const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { user { id email role } token userErrors { field code message } }
}`;

export const VIEWER = `{ viewer { id name email phone cpf role isAdmin referralCode mainAddress { city } } }`;

export function consumerInput(overrides: Record<string, unknown> = {}) {
  const n = counter++;
  return {
    profileType: 'CONSUMER',
    name: 'Maria da Silva',
    email: `maria${n}.${Date.now()}@exemplo.com.br`,
    password: 'segredo123',
    confirmPassword: 'segredo123',
    cpf: newCpf(),
    phone: '(33) 98888-7777',
    ...overrides,
  };
}

export function sessionCookie(headers: Headers): string | null {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('clube_session='));
  return setCookie ? setCookie.split(';')[0] : null;
}

/** Signs up a consumer and returns its Bearer token and input. */
export async function signUpConsumer(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const input = consumerInput(overrides);
  const response = await gql(baseUrl, SIGN_UP, { input, bearer: true });
  const payload = response.data?.signUp;
  if (!payload?.token) throw new Error(`cadastro falhou: ${JSON.stringify(response.errors ?? payload?.userErrors)}`);
  return { input, token: payload.token as string, user: payload.user, cookie: sessionCookie(response.headers)! };
}
