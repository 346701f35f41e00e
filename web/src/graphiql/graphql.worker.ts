/**
 * Entry of the monaco-graphql web worker, loaded via `./graphql.worker.ts?worker`.
 *
 * Why a wrapper instead of `monaco-graphql/esm/graphql.worker.js?worker` directly:
 * in the Vite dev server a `?worker` module inside node_modules is served raw, and
 * its dependency graph (graphql-language-service → nullthrows, monaco-graphql →
 * picomatch-browser) contains CommonJS packages that browsers cannot import
 * ("does not provide an export named 'default'"), so the worker fails and Monaco
 * falls back to the main thread. A bare import from our own source goes through
 * Vite's dependency optimizer instead (CJS converted to ESM). The production build
 * bundles the same code either way.
 */
import 'monaco-graphql/esm/graphql.worker.js';
