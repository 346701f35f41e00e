/**
 * Monaco web workers for GraphiQL 5, bundled by Vite.
 *
 * Our own copy of what `graphiql/setup-workers/vite` (→ `@graphiql/react/setup-workers/vite`)
 * does. Importing that module from node_modules crashes the Vite 8 dev server, so the
 * `?worker` imports live in our source instead. Must be imported before GraphiQL renders.
 *
 * The graphql worker goes through a local entry (see graphql.worker.ts) so that it
 * also works in the dev server.
 *
 * Labels: 'graphql' (query editor, monaco-graphql), 'json' (variables, headers, response),
 * anything else → Monaco's generic editor worker.
 */
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from './graphql.worker.ts?worker';

const environment: Environment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'graphql':
        return new GraphQLWorker();
      case 'json':
        return new JsonWorker();
      default:
        return new EditorWorker();
    }
  },
};

// Monaco reads `globalThis.MonacoEnvironment` (typed on Window) when it first needs a worker.
self.MonacoEnvironment = environment;
