// The sign-up form's texts, values and API input (SignupPage and its parts).
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import { toSignupPayload, type SignupField, type SignupForm } from '@common/signup';
import type { SignUpInput } from '../../gql/graphql';

/** Texts of the signup flow. Validation messages come from common/signup.ts. */
export const SIGNUP_TEXTS = {
  referralApplied: 'Código de referência aplicado! Você ganhará pontos na primeira compra.',
  referralFailed: 'Erro ao processar código de referência, mas seu cadastro foi realizado com sucesso.',
  referralRemoved: 'Código de referência removido',
  referralBonus: `Você ganhará ${REFERRAL_BONUS_POINTS} pontos na primeira compra!`,
  done: (code: string) => `Cadastro realizado! Seu código de indicação é: ${code}`,
  doneNoCode: 'Cadastro realizado com sucesso!',
  signInFailed: 'Cadastro realizado! Faça login para continuar.',
  confirmEmail: 'Confirme seu email para fazer login',
  serverError: 'Erro no servidor durante o cadastro',
  defaultError: 'Erro ao criar conta',
} as const;

/** API field (userErrors.field) → form field. */
export const API_FIELDS: Record<string, SignupField> = {
  profileType: 'tipoPerfil',
  name: 'nome',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
  cpf: 'cpf',
  cnpj: 'cnpj',
  phone: 'telefone',
  storeName: 'nomeLoja',
  specialty: 'especialidadeProfissional',
};

export type SignupFormState = Required<{ [K in keyof SignupForm]: string }>;

export const EMPTY_SIGNUP_FORM: SignupFormState = {
  tipoPerfil: '',
  nome: '',
  email: '',
  password: '',
  confirmPassword: '',
  cpf: '',
  cnpj: '',
  telefone: '',
  referralCode: '',
  especialidadeProfissional: '',
  nomeLoja: '',
};

export function toSignUpInput(form: SignupFormState): SignUpInput {
  const payload = toSignupPayload(form);
  return {
    profileType: payload.tipoPerfil,
    name: payload.nome,
    email: payload.email,
    password: payload.password,
    confirmPassword: form.confirmPassword,
    cpf: payload.cpf ?? null,
    cnpj: payload.cnpj ?? null,
    phone: payload.telefone,
    storeName: payload.nomeLoja ?? null,
    specialty: payload.especialidadeProfissional ?? null,
    referralCode: payload.referralCode ?? null,
  };
}
