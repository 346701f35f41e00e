// Calls to any root field, built from the schema alone: a value for every required argument (a
// well-formed global ID of a random object of the right type where an ID is expected) and the
// smallest selection. The authorization matrix uses it to call every field as every kind of person.
import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { globalId } from './commerce.js';

/** The type an ID argument points at, guessed from its name (orderId → Order) or the field's. */
function idTypeFor(name: string, fallback: string): string {
  const base = name.replace(/Ids?$/, '');
  if (!base || base === 'id') return fallback;
  const special: Record<string, string> = { conversation: 'Conversation', subOrder: 'SubOrder', share: 'CartShare', sharedCart: 'CartShare', customer: 'User', user: 'User' };
  return special[base] ?? base.charAt(0).toUpperCase() + base.slice(1);
}

type Extensions = { relayGlobalIDFor?: { typename: string }[] | null } | null | undefined;

function valueFor(type: GraphQLInputType, name: string, owner: string, depth = 0, extensions?: Extensions, optional = false): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, owner, depth, extensions, optional);
  if (isListType(type)) return [valueFor(type.ofType, name, owner, depth, extensions, optional)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
      const wanted = optional || (isNonNullType(field.type) && field.defaultValue === undefined);
      if (wanted && depth < 4) value[field.name] = valueFor(field.type, field.name, owner, depth + 1, field.extensions as Extensions, optional);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        // Pothos records the type of a t.globalID({ for }) argument; otherwise guess from the name.
        return globalId(extensions?.relayGlobalIDFor?.[0]?.typename ?? idTypeFor(name, owner), randomUUID());
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'Decimal':
        return '10.00';
      case 'DateTime':
        return new Date().toISOString();
      default:
        return name.toLowerCase().includes('email') ? 'alguem@exemplo.com.br' : 'abc';
    }
  }
  return null;
}

/**
 * `{ field(args) { __typename } }` with variables for its required arguments (with `optional`, for
 * every argument and input field, so a fuzzer can reach them all).
 */
export function callOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, { optional = false } = {}): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg: GraphQLArgument) => optional || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const owner = getNamedType(field.type).name;
  const variables = Object.fromEntries(required.map((arg) => [arg.name, valueFor(arg.type, arg.name, owner, 0, arg.extensions as Extensions, optional)]));
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return { query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`, variables };
}
