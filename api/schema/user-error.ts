// The error contract (docs/architecture.md, "Errors"). A mutation that refuses returns its
// payload with `userErrors: [{ field, code, message }]`: a pt-BR message for people, the input field
// it concerns for forms, and a code from the UserErrorCode enum that the web app and integrators
// switch on. Nothing is written when userErrors is not empty.
//
// Services refuse in one way: `refuse(message, code, field)` throws a Refusal, which the payload's
// resolver (or `refusable`) turns into userErrors; a transaction it crosses is rolled back.
// Everything else (auth, malformed IDs, limits) is a GraphQL error with extensions.code.
import type { ObjectFieldsShape } from '@pothos/core';
import { builder } from './builder.js';
import type { Move } from '../../common/state-machine.js';
import type { Context } from './context.js';

/** Every code a userError can carry, with what it means (shown in the schema). */
export const USER_ERROR_CODES = {
  INVALID: 'O valor não é aceito (formato, faixa ou regra do campo).',
  REQUIRED: 'Campo obrigatório vazio.',
  TOO_SHORT: 'Texto curto demais.',
  TOO_LONG: 'Texto longo demais.',
  NOT_FOUND: 'O objeto não existe ou quem pergunta não pode vê-lo (as duas respostas são iguais).',
  TAKEN: 'Valor já usado por outro cadastro (email, CPF, código, slug).',
  CONFLICT: 'O objeto mudou ao mesmo tempo; leia de novo e repita.',
  IN_USE: 'Não pode ser removido: outros registros dependem dele.',
  MISMATCH: 'Dois valores que deveriam coincidir não coincidem (ex.: confirmação de senha).',
  INVALID_TRANSITION: 'O estado atual não permite esta mudança.',
  UNAVAILABLE: 'Indisponível agora (inativo, fora do catálogo, loja fechada).',
  OUT_OF_STOCK: 'Produto sem estoque.',
  INSUFFICIENT_STOCK: 'Há estoque, mas menos que a quantidade pedida.',
  PRICE_CHANGED: 'O preço mudou desde que o item foi adicionado.',
  EMPTY_CART: 'O carrinho está vazio.',
  CHANGE_TOO_LOW: 'O troco informado é menor que o total.',
  INSUFFICIENT_POINTS: 'Pontos insuficientes.',
  NEGATIVE_BALANCE: 'O ajuste deixaria o saldo de pontos negativo.',
  ALREADY_REVIEWED: 'Este produto já foi avaliado por quem pergunta.',
  NOT_PURCHASED: 'Só quem recebeu o produto pode avaliá-lo.',
  COUPON_INVALID: 'Cupom inexistente ou inativo.',
  COUPON_NOT_STARTED: 'O cupom ainda não começou a valer.',
  COUPON_EXPIRED: 'O cupom expirou.',
  COUPON_MIN_ORDER: 'O pedido não atinge o valor mínimo do cupom.',
  COUPON_EXHAUSTED: 'O cupom atingiu o limite de usos.',
  COUPON_PER_USER_LIMIT: 'Quem pergunta já usou o cupom o máximo de vezes.',
  INVALID_CREDENTIALS: 'Email/CPF ou senha incorretos.',
  WRONG_PASSWORD: 'A senha atual não confere.',
  INVALID_TOKEN: 'Link ou código inválido ou expirado.',
  BLOCKED: 'A conta está bloqueada.',
  THROTTLED: 'Tentativas demais; espere antes de tentar de novo.',
  RATE_LIMITED: 'Consultas demais em pouco tempo.',
  TOO_LARGE: 'Arquivo grande demais.',
  UNSUPPORTED_TYPE: 'Tipo de arquivo não aceito.',
  FORBIDDEN: 'Quem pergunta não pode fazer esta mudança (ex.: remover o último administrador).',
  INTERNAL: 'Falha inesperada; nada foi salvo. Tente de novo.',
} as const satisfies Record<string, string>;

export type UserErrorCode = keyof typeof USER_ERROR_CODES;

export interface UserErrorShape {
  field: string | null;
  code: UserErrorCode;
  message: string;
}

export const UserErrorCodeEnum = builder.enumType('UserErrorCode', {
  description: 'Código de um userError: estável, para o cliente decidir o que fazer sem ler a mensagem.',
  values: Object.fromEntries(Object.entries(USER_ERROR_CODES).map(([code, description]) => [code, { description }])) as {
    [K in UserErrorCode]: { description: string };
  },
});

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'Erro de validação devolvido como dado, com mensagem em pt-BR.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'O campo da entrada a que o erro se refere (null: o formulário todo).' }),
    code: t.expose('code', { type: UserErrorCodeEnum }),
    message: t.exposeString('message'),
  }),
});

export function userError(message: string, code: UserErrorCode = 'INVALID', field: string | null = null): UserErrorShape {
  return { field, code, message };
}

/** A service's refusal: thrown, it rolls back the transaction it crosses and becomes userErrors. */
export class Refusal extends Error {
  readonly userErrors: UserErrorShape[];
  constructor(userErrors: UserErrorShape | UserErrorShape[]) {
    const list = Array.isArray(userErrors) ? userErrors : [userErrors];
    super(list[0]?.message ?? 'Refusal');
    this.userErrors = list;
  }
}

/** Refuses the operation: nothing it did inside the surrounding transaction is kept. */
export function refuse(message: string, code: UserErrorCode, field: string | null = null): never {
  throw new Refusal(userError(message, code, field));
}

/**
 * Runs `work`; a Refusal thrown inside becomes `failed(userErrors)`. Other errors propagate (the
 * server masks them as INTERNAL_SERVER_ERROR and logs them).
 */
export async function refusable<T>(work: () => Promise<T>, failed: (userErrors: UserErrorShape[]) => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return failed(error.userErrors);
    throw error;
  }
}

/**
 * A status move asked of a state machine (common/state-machine.ts): returns the state it leaves,
 * or refuses with the table's pt-BR message, code and field (`field` when the table names none).
 */
export function assertTransition<S extends string>(move: Move<S>, field: string | null = null): S {
  if (move.ok) return move.to;
  return refuse(move.refusal.message, move.refusal.code, move.refusal.field ?? field);
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type ModelName = keyof Types['PrismaTypes'] & string;

/** The keys of a payload shape that hold an id (of the object the mutation saved). */
export type IdKey<Shape> = { [K in keyof Shape]-?: Shape[K] extends string | null | undefined ? K : never }[keyof Shape];

/**
 * A payload field that is the object the mutation saved, loaded by the id the service returned
 * (with the query the client asked for): `{ store: { type: Store, id: 'storeId' } }`.
 */
export interface PayloadEntity<Shape> {
  /** The Prisma-backed GraphQL type (a `prismaNode`/`prismaObject` ref) or the model's name. */
  type: { modelName: string; name: string } | ModelName;
  /** The shape's key with the id; a null id answers null (the mutation refused). */
  id: IdKey<Shape>;
  /** Who may see it (a filter of the domain's access.ts); without it, the row is read by id. */
  where?: (ctx: Context) => object;
  description?: string;
  /** Default true. false: the id is always there (the viewer's own row) and the field is non-null. */
  nullable?: boolean;
}

interface ModelDelegate {
  findUnique(args: object): Promise<unknown>;
  findUniqueOrThrow(args: object): Promise<unknown>;
  findFirst(args: object): Promise<unknown>;
}

function loadEntity(ctx: Context, model: string, query: object, id: string, where: object | undefined, required: boolean): Promise<unknown> {
  const delegate = (ctx.prisma as unknown as Record<string, ModelDelegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;
  if (where) return delegate.findFirst({ ...query, where: { id, AND: [where] } });
  // findUnique by id is batched by Prisma with the other lookups of the response.
  return required ? delegate.findUniqueOrThrow({ ...query, where: { id } }) : delegate.findUnique({ ...query, where: { id } });
}

/**
 * The one payload factory: a mutation's result object with its own fields plus `userErrors`.
 * `entity` declares the fields that are saved objects, loaded by id (first, in the order given);
 * `fields` the rest. `userErrors` is always last and always the same, so clients handle every
 * mutation alike.
 */
export function payloadType<Shape extends { userErrors: UserErrorShape[] }>(
  name: string,
  options: { description?: string; entity?: Record<string, PayloadEntity<Shape>>; fields?: ObjectFieldsShape<Types, Shape> },
) {
  return builder.objectRef<Shape>(name).implement({
    description: options.description,
    fields: (t) => ({
      ...Object.fromEntries(
        Object.entries(options.entity ?? {}).map(([field, spec]) => {
          const model = typeof spec.type === 'string' ? spec.type : spec.type.modelName;
          const required = spec.nullable === false;
          // The generic field builder cannot follow a model chosen at run time: the ref decides the type.
          const prismaField = t.prismaField.bind(t) as unknown as (options: object) => unknown;
          const ref = prismaField({
            type: spec.type,
            nullable: !required,
            description: spec.description,
            resolve: (query: object, payload: Shape, _args: unknown, ctx: Context) => {
              const id = payload[spec.id] as string | null | undefined;
              if (!id) return null;
              return loadEntity(ctx, model, query, id, spec.where?.(ctx), required);
            },
          });
          return [field, ref];
        }),
      ),
      ...options.fields?.(t),
      userErrors: t.field({
        type: [UserError],
        description: 'Vazio se deu certo; senão, o que impediu (nada foi salvo).',
        resolve: (p) => p.userErrors,
      }),
    }),
  });
}
