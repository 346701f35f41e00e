// Signup rules (docs/decisions.md): the signup screen, the specialty list and the checks in order 1–10.
// One function serves both sides: the web shows the message as a toast, the API returns it as a
// userError on `field`. Only the first failing check is reported, in the spec's order, followed by
// the format checks the spec leaves to the server (e-mail, CPF/CNPJ check digits, phone, specialty).
import { isValidCnpj, isValidCpf, normalizeCnpj } from './documents';
import { isPhoneNumber, onlyDigits } from './masks';
import { isEmail } from './validation';

export const PASSWORD_MIN_LENGTH = 6;
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

/** The schema's Role values a person can sign up as (docs/decisions.md maps them to the spec's words). */
export type ProfileType = 'CONSUMER' | 'STORE_OWNER' | 'PROFESSIONAL';

/** The three choices of the signup screen, in display order; lojista is shown as 'Vendedor'. */
export const PROFILE_TYPES: readonly { value: ProfileType; label: string; description: string }[] = [
  { value: 'CONSUMER', label: 'Consumidor', description: 'Para comprar produtos e acumular pontos' },
  { value: 'STORE_OWNER', label: 'Vendedor', description: 'Para vender produtos e gerenciar sua loja' },
  { value: 'PROFESSIONAL', label: 'Profissional', description: 'Para oferecer serviços especializados' },
];

/** The professional's specialty dropdown, in display order. */
export const SPECIALTIES = [
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
] as const;

export type Specialty = (typeof SPECIALTIES)[number];

export function isProfileType(value: unknown): value is ProfileType {
  return value === 'CONSUMER' || value === 'STORE_OWNER' || value === 'PROFESSIONAL';
}

export function isSpecialty(value: unknown): value is Specialty {
  return typeof value === 'string' && (SPECIALTIES as readonly string[]).includes(value);
}

export const SIGNUP_MESSAGES = {
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
} as const;

/** The signup form as typed (masked values allowed). Every field may be missing. */
export interface SignupForm {
  nome?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  telefone?: string | null;
  referralCode?: string | null;
  especialidadeProfissional?: string | null;
  nomeLoja?: string | null;
  /** Typed loosely because it comes from a form or a request; anything but the 3 types fails check 1. */
  tipoPerfil?: ProfileType | string | null;
}

export type SignupField = Exclude<keyof SignupForm, 'referralCode'>;

export interface SignupError {
  field: SignupField;
  message: string;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Validates the signup form and returns the first error ({ field, message }) or null. Order:
 * the spec's checks 1–10, then e-mail format, CPF check digits (non-lojista), CNPJ check digits
 * (lojista), phone 10–11 digits, specialty in SPECIALTIES (profissional).
 * The password is not trimmed (spaces are legitimate password characters); other fields are.
 */
export function validateSignup(form: SignupForm): SignupError | null {
  const err = (field: SignupField, message: string): SignupError => ({ field, message });
  const tipo = form.tipoPerfil;
  const password = form.password ?? '';

  // 1–6: profile type, identity and password.
  if (!isProfileType(tipo)) return err('tipoPerfil', SIGNUP_MESSAGES.profileType);
  if (blank(form.nome)) return err('nome', SIGNUP_MESSAGES.nomeRequired);
  if (blank(form.email)) return err('email', SIGNUP_MESSAGES.emailRequired);
  if (password === '') return err('password', SIGNUP_MESSAGES.passwordRequired);
  if (password.length < PASSWORD_MIN_LENGTH) return err('password', SIGNUP_MESSAGES.passwordTooShort);
  if (password !== (form.confirmPassword ?? '')) return err('confirmPassword', SIGNUP_MESSAGES.passwordMismatch);

  // 7–8: the document depends on the profile (CNPJ + store name for lojista, CPF for the others).
  if (tipo === 'STORE_OWNER') {
    if (blank(form.cnpj)) return err('cnpj', SIGNUP_MESSAGES.cnpjRequired);
    if (cnpjChars(form.cnpj).length !== CNPJ_LENGTH) return err('cnpj', SIGNUP_MESSAGES.cnpjLength);
    if (blank(form.nomeLoja)) return err('nomeLoja', SIGNUP_MESSAGES.nomeLojaRequired);
  } else {
    if (blank(form.cpf)) return err('cpf', SIGNUP_MESSAGES.cpfRequired);
    if (onlyDigits(form.cpf).length !== CPF_LENGTH) return err('cpf', SIGNUP_MESSAGES.cpfLength);
  }

  // 9–10.
  if (blank(form.telefone)) return err('telefone', SIGNUP_MESSAGES.telefoneRequired);
  if (tipo === 'PROFESSIONAL' && blank(form.especialidadeProfissional)) {
    return err('especialidadeProfissional', SIGNUP_MESSAGES.especialidadeRequired);
  }

  // Format checks beyond the spec's list.
  if (!isEmail(form.email)) return err('email', SIGNUP_MESSAGES.emailInvalid);
  if (tipo !== 'STORE_OWNER' && !isValidCpf(onlyDigits(form.cpf))) return err('cpf', SIGNUP_MESSAGES.cpfInvalid);
  if (tipo === 'STORE_OWNER' && !isValidCnpj(cnpjChars(form.cnpj))) return err('cnpj', SIGNUP_MESSAGES.cnpjInvalid);
  if (!isPhoneNumber(form.telefone)) return err('telefone', SIGNUP_MESSAGES.telefoneInvalid);
  if (tipo === 'PROFESSIONAL' && !isSpecialty((form.especialidadeProfissional ?? '').trim())) {
    return err('especialidadeProfissional', SIGNUP_MESSAGES.especialidadeInvalid);
  }
  return null;
}

/** The CNPJ's characters without any mask: digits and (alphanumeric CNPJ) letters, upper-cased. */
function cnpjChars(value: string | null | undefined): string {
  return normalizeCnpj(value).replace(/[^0-9A-Z]/g, '');
}

/** What the signup call sends (auth-signup): only the fields of the chosen profile. */
export interface SignupPayload {
  nome: string;
  email: string;
  password: string;
  telefone: string;
  tipoPerfil: ProfileType;
  cpf?: string;
  cnpj?: string;
  nomeLoja?: string;
  especialidadeProfissional?: string;
  referralCode?: string;
}

/**
 * Builds the payload from a form that passed validateSignup: nome/nomeLoja trimmed, e-mail trimmed
 * and lower-cased, only digits for cpf and telefone, the unmasked upper-case CNPJ, the referral
 * code trimmed (omitted when empty), and only the fields that belong to the profile type.
 * Throws if the profile type is not one of the three.
 */
export function toSignupPayload(form: SignupForm): SignupPayload {
  const tipo = form.tipoPerfil;
  if (!isProfileType(tipo)) throw new TypeError(SIGNUP_MESSAGES.profileType);
  const payload: SignupPayload = {
    nome: (form.nome ?? '').trim(),
    email: (form.email ?? '').trim().toLowerCase(),
    password: form.password ?? '',
    telefone: onlyDigits(form.telefone),
    tipoPerfil: tipo,
  };
  if (tipo === 'STORE_OWNER') {
    payload.cnpj = cnpjChars(form.cnpj);
    payload.nomeLoja = (form.nomeLoja ?? '').trim();
  } else {
    payload.cpf = onlyDigits(form.cpf);
  }
  if (tipo === 'PROFESSIONAL') payload.especialidadeProfissional = (form.especialidadeProfissional ?? '').trim();
  const referral = (form.referralCode ?? '').trim();
  if (referral !== '') payload.referralCode = referral;
  return payload;
}

/** Changing the profile type clears cpf, cnpj, especialidade and nome da loja. */
export function withProfileType<F extends SignupForm>(form: F, tipoPerfil: ProfileType): F {
  return { ...form, tipoPerfil, cpf: '', cnpj: '', especialidadeProfissional: '', nomeLoja: '' };
}
