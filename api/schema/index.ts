// Assembles the schema: importing a domain's schema file registers its types on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import '../system/schema.js';
import '../accounts/schema.js';

export const schema = builder.toSchema();

export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
