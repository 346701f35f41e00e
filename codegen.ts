import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for the web app's operations, from the committed SDL (schema.graphql, printed from the
// API). Run: npx graphql-codegen --config codegen.ts. Never edit web/src/gql/ or examples/gql/ by hand.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      // persisted-documents.json is the list of the app's own operations, the only ones the API
      // runs for visitors and ordinary sessions when TRUSTED_DOCUMENTS is on (docs/api.md).
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: {
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Decimal: 'string' },
      },
    },
    // The integrator's example client (docs/api.md).
    'examples/gql/': {
      documents: ['examples/**/*.ts', '!examples/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', Decimal: 'string' } },
    },
  },
};

export default config;
