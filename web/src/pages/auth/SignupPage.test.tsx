import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeCnpjCheckDigits } from '@common/documents';
import { SIGNUP_MESSAGES as M } from '@common/signup';
import { notify, toaster } from '../../notify';
import { SignUpDocument } from '../../session/documents';
import { clearReferral, resetReferralMemory } from '../../session/referral';
import { makeViewer, silentViewerChanged, switchableViewer } from '../../session/testing';
import { renderAppAt } from '../../test/render';
import { SIGNUP_TEXTS } from './signupForm';

const VALID_CPF = '529.982.247-25';
const CNPJ_BASE = '12ABC34501DE';
const VALID_CNPJ = CNPJ_BASE + computeCnpjCheckDigits(CNPJ_BASE);

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** Picks a profile type and waits until the form shows it (the radio group updates asynchronously). */
async function choose(label: string) {
  const item = screen.getByRole('radio', { name: new RegExp(`^${label}`) }).closest('label')!;
  fireEvent.click(item);
  await waitFor(() => expect(item).toHaveAttribute('data-state', 'checked'));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

describe('SignupPage', () => {
  let errors: string[];

  beforeEach(() => {
    clearReferral();
    resetReferralMemory();
    errors = [];
    vi.spyOn(notify, 'error').mockImplementation((message: string) => {
      errors.push(message);
      return '';
    });
  });

  afterEach(() => {
    act(() => toaster.remove());
    vi.restoreAllMocks();
    clearReferral();
  });

  async function open(path = '/signup', mocks: any[] = []) {
    const result = renderAppAt(path, { mocks });
    await screen.findByRole('heading', { level: 1, name: 'Criar Conta' });
    return result;
  }

  it('shows the three profile types with their descriptions', async () => {
    await open();
    for (const [label, description] of [
      ['Consumidor', 'Para comprar produtos e acumular pontos'],
      ['Vendedor', 'Para vender produtos e gerenciar sua loja'],
      ['Profissional', 'Para oferecer serviços especializados'],
    ]) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  });

  it('toasts the first failing rule, in the spec order (consumidor, lojista, profissional)', async () => {
    await open();
    const expectNext = (message: string) => {
      submit();
      expect(errors.at(-1)).toBe(message);
    };
    expectNext(M.profileType);
    await choose('Consumidor');
    expectNext(M.nomeRequired);
    type(/^Nome completo/, 'Maria da Silva');
    expectNext(M.emailRequired);
    type(/^Email/, 'maria@exemplo.com.br');
    expectNext(M.passwordRequired);
    type(/^Senha/, '12345');
    expectNext(M.passwordTooShort);
    type(/^Senha/, 'segredo123');
    type(/^Confirmar senha/, 'segredo12');
    expectNext(M.passwordMismatch);
    type(/^Confirmar senha/, 'segredo123');
    expectNext(M.cpfRequired);
    type(/^CPF/, '529.982');
    expectNext(M.cpfLength);
    type(/^CPF/, VALID_CPF);
    expectNext(M.telefoneRequired);

    await choose('Vendedor');
    expectNext(M.cnpjRequired);
    type(/^CNPJ/, '12.ABC.345');
    expectNext(M.cnpjLength);
    type(/^CNPJ/, VALID_CNPJ);
    expectNext(M.nomeLojaRequired);
    type(/^Nome da Loja/, 'Depósito São José');
    expectNext(M.telefoneRequired);
    type(/^Telefone/, '33988887777');

    await choose('Profissional');
    type(/^CPF/, VALID_CPF);
    expectNext(M.especialidadeRequired);
    // The toast and the field: the invalid field is focused and shows the message.
    expect(document.activeElement).toBe(field(/^Especialidade/));
  }, 60_000);

  it('masks CPF, CNPJ (alphanumeric) and phone as typed; digits beyond the mask stay, to be refused, never cut', async () => {
    await open();
    await choose('Consumidor');
    type(/^CPF/, '52998224725999');
    expect(field(/^CPF/).value).toBe('529.982.247-25999');
    expect(field(/^CPF/)).not.toHaveAttribute('maxLength');
    type(/^Telefone/, '33988887777');
    expect(field(/^Telefone/).value).toBe('(33) 98888-7777');
    expect(field(/^Telefone/)).not.toHaveAttribute('maxLength');
    await choose('Vendedor');
    type(/^CNPJ/, '12abc34501de35');
    expect(field(/^CNPJ/).value).toBe('12.ABC.345/01DE-35');
    expect(field(/^CNPJ/)).toHaveAttribute('maxLength', '18');
  });

  it('clears CPF, CNPJ, especialidade and nome da loja when the type changes', async () => {
    await open();
    await choose('Profissional');
    type(/^Nome completo/, 'Carlos');
    type(/^CPF/, VALID_CPF);
    fireEvent.change(field(/^Especialidade/), { target: { value: 'Pedreiro' } });
    type(/^Telefone/, '33988887777');
    expect(field(/^Especialidade/).value).toBe('Pedreiro');

    await choose('Vendedor');
    expect(screen.queryByLabelText(/^CPF/)).toBeNull();
    expect(screen.queryByLabelText(/^Especialidade/)).toBeNull();
    expect(field(/^CNPJ/).value).toBe('');
    type(/^CNPJ/, VALID_CNPJ);
    type(/^Nome da Loja/, 'Loja do Carlos');

    await choose('Profissional');
    expect(field(/^CPF/).value).toBe('');
    expect(field(/^Especialidade/).value).toBe('');
    expect(screen.queryByLabelText(/^Nome da Loja/)).toBeNull();
    await choose('Vendedor');
    expect(field(/^CNPJ/).value).toBe('');
    expect(field(/^Nome da Loja/).value).toBe('');
    // Other fields stay.
    expect(field(/^Nome completo/).value).toBe('Carlos');
    expect(field(/^Telefone/).value).toBe('(33) 98888-7777');
  });

  it("shows a captured invite code in the green card; 'Remover' clears it", async () => {
    const info = vi.spyOn(notify, 'info');
    await open('/signup?ref=AMIGO2024');
    const card = await screen.findByTestId('referral-card');
    expect(card).toHaveTextContent('AMIGO2024');
    expect(card).toHaveTextContent('Você ganhará 20 pontos na primeira compra!');
    expect(screen.queryByLabelText(/^Código de referência/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(info).toHaveBeenCalledWith('Código de referência removido');
    expect(screen.queryByTestId('referral-card')).toBeNull();
    expect(field(/^Código de referência\s*\(opcional\)/).value).toBe('');
    expect(localStorage.getItem('ref_code')).toBeNull();
  });

  it('sends only digits, toasts the referral result and the code, and goes to /home (consumidor)', async () => {
    const success = vi.spyOn(notify, 'success');
    const user = makeViewer({ referralCode: 'NOVA1234' });
    const viewer = switchableViewer(null);
    const input = {
      profileType: 'CONSUMER',
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      password: 'segredo123',
      confirmPassword: 'segredo123',
      cpf: '52998224725',
      cnpj: null,
      phone: '33988887777',
      storeName: null,
      specialty: null,
      referralCode: 'AMIGO2024',
    };
    const signUp = vi.fn(() => {
      viewer.answer.current = user;
      return { data: { signUp: { __typename: 'SignUpPayload', user, referralApplied: true, userErrors: [] } } };
    });
    const { router } = await open('/signup?ref=AMIGO2024', [
      viewer.mock,
      ...silentViewerChanged(),
      { request: { query: SignUpDocument, variables: { input } }, result: signUp },
    ]);
    await choose('Consumidor');
    type(/^Nome completo/, ' Maria da Silva ');
    type(/^Email/, ' Maria@Exemplo.com.br');
    type(/^CPF/, VALID_CPF);
    type(/^Telefone/, '(33) 98888-7777');
    type(/^Senha/, 'segredo123');
    type(/^Confirmar senha/, 'segredo123');
    submit();
    expect(await screen.findByText('Criando conta...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
    expect(success.mock.calls.map((c) => c[0])).toEqual([
      SIGNUP_TEXTS.referralApplied,
      'Cadastro realizado! Seu código de indicação é: NOVA1234',
    ]);
    // The code was used: it is forgotten.
    expect(localStorage.getItem('ref_code')).toBeNull();
  });

  it.each([
    ['STORE_OWNER', '/vendor', 'Vendedor'],
    ['PROFESSIONAL', '/services', 'Profissional'],
  ])('sends a new %s to %s', async (_type, destination, label) => {
    const user = makeViewer({ role: label === 'Vendedor' ? 'STORE_OWNER' : 'PROFESSIONAL' });
    const viewer = switchableViewer(null);
    const warning = vi.spyOn(notify, 'warning');
    const { router } = await open('/signup', [
      viewer.mock,
      ...silentViewerChanged(),
      {
        request: { query: SignUpDocument, variables: () => true },
        result: () => {
          viewer.answer.current = user;
          return { data: { signUp: { __typename: 'SignUpPayload', user, referralApplied: false, userErrors: [] } } };
        },
      },
    ]);
    await choose(label);
    type(/^Nome completo/, 'Fulano de Tal');
    type(/^Email/, 'fulano@exemplo.com.br');
    type(/^Telefone/, '33988887777');
    type(/^Senha/, 'segredo123');
    type(/^Confirmar senha/, 'segredo123');
    type(/^Código de referência\s*\(opcional\)/, 'NAOEXISTE');
    if (label === 'Vendedor') {
      type(/^CNPJ/, VALID_CNPJ);
      type(/^Nome da Loja/, 'Loja do Fulano');
    } else {
      type(/^CPF/, VALID_CPF);
      fireEvent.change(field(/^Especialidade/), { target: { value: 'Eletricista' } });
    }
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(warning).toHaveBeenCalledWith(SIGNUP_TEXTS.referralFailed);
  });

  it('toasts a server userError as is and marks the field', async () => {
    const { router } = await open('/signup', [
      {
        request: { query: SignUpDocument, variables: () => true },
        result: {
          data: {
            signUp: {
              __typename: 'SignUpPayload',
              user: null,
              referralApplied: null,
              userErrors: [{ __typename: 'UserError', field: 'email', code: 'TAKEN', message: 'Este email já está cadastrado' }],
            },
          },
        },
      },
    ]);
    await choose('Consumidor');
    type(/^Nome completo/, 'Maria');
    type(/^Email/, 'maria@exemplo.com.br');
    type(/^CPF/, VALID_CPF);
    type(/^Telefone/, '33988887777');
    type(/^Senha/, 'segredo123');
    type(/^Confirmar senha/, 'segredo123');
    submit();
    await waitFor(() => expect(errors).toEqual(['Este email já está cadastrado']));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("toasts 'Erro no servidor durante o cadastro' on a network failure", async () => {
    await open('/signup', [
      { request: { query: SignUpDocument, variables: () => true }, error: new Error('Failed to fetch') },
    ]);
    await choose('Consumidor');
    type(/^Nome completo/, 'Maria');
    type(/^Email/, 'maria@exemplo.com.br');
    type(/^CPF/, VALID_CPF);
    type(/^Telefone/, '33988887777');
    type(/^Senha/, 'segredo123');
    type(/^Confirmar senha/, 'segredo123');
    submit();
    await waitFor(() => expect(errors).toEqual([SIGNUP_TEXTS.serverError]));
  });
});
