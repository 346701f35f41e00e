// signUp: creates the account (and a pending store for a lojista), applies the invite code, and
// signs the new user in. Validation order and messages are docs/decisions.md.
import { validateSignup, toSignupPayload, type SignupField, type SignupForm } from '../../common/signup.js';
import { REFERRAL_MIN_LENGTH } from '../../common/referral.js';
import { vendorSlug } from '../../common/slug.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { Prisma } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import { hashPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { newReferralCode, normalizeReferralCode } from './referral-codes.js';
import { audit } from '../shared/audit.js';
import { publishApprovalsChanged } from '../shared/approvals.js';

export type ProfileType = 'CONSUMER' | 'STORE_OWNER' | 'PROFESSIONAL';

export interface SignUpInput {
  profileType?: ProfileType | null;
  name?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  phone?: string | null;
  storeName?: string | null;
  specialty?: string | null;
  referralCode?: string | null;
}

export const SIGN_UP_MESSAGES = {
  emailTaken: 'Este email já está cadastrado',
  cpfTaken: 'Este CPF já está cadastrado',
  cnpjTaken: 'Este CNPJ já está cadastrado',
} as const;

const PROFILE_TO_ROLE: Record<ProfileType, Role> = { CONSUMER: 'CONSUMER', STORE_OWNER: 'STORE_OWNER', PROFESSIONAL: 'PROFESSIONAL' };
// The shared form rules name fields as the spec does; the API names them in English.
const FIELD_NAMES: Record<SignupField, keyof SignUpInput> = {
  tipoPerfil: 'profileType',
  nome: 'name',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
  cpf: 'cpf',
  cnpj: 'cnpj',
  telefone: 'phone',
  nomeLoja: 'storeName',
  especialidadeProfissional: 'specialty',
};

function toForm(input: SignUpInput): SignupForm {
  return {
    tipoPerfil: input.profileType ?? null,
    nome: input.name,
    email: input.email,
    password: input.password,
    confirmPassword: input.confirmPassword,
    cpf: input.cpf,
    cnpj: input.cnpj,
    telefone: input.phone,
    nomeLoja: input.storeName,
    especialidadeProfissional: input.specialty,
    referralCode: input.referralCode,
  };
}

export interface SignUpResult {
  userId: string | null;
  token: string | null;
  /** null when no code was sent; false when the code matched nobody (the account is created anyway). */
  referralApplied: boolean | null;
  userErrors: UserErrorShape[];
}

const failure = (error: UserErrorShape): SignUpResult => ({ userId: null, token: null, referralApplied: null, userErrors: [error] });

export async function signUp(ctx: Context, input: SignUpInput): Promise<SignUpResult> {
  const form = toForm(input);
  const invalid = validateSignup(form);
  if (invalid) return failure(userError(invalid.message, 'INVALID', FIELD_NAMES[invalid.field]));
  const data = toSignupPayload(form);
  const profileType = input.profileType!;

  const duplicate = await findDuplicate(ctx, data.email, data.cpf, data.cnpj);
  if (duplicate) return failure(duplicate);

  const code = normalizeReferralCode(data.referralCode);
  const referrer =
    code.length >= REFERRAL_MIN_LENGTH
      ? await ctx.prisma.user.findUnique({ where: { referralCode: code }, select: { id: true } })
      : null;

  const passwordHash = await hashPassword(data.password);
  const referralCode = await uniqueReferralCode(ctx);
  let userId: string;
  try {
    userId = await ctx.prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: data.nome,
          email: data.email,
          phone: data.telefone,
          cpf: data.cpf ?? null,
          role: PROFILE_TO_ROLE[profileType],
          specialty: data.especialidadeProfissional ?? null,
          passwordHash,
          referralCode,
          referredById: referrer?.id ?? null,
        },
        select: { id: true },
      });
      if (profileType === 'STORE_OWNER') {
        await tx.store.create({
          data: {
            ownerId: user.id,
            name: data.nomeLoja!,
            cnpj: data.cnpj!,
            slug: await uniqueStoreSlug(tx, data.nomeLoja!),
          },
        });
      }
      return user.id;
    });
  } catch (error) {
    // Two sign-ups with the same e-mail/CPF/CNPJ at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return failure((await findDuplicate(ctx, data.email, data.cpf, data.cnpj)) ?? userError(SIGN_UP_MESSAGES.emailTaken, 'TAKEN', 'email'));
    }
    throw error;
  }

  await audit(ctx, 'auth.sign_up', userId, { profileType, referral: referrer ? code : null });
  // A lojista's store joins the admins' approval queue.
  if (profileType === 'STORE_OWNER') await publishApprovalsChanged(ctx);
  const token = await createSession(ctx, { id: userId, role: PROFILE_TO_ROLE[profileType], isAdmin: false });
  return { userId, token, referralApplied: code ? !!referrer : null, userErrors: [] };
}

async function findDuplicate(ctx: Context, email: string, cpf?: string, cnpj?: string): Promise<UserErrorShape | null> {
  if (await ctx.prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    return userError(SIGN_UP_MESSAGES.emailTaken, 'TAKEN', 'email');
  }
  if (cpf && (await ctx.prisma.user.findUnique({ where: { cpf }, select: { id: true } }))) {
    return userError(SIGN_UP_MESSAGES.cpfTaken, 'TAKEN', 'cpf');
  }
  if (cnpj && (await ctx.prisma.store.findUnique({ where: { cnpj }, select: { id: true } }))) {
    return userError(SIGN_UP_MESSAGES.cnpjTaken, 'TAKEN', 'cnpj');
  }
  return null;
}

async function uniqueReferralCode(ctx: Context): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await ctx.prisma.user.findUnique({ where: { referralCode: code }, select: { id: true } }))) return code;
  }
}

async function uniqueStoreSlug(tx: Prisma.TransactionClient, name: string): Promise<string> {
  const base = vendorSlug(name);
  const taken = await tx.store.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  const used = new Set(taken.map((s) => s.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
