// The address book (user_addresses): many addresses per user, exactly one principal,
// the principal copied to the profile's endereco_principal (User.mainAddress) in the same
// transaction. Every write first locks the user's row (lockUserRow, api/shared/locks.ts), so two concurrent
// requests of one user run one after the other and the partial unique index ("at most one
// principal per user") never has to reject anything; it stays as the last line of defence.
import { validateAddress, type AddressForm, type AddressValues } from '../../common/address.js';
import type { Context } from '../schema/context.js';
import { refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { lockUserRow, type Tx } from '../shared/locks.js';
import { topics } from '../shared/topics.js';

type AddressRow = Awaited<ReturnType<PrismaClient['address']['findFirstOrThrow']>>;

export const ADDRESS_NOT_FOUND = 'Endereço não encontrado';

export interface AddressInput extends AddressForm {
  /** true makes it the principal (the others stop being principal). */
  principal?: boolean | null;
}

export interface AddressResult {
  addressId: string | null;
  userErrors: UserErrorShape[];
}

/** endereco_principal as stored on the profile. */
export function toMainAddress(a: Pick<AddressRow, 'street' | 'number' | 'complement' | 'district' | 'city' | 'state' | 'postalCode'>) {
  return {
    street: a.street,
    number: a.number,
    complement: a.complement,
    district: a.district,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
  };
}

function errorsOf(validation: ReturnType<typeof validateAddress>): UserErrorShape[] {
  if (validation.ok) return [];
  return validation.errors.map((e) => userError(e.message, e.code, e.field));
}


/** The address if it belongs to the user; otherwise the NOT_FOUND refusal, whether it exists or not. */
export async function ownedAddress(db: Tx | PrismaClient, userId: string, addressId: string): Promise<AddressRow> {
  const address = await db.address.findUnique({ where: { id: addressId } });
  if (!address || address.userId !== userId) return refuse(ADDRESS_NOT_FOUND, 'NOT_FOUND', 'id');
  return address;
}

/** Makes `addressId` the only principal (or, with null, the newest address) and copies it to the profile. */
async function settlePrincipal(tx: Tx, userId: string, addressId: string | null) {
  let principalId = addressId;
  if (!principalId) {
    const current = await tx.address.findFirst({ where: { userId, principal: true }, select: { id: true } });
    const newest = current ?? (await tx.address.findFirst({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } }));
    principalId = newest?.id ?? null;
  }
  // Unset first, then set: the partial unique index is checked per statement.
  await tx.address.updateMany({ where: { userId, principal: true, ...(principalId ? { id: { not: principalId } } : {}) }, data: { principal: false } });
  let mainAddress: Prisma.InputJsonValue | typeof Prisma.DbNull = Prisma.DbNull;
  if (principalId) {
    const principal = await tx.address.update({ where: { id: principalId }, data: { principal: true } });
    mainAddress = toMainAddress(principal);
  }
  await tx.user.update({ where: { id: userId }, data: { mainAddress } });
}

async function notifyViewer(ctx: Context, userId: string) {
  await ctx.pubsub.publish(topics.viewer(userId), { id: userId });
}

function toData(values: AddressValues) {
  return {
    label: values.label,
    street: values.street,
    number: values.number,
    complement: values.complement,
    district: values.district,
    city: values.city,
    state: values.state,
    postalCode: values.postalCode,
  };
}

export async function createAddress(ctx: Context, userId: string, input: AddressInput): Promise<AddressResult> {
  const validation = validateAddress(input);
  if (!validation.ok) return { addressId: null, userErrors: errorsOf(validation) };
  const addressId = await ctx.prisma.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const existing = await tx.address.count({ where: { userId } });
    const created = await tx.address.create({ data: { userId, principal: false, ...toData(validation.value) }, select: { id: true } });
    // The first address is always the principal.
    await settlePrincipal(tx, userId, input.principal || existing === 0 ? created.id : null);
    return created.id;
  });
  await notifyViewer(ctx, userId);
  return { addressId, userErrors: [] };
}

export async function updateAddress(ctx: Context, userId: string, addressId: string, input: AddressInput): Promise<AddressResult> {
  const current = await ownedAddress(ctx.prisma, userId, addressId);
  // Fields left out keep their value, so integrators can send only what changed.
  const merged: AddressForm = {
    postalCode: input.postalCode ?? current.postalCode,
    street: input.street ?? current.street,
    number: input.number ?? current.number,
    complement: input.complement === undefined ? current.complement : input.complement,
    district: input.district ?? current.district,
    city: input.city ?? current.city,
    state: input.state ?? current.state,
    label: input.label === undefined ? current.label : input.label,
  };
  const validation = validateAddress(merged);
  if (!validation.ok) return { addressId, userErrors: errorsOf(validation) };
  await ctx.prisma.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await ownedAddress(tx, userId, addressId); // still there after waiting for the lock
    await tx.address.update({ where: { id: addressId }, data: toData(validation.value) });
    // principal: true moves the principal here; false on the principal is ignored (there must be one:
    // choose another address as principal instead). The profile copy is refreshed either way.
    await settlePrincipal(tx, userId, input.principal ? addressId : null);
  });
  await notifyViewer(ctx, userId);
  return { addressId, userErrors: [] };
}

export async function setPrincipalAddress(ctx: Context, userId: string, addressId: string): Promise<AddressResult> {
  await ownedAddress(ctx.prisma, userId, addressId);
  await ctx.prisma.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await ownedAddress(tx, userId, addressId);
    await settlePrincipal(tx, userId, addressId);
  });
  await notifyViewer(ctx, userId);
  return { addressId, userErrors: [] };
}

/** Deletes an address; when it was the principal, the newest remaining one takes its place. */
export async function deleteAddress(ctx: Context, userId: string, addressId: string): Promise<AddressResult> {
  await ownedAddress(ctx.prisma, userId, addressId);
  await ctx.prisma.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await ownedAddress(tx, userId, addressId);
    await tx.address.delete({ where: { id: addressId } });
    await settlePrincipal(tx, userId, null);
  });
  await notifyViewer(ctx, userId);
  return { addressId, userErrors: [] };
}
