// One way to write a mutation (docs/architecture.md, "Erros: um contrato"), in the stages of
// Saleor's mutations (clean → save in a transaction → post-save events), declared in one place:
//
//   authScopes  who may call it; anyone else gets a GraphQL error (UNAUTHENTICATED / FORBIDDEN)
//   input       the stages' input from the field's arguments (IDs decoded); default the arguments
//   clean       the input checked by pure rules (common/, the domain's rules.ts) and what must be
//               read or stored before writing; `refuse` here answers userErrors, nothing is written
//   replay      an idempotent retry (same client key): the first result, without saving again;
//               asked before saving (`raced` false: what clean already read may answer it) and
//               when the save lost a race on the key's unique index (`raced` true: read it again)
//   save        the writes, in one transaction (api/shared/locks.ts `inTransaction`), taking the
//               locks in the documented order; `refuse` rolls everything back. What save learns
//               inside the transaction and a refusal must still show (the cart it locked) it
//               records on the cleaned value, which `refused` and `settle` receive
//   publish     events, notifications and audit that must not announce what did not happen: run
//               only after the transaction committed and only when there are no userErrors
//   refused     the payload of a refusal; default `{ userErrors }` (every other field null). It gets
//               the Refusal itself: a subclass may carry more (IssuesRefusal: the cart issues)
//   failure     an unexpected error is logged as `event` and answered with `message` (INTERNAL)
//               through `refused`, instead of failing the request
//   settle      runs last, whatever happened: drops the request's memos the writes made stale
//
// The stages are a value of their own (MutationStages) so that a domain service can run them
// outside GraphQL (the seed) with `runMutation`.
import type { ArgBuilder, InputFieldMap, InputShapeFromFields, ObjectRef } from '@pothos/core';
import { Prisma } from '../generated/prisma/client.js';
import { builder } from './builder.js';
import type { Context, Viewer } from './context.js';
import { Refusal, userError, type UserErrorShape } from './user-error.js';
import { inTransaction, type Tx } from '../shared/locks.js';
import { logger } from '../shared/logger.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The stages of a mutation over its decoded input (above). */
export interface MutationStages<Shape extends { userErrors: UserErrorShape[] }, Input, Cleaned> {
  clean: (ctx: Context, viewer: Viewer, input: Input) => Cleaned | Promise<Cleaned>;
  replay?: (ctx: Context, viewer: Viewer, cleaned: Cleaned, raced: boolean) => Promise<Shape | null>;
  save: (tx: Tx, cleaned: Cleaned, ctx: Context, viewer: Viewer) => Promise<Shape>;
  publish?: (ctx: Context, result: Shape, cleaned: Cleaned, viewer: Viewer) => Promise<void>;
  /** `cleaned` is undefined when clean itself refused. */
  refused?: (userErrors: UserErrorShape[], input: Input, at: { refusal: Refusal; cleaned: Cleaned | undefined }) => Shape;
  failure?: { event: string; message: string };
  settle?: (ctx: Context, cleaned: Cleaned | undefined) => void;
}

export interface MutationOptions<Shape extends { userErrors: UserErrorShape[] }, Args extends InputFieldMap, Cleaned, Input = InputShapeFromFields<Args>>
  extends MutationStages<Shape, Input, Cleaned> {
  /** The payload, made by `payloadType` (api/schema/user-error.ts). */
  type: ObjectRef<Types, Shape>;
  description?: string;
  /** Every mutation here needs a signed-in viewer; the scopes say which. */
  authScopes: Partial<Types['AuthScopes']>;
  args?: (arg: ArgBuilder<Types>) => Args;
  input?: (args: InputShapeFromFields<Args>) => Input;
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Runs the stages of a mutation for one viewer (the GraphQL field, or a service called by the seed). */
export async function runMutation<Shape extends { userErrors: UserErrorShape[] }, Input, Cleaned>(
  ctx: Context,
  viewer: Viewer | null,
  stages: MutationStages<Shape, Input, Cleaned>,
  input: Input,
): Promise<Shape> {
  // authScopes ran first: no viewer here means a mutation declared without a scope that needs one.
  if (!viewer) throw new Error('mutation() needs authScopes that require a viewer');
  let cleaned: Cleaned | undefined;
  const refused = (refusal: Refusal) =>
    stages.refused?.(refusal.userErrors, input, { refusal, cleaned }) ?? ({ userErrors: refusal.userErrors } as unknown as Shape);
  try {
    const ready = await stages.clean(ctx, viewer, input);
    cleaned = ready;
    const replayed = await stages.replay?.(ctx, viewer, ready, false);
    if (replayed) return replayed;
    let result: Shape;
    try {
      result = await inTransaction(ctx.prisma, (tx) => stages.save(tx, ready, ctx, viewer));
    } catch (error) {
      const raced = stages.replay && isUniqueViolation(error) ? await stages.replay(ctx, viewer, ready, true) : null;
      if (raced) return raced;
      throw error;
    }
    if (result.userErrors.length === 0) await stages.publish?.(ctx, result, ready, viewer);
    return result;
  } catch (error) {
    if (error instanceof Refusal) return refused(error);
    if (!stages.failure) throw error;
    logger.error(stages.failure.event, { userId: viewer.id, error: String(error) });
    return refused(new Refusal(userError(stages.failure.message, 'INTERNAL', null)));
  } finally {
    stages.settle?.(ctx, cleaned);
  }
}

/** Declares a mutation field from its stages (above). */
export function mutation<Shape extends { userErrors: UserErrorShape[] }, Args extends InputFieldMap = {}, Cleaned = InputShapeFromFields<Args>, Input = InputShapeFromFields<Args>>(
  name: string,
  options: MutationOptions<Shape, Args, Cleaned, Input>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: options.type,
      description: options.description,
      authScopes: options.authScopes,
      args: (options.args?.(t.arg) ?? {}) as Args,
      // Pothos's resolver type is conditional on Shape, which it cannot follow through a generic.
      resolve: (_root, args, ctx) => {
        const fieldArgs = args as InputShapeFromFields<Args>;
        return runMutation(ctx, ctx.viewer, options, options.input ? options.input(fieldArgs) : (fieldArgs as unknown as Input)) as never;
      },
    }),
  );
}
