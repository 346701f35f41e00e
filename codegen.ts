import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for the web app's operations, from the committed SDL (schema.graphql, printed from the
// API). Run: npx graphql-codegen --config codegen.ts. Never edit web/src/gql/ by hand.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Decimal: 'string' },
      },
    },
  },
};

export default config;
