// Assembles the schema: importing a domain's schema file registers its types on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import '../system/schema.js';
import '../accounts/schema.js';
import '../places/schema.js';
import '../profile/schema.js';
import '../catalog/schema/index.js';
import '../settings/schema.js';
import '../cart/schema.js';
import '../sharing/schema.js';
import '../chat/schema.js';
import '../notifications/schema.js';
import '../professionals/schema.js';
import '../orders/schema/index.js';
import '../loyalty/schema/index.js';
import '../merchant/schema/index.js';
import '../admin/schema/index.js';
import '../integrations/schema.js';

export const schema = builder.toSchema();

export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
