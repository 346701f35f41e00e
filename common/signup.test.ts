import { describe, expect, it } from 'vitest';
import {
  PROFILE_TYPES,
  SIGNUP_MESSAGES,
  SPECIALTIES,
  type SignupForm,
  isProfileType,
  isSpecialty,
  toSignupPayload,
  validateSignup,
  withProfileType,
} from './signup';

const consumer: SignupForm = {
  tipoPerfil: 'CONSUMER',
  nome: 'Maria da Silva',
  email: 'maria@exemplo.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  cpf: '529.982.247-25',
  telefone: '(31) 99999-0000',
};
const vendor: SignupForm = {
  tipoPerfil: 'STORE_OWNER',
  nome: 'João Souza',
  email: 'joao@loja.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  cnpj: '11.222.333/0001-81',
  nomeLoja: 'Depósito do João',
  telefone: '(31) 3333-4444',
};
const professional: SignupForm = {
  ...consumer,
  tipoPerfil: 'PROFESSIONAL',
  especialidadeProfissional: 'Eletricista',
};

describe('profile types and specialties', () => {
  it('lists the three signup choices with their exact labels and descriptions', () => {
    expect(PROFILE_TYPES).toEqual([
      { value: 'CONSUMER', label: 'Consumidor', description: 'Para comprar produtos e acumular pontos' },
      { value: 'STORE_OWNER', label: 'Vendedor', description: 'Para vender produtos e gerenciar sua loja' },
      { value: 'PROFESSIONAL', label: 'Profissional', description: 'Para oferecer serviços especializados' },
    ]);
  });

  it('lists the 16 specialties of docs/decisions.md in order', () => {
    expect(SPECIALTIES).toEqual([
      'Pedreiro',
      'Eletricista',
      'Encanador',
      'Pintor',
      'Marceneiro',
      'Soldador',
      'Gesseiro',
      'Azulejista',
      'Serralheiro',
      'Jardineiro',
      'Arquiteto',
      'Engenheiro Civil',
      'Designer de Interiores',
      'Mestre de Obras',
      'Técnico em Segurança do Trabalho',
      'Outros',
    ]);
  });

  it('type guards', () => {
    expect(isProfileType('STORE_OWNER')).toBe(true);
    expect(isProfileType('vendedor')).toBe(false);
    expect(isProfileType('admin')).toBe(false);
    expect(isProfileType(undefined)).toBe(false);
    expect(isSpecialty('Engenheiro Civil')).toBe(true);
    expect(isSpecialty('engenheiro civil')).toBe(false);
    expect(isSpecialty('Astronauta')).toBe(false);
    expect(isSpecialty(3)).toBe(false);
  });
});

describe('validateSignup: valid forms', () => {
  it('accepts a complete consumer, vendor and professional', () => {
    expect(validateSignup(consumer)).toBeNull();
    expect(validateSignup(vendor)).toBeNull();
    expect(validateSignup(professional)).toBeNull();
  });

  it('accepts unmasked values, a 10-digit phone and an alphanumeric CNPJ', () => {
    expect(validateSignup({ ...consumer, cpf: '52998224725', telefone: '3133334444' })).toBeNull();
    expect(validateSignup({ ...vendor, cnpj: '12.abc.345/01de-35' })).toBeNull();
  });

  it('ignores fields of the other profiles and the referral code', () => {
    expect(validateSignup({ ...consumer, cnpj: 'lixo', nomeLoja: '', especialidadeProfissional: 'x', referralCode: 'a' })).toBeNull();
    expect(validateSignup({ ...vendor, cpf: '123' })).toBeNull();
  });
});

describe('validateSignup: the spec order 1–10', () => {
  it('1. profile type', () => {
    const expected = { field: 'tipoPerfil', message: 'Selecione um tipo de perfil' };
    expect(validateSignup({})).toEqual(expected);
    expect(validateSignup({ ...consumer, tipoPerfil: '' })).toEqual(expected);
    expect(validateSignup({ ...consumer, tipoPerfil: null })).toEqual(expected);
    // Unknown types, including privileged ones, cannot be chosen at signup
    expect(validateSignup({ ...consumer, tipoPerfil: 'admin' })).toEqual(expected);
    expect(validateSignup({ ...consumer, tipoPerfil: 'vendedor' })).toEqual(expected);
  });

  it('2. nome', () => {
    const expected = { field: 'nome', message: 'Nome é obrigatório' };
    expect(validateSignup({ ...consumer, nome: '' })).toEqual(expected);
    expect(validateSignup({ ...consumer, nome: '   ' })).toEqual(expected);
    expect(validateSignup({ ...consumer, nome: undefined })).toEqual(expected);
  });

  it('3. email', () => {
    expect(validateSignup({ ...consumer, email: ' ' })).toEqual({ field: 'email', message: 'Email é obrigatório' });
  });

  it('4. password required', () => {
    expect(validateSignup({ ...consumer, password: '', confirmPassword: '' })).toEqual({
      field: 'password',
      message: 'Senha é obrigatória',
    });
    expect(validateSignup({ ...consumer, password: null })).toEqual({ field: 'password', message: 'Senha é obrigatória' });
  });

  it('5. password length (6 is enough, 5 is not; not trimmed)', () => {
    const short = { field: 'password', message: 'Senha deve ter pelo menos 6 caracteres' };
    expect(validateSignup({ ...consumer, password: '12345', confirmPassword: '12345' })).toEqual(short);
    expect(validateSignup({ ...consumer, password: '123456', confirmPassword: '123456' })).toBeNull();
    expect(validateSignup({ ...consumer, password: '  12  ', confirmPassword: '  12  ' })).toBeNull();
  });

  it('6. confirmation', () => {
    const mismatch = { field: 'confirmPassword', message: 'Senhas não coincidem' };
    expect(validateSignup({ ...consumer, confirmPassword: 'segredo2' })).toEqual(mismatch);
    expect(validateSignup({ ...consumer, confirmPassword: undefined })).toEqual(mismatch);
    expect(validateSignup({ ...consumer, confirmPassword: 'segredo1 ' })).toEqual(mismatch);
  });

  it('7. lojista: CNPJ required, 14 characters, store name', () => {
    expect(validateSignup({ ...vendor, cnpj: '' })).toEqual({ field: 'cnpj', message: 'CNPJ é obrigatório para lojistas' });
    expect(validateSignup({ ...vendor, cnpj: '11.222.333/0001-8' })).toEqual({ field: 'cnpj', message: 'CNPJ deve ter 14 dígitos' });
    expect(validateSignup({ ...vendor, cnpj: '112223330001811' })).toEqual({ field: 'cnpj', message: 'CNPJ deve ter 14 dígitos' });
    expect(validateSignup({ ...vendor, nomeLoja: ' ' })).toEqual({
      field: 'nomeLoja',
      message: 'Nome da loja é obrigatório para lojistas',
    });
  });

  it('8. others: CPF required and 11 digits', () => {
    expect(validateSignup({ ...consumer, cpf: '' })).toEqual({ field: 'cpf', message: 'CPF é obrigatório' });
    expect(validateSignup({ ...professional, cpf: undefined })).toEqual({ field: 'cpf', message: 'CPF é obrigatório' });
    expect(validateSignup({ ...consumer, cpf: '529.982.247-2' })).toEqual({ field: 'cpf', message: 'CPF deve ter 11 dígitos' });
    expect(validateSignup({ ...consumer, cpf: '529.982.247-255' })).toEqual({ field: 'cpf', message: 'CPF deve ter 11 dígitos' });
  });

  it('9. telefone', () => {
    expect(validateSignup({ ...consumer, telefone: '' })).toEqual({ field: 'telefone', message: 'Telefone é obrigatório' });
    expect(validateSignup({ ...vendor, telefone: null })).toEqual({ field: 'telefone', message: 'Telefone é obrigatório' });
  });

  it('10. profissional: especialidade', () => {
    expect(validateSignup({ ...professional, especialidadeProfissional: '' })).toEqual({
      field: 'especialidadeProfissional',
      message: 'Especialidade é obrigatória para profissionais',
    });
  });

  it('reports only the first failure, in order', () => {
    const everythingWrong: SignupForm = { tipoPerfil: 'STORE_OWNER', password: '1', confirmPassword: '2' };
    expect(validateSignup(everythingWrong)?.message).toBe('Nome é obrigatório');
    expect(validateSignup({ ...everythingWrong, nome: 'A' })?.message).toBe('Email é obrigatório');
    expect(validateSignup({ ...everythingWrong, nome: 'A', email: 'x' })?.message).toBe('Senha deve ter pelo menos 6 caracteres');
    expect(validateSignup({ ...everythingWrong, nome: 'A', email: 'x', password: '123456' })?.message).toBe('Senhas não coincidem');
    expect(
      validateSignup({ ...everythingWrong, nome: 'A', email: 'x', password: '123456', confirmPassword: '123456' })?.message,
    ).toBe('CNPJ é obrigatório para lojistas');
  });

  it('checks the phone presence before the specialty, and both before format checks', () => {
    expect(validateSignup({ ...professional, telefone: '', especialidadeProfissional: '', email: 'bad' })?.message).toBe(
      'Telefone é obrigatório',
    );
    expect(validateSignup({ ...professional, especialidadeProfissional: '', email: 'bad' })?.message).toBe(
      'Especialidade é obrigatória para profissionais',
    );
  });
});

describe('validateSignup: format checks after the spec list', () => {
  it("e-mail format: 'Email inválido'", () => {
    expect(validateSignup({ ...consumer, email: 'maria@' })).toEqual({ field: 'email', message: 'Email inválido' });
  });

  it("CPF check digits: 'CPF inválido'", () => {
    expect(validateSignup({ ...consumer, cpf: '529.982.247-24' })).toEqual({ field: 'cpf', message: 'CPF inválido' });
    expect(validateSignup({ ...professional, cpf: '111.111.111-11' })).toEqual({ field: 'cpf', message: 'CPF inválido' });
  });

  it("CNPJ check digits: 'CNPJ inválido'", () => {
    expect(validateSignup({ ...vendor, cnpj: '11.222.333/0001-82' })).toEqual({ field: 'cnpj', message: 'CNPJ inválido' });
    expect(validateSignup({ ...vendor, cnpj: '12.ABC.345/01DE-36' })).toEqual({ field: 'cnpj', message: 'CNPJ inválido' });
  });

  it("phone 10–11 digits: 'Telefone inválido'", () => {
    expect(validateSignup({ ...consumer, telefone: '9999-0000' })).toEqual({ field: 'telefone', message: 'Telefone inválido' });
    expect(validateSignup({ ...consumer, telefone: '+55 31 99999-0000' })).toEqual({ field: 'telefone', message: 'Telefone inválido' });
  });

  it("specialty in the list: 'Especialidade inválida'", () => {
    expect(validateSignup({ ...professional, especialidadeProfissional: 'Astronauta' })).toEqual({
      field: 'especialidadeProfissional',
      message: 'Especialidade inválida',
    });
    expect(validateSignup({ ...professional, especialidadeProfissional: ' Pedreiro ' })).toBeNull();
  });

  it('runs the format checks in the order e-mail, CPF, CNPJ, phone, specialty', () => {
    const bad = { email: 'x', cpf: '52998224724', telefone: '123', especialidadeProfissional: 'X' };
    expect(validateSignup({ ...professional, ...bad })?.message).toBe('Email inválido');
    expect(validateSignup({ ...professional, ...bad, email: 'a@b.co' })?.message).toBe('CPF inválido');
    expect(validateSignup({ ...professional, ...bad, email: 'a@b.co', cpf: '52998224725' })?.message).toBe('Telefone inválido');
    expect(
      validateSignup({ ...professional, ...bad, email: 'a@b.co', cpf: '52998224725', telefone: '31999990000' })?.message,
    ).toBe('Especialidade inválida');
    expect(validateSignup({ ...vendor, email: 'x', cnpj: '11222333000182' })?.message).toBe('Email inválido');
    expect(validateSignup({ ...vendor, cnpj: '11222333000182', telefone: '1' })?.message).toBe('CNPJ inválido');
  });
});

describe('SIGNUP_MESSAGES', () => {
  it('are the exact spec texts', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      profileType: 'Selecione um tipo de perfil',
      nomeRequired: 'Nome é obrigatório',
      emailRequired: 'Email é obrigatório',
      passwordRequired: 'Senha é obrigatória',
      passwordTooShort: 'Senha deve ter pelo menos 6 caracteres',
      passwordMismatch: 'Senhas não coincidem',
      cnpjRequired: 'CNPJ é obrigatório para lojistas',
      cnpjLength: 'CNPJ deve ter 14 dígitos',
      nomeLojaRequired: 'Nome da loja é obrigatório para lojistas',
      cpfRequired: 'CPF é obrigatório',
      cpfLength: 'CPF deve ter 11 dígitos',
      telefoneRequired: 'Telefone é obrigatório',
      especialidadeRequired: 'Especialidade é obrigatória para profissionais',
      emailInvalid: 'Email inválido',
      cpfInvalid: 'CPF inválido',
      cnpjInvalid: 'CNPJ inválido',
      telefoneInvalid: 'Telefone inválido',
      especialidadeInvalid: 'Especialidade inválida',
    });
  });
});

describe('toSignupPayload', () => {
  it('sends only digits for cpf and telefone, and a trimmed lower-case e-mail', () => {
    expect(toSignupPayload({ ...consumer, nome: '  Maria  ', email: ' Maria@Exemplo.COM ', referralCode: '  ' })).toEqual({
      tipoPerfil: 'CONSUMER',
      nome: 'Maria',
      email: 'maria@exemplo.com',
      password: 'segredo1',
      cpf: '52998224725',
      telefone: '31999990000',
    });
  });

  it('sends the unmasked CNPJ and the store name for lojista, without cpf', () => {
    expect(toSignupPayload({ ...vendor, cnpj: '12.abc.345/01de-35', cpf: '123', referralCode: ' AMIGO10 ' })).toEqual({
      tipoPerfil: 'STORE_OWNER',
      nome: 'João Souza',
      email: 'joao@loja.com',
      password: 'segredo1',
      cnpj: '12ABC34501DE35',
      nomeLoja: 'Depósito do João',
      telefone: '3133334444',
      referralCode: 'AMIGO10',
    });
  });

  it('adds the specialty for profissional only', () => {
    expect(toSignupPayload(professional).especialidadeProfissional).toBe('Eletricista');
    expect(toSignupPayload({ ...consumer, especialidadeProfissional: 'Pintor' })).not.toHaveProperty('especialidadeProfissional');
    expect(toSignupPayload({ ...consumer, cnpj: '11222333000181', nomeLoja: 'X' })).not.toHaveProperty('cnpj');
  });

  it('keeps the password untouched', () => {
    expect(toSignupPayload({ ...consumer, password: ' a b c ' }).password).toBe(' a b c ');
  });

  it('throws without a valid profile type', () => {
    expect(() => toSignupPayload({ ...consumer, tipoPerfil: 'admin' })).toThrow('Selecione um tipo de perfil');
  });
});

describe('withProfileType', () => {
  it('sets the type and clears cpf, cnpj, especialidade and nome da loja', () => {
    const form = { ...vendor, cpf: '1', especialidadeProfissional: 'Pintor' };
    expect(withProfileType(form, 'PROFESSIONAL')).toEqual({
      ...vendor,
      tipoPerfil: 'PROFESSIONAL',
      cpf: '',
      cnpj: '',
      especialidadeProfissional: '',
      nomeLoja: '',
    });
  });

  it('keeps the other fields and does not mutate the input', () => {
    const form = { ...consumer };
    const next = withProfileType(form, 'STORE_OWNER');
    expect(next.nome).toBe('Maria da Silva');
    expect(next.telefone).toBe('(31) 99999-0000');
    expect(form.cpf).toBe('529.982.247-25');
    expect(form.tipoPerfil).toBe('CONSUMER');
  });
});
