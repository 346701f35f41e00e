// Object IDs in the API are Relay global IDs ("Type:uuid" in base64), decoded by the Pothos relay
// plugin for every `t.arg.globalID({ for: Type })` argument (docs/architecture.md, "IDs").
// The one rule for a bad ID: a malformed ID, or the ID of another type, is a GraphQL error with
// code BAD_USER_INPUT ("ID inválido") — the client sent something that can never be valid.
// A well-formed ID of an object that does not exist, or that the caller may not see, answers
// null (queries) or the NOT_FOUND userError (mutations): the two cases look the same, so IDs
// cannot be probed.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError, isObjectType, type GraphQLSchema } from 'graphql';
import { isUuid } from '../../common/slug.js';

export const INVALID_ID_MESSAGE = 'ID inválido';

export const invalidIdError = () => new GraphQLError(INVALID_ID_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });

/** The relay plugin's decoder: only "Type:uuid" global IDs pass. */
export function decodeUuidGlobalID(globalID: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    // malformed base64 or no "Type:" prefix
  }
  if (!decoded || !isUuid(decoded.id)) throw invalidIdError();
  return { typename: decoded.typename, id: decoded.id.toLowerCase() };
}

/** The relay plugin rejects an ID of another type with a PothosValidationError: same rule. */
export function isWrongTypeIdError(error: unknown): boolean {
  return error instanceof PothosValidationError && /is not of type|Invalid global ID/.test(error.message);
}

/** node/nodes: an ID whose type is not an object type implementing Node (or no type at all) is as malformed as bad base64. */
export function assertNodeType(schema: GraphQLSchema, typename: string): void {
  const type = schema.getType(typename);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) throw invalidIdError();
}

/**
 * A UUID that matches no row: a lookup by an id that is not a UUID (a route's raw id, an access
 * filter with no viewer) finds nothing instead of failing in SQL.
 */
export const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

export function uuidOrNoRow(id: string): string {
  return isUuid(id) ? id : NO_ROW_ID;
}
