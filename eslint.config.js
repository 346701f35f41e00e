// ESLint: the import boundaries of docs/architecture.md ("A espinha", "API: um domínio por pasta")
// plus a few cheap correctness rules. Run by `npm run lint` and by `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const DOMAINS = 'accounts|admin|cart|catalog|loyalty|orders|places|profile|settings|sharing|chat|notifications|professionals|system|merchant|integrations';
// What one domain may import from another: its GraphQL types, access rules, events, pure rules
// and the services it chose to export in index.ts.
const PUBLIC_FILES = '(schema|access|events|rules|index)\\.js$|schema/index\\.js$';

const restrict = (...patterns) => ['error', { patterns }];
const noWeb = { regex: '(^|/)web/', message: 'A API nunca importa o web: o contrato é schema.graphql.' };
const noApi = { regex: '(^|/)api/', message: 'O web nunca importa a API: use os tipos gerados em web/src/gql.' };
// Importing either builds Chakra's whole default theme when the app starts, for nothing (web/src/theme.ts).
const noChakraPreset = {
  name: '@chakra-ui/react',
  importNames: ['defaultConfig', 'defaultSystem'],
  message: 'Monte o tema com defaultBaseConfig e defaultThemeConfig (web/src/theme.ts): o módulo do defaultConfig cria o sistema padrão inteiro na partida.',
};
const restrictWeb = (...patterns) => ['error', { patterns: [noApi, ...patterns], paths: [noChakraPreset] }];
// Chakra's own scroll lock restyles the whole page to open and close a dialog (web/src/ui/DialogRoot.tsx).
const noChakraDialogRoot = {
  selector: "JSXOpeningElement[name.object.name=/^(Dialog|Drawer)$/][name.property.name='Root']",
  message: 'Abra diálogos por DialogRoot (web/src/ui/DialogRoot.tsx): a trava de rolagem do Chakra refaz o estilo da página inteira.',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'api/generated/**', 'web/src/gql/**', 'examples/gql/**', '**/*.d.ts', '.data/**', '.scratch/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-self-assign': 'error',
      'no-unreachable': 'error',
      'no-unsafe-finally': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(noWeb, {
        regex: `^(\\.\\./)+(${DOMAINS})/(?!${PUBLIC_FILES}).+`,
        message: 'Um domínio importa outro só pelos arquivos públicos (schema, access, events, rules, index).',
      }),
    },
  },
  {
    // The kernel serves the domains and never depends on them.
    files: ['api/schema/**/*.ts', 'api/shared/**/*.ts', 'api/db/**/*.ts', 'api/config.ts', 'api/services.ts'],
    ignores: ['api/schema/index.ts', 'api/schema/print.ts'],
    rules: {
      'no-restricted-imports': restrict(noWeb, { regex: `^(\\.\\./)+(${DOMAINS})/`, message: 'O núcleo (schema, shared, db) não importa domínios.' }),
    },
  },
  {
    // Every lock of the app is a named function of api/shared/locks.ts, which keeps the lock order
    // (docs/architecture.md, "Transações e a ordem das travas"): SQL that locks is written only there.
    files: ['api/**/*.ts'],
    ignores: ['api/shared/locks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TemplateElement[value.raw=/FOR (UPDATE|SHARE|NO KEY UPDATE|KEY SHARE)|pg_advisory/i]', 'Literal[value=/FOR (UPDATE|SHARE|NO KEY UPDATE|KEY SHARE)|pg_advisory/i]'].map((selector) => ({
          selector,
          message: 'Travas só em api/shared/locks.ts (uma função com nome, na ordem das travas documentada lá).',
        })),
      ],
    },
  },
  { files: ['api/seed/**/*.ts'], rules: { 'no-restricted-imports': restrict(noWeb) } },
  { files: ['web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrictWeb() } },
  { files: ['web/src/**/*.tsx'], ignores: ['web/src/ui/DialogRoot.tsx'], rules: { 'no-restricted-syntax': ['error', noChakraDialogRoot] } },
  {
    // The app's frame and kit never reach into screens.
    files: ['web/src/{components,ui,cart,catalog,session,lib,routes}/**/*.{ts,tsx}', 'web/src/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/routes/screens.ts*', 'web/src/routes/router.tsx'],
    rules: {
      'no-restricted-imports': restrictWeb({ regex: '(^|/)pages/', message: 'Só telas ficam em pages/; a moldura e o kit não as importam.' }),
    },
  },
  {
    // A screen never imports another screen (a module named *Page): what two screens share lives
    // in a module of their domain (pages/<domain>/..., web/src/<domain>/ or web/src/components/).
    files: ['web/src/pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictWeb({ regex: '(^|/)[A-Z][A-Za-z0-9]*Page$', message: 'Uma tela não importa outra tela: mova o que elas dividem para um módulo do domínio (componente, regras, textos).' }),
    },
  },
  {
    // The screens go through React Compiler (web/vite.config.ts), which turns what a callback reads
    // into memo keys read during render: `target!.store` in a handler crashes the screen while
    // `target` is null (react/react#35762). Inside a screen's callbacks, narrow with a check.
    files: ['web/src/pages/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noChakraDialogRoot,
        { selector: ':function :function TSNonNullExpression', message: 'Numa tela, não use `!` dentro de um callback: o React Compiler lê a propriedade já na renderização. Verifique o valor antes.' },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(noApi, noWeb, { regex: '^@common/', message: 'Dentro de common/, importe pelo caminho relativo.' }),
    },
  },
);
