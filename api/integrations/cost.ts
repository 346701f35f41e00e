// What a request costs an API key's budget (docs/api.md, "Custo"), computed from the document
// before anything runs, like Shopify's requested cost: scalars and enums are free, every object
// costs 1 plus its selection, a paginated field (first/last) multiplies its selection by the page
// size it asks for (DEFAULT_PAGE_SIZE when it does not say), and each mutation field adds 10.
// Fragments on several types are all counted (the worst case).
import {
  Kind,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from '../schema/paging.js';

export const MUTATION_COST = 10;

export function queryCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> = {}): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const pageSize = (field: FieldNode, definition: GraphQLField<unknown, unknown>): number => {
    if (!definition.args.some((a) => a.name === 'first')) return 1;
    for (const name of ['first', 'last']) {
      const arg = field.arguments?.find((a) => a.name.value === name);
      const size = arg ? intValue(arg.value, variables) : null;
      if (size !== null) return Math.max(0, size);
    }
    return DEFAULT_PAGE_SIZE;
  };

  const selectionCost = (selectionSet: SelectionSetNode | undefined, parent: GraphQLCompositeType): number => {
    if (!selectionSet) return 0;
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const fields = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields() : {};
        const definition = fields[selection.name.value];
        const type = definition ? getNamedType(definition.type) : null;
        if (!type || !isCompositeType(type)) continue;
        const own = parent === root && operation.operation === 'mutation' ? MUTATION_COST : 1;
        total += own + pageSize(selection, definition) * selectionCost(selection.selectionSet, type);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition)) total += selectionCost(fragment.selectionSet, condition);
      }
    }
    return total;
  };

  return selectionCost(operation.selectionSet, root);
}

function intValue(value: ValueNode, variables: Record<string, unknown>): number | null {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'number' ? given : null;
  }
  return null;
}
