/**
 * GraphiQL 5 auto-hospedado (segunda entrada do Vite: web/graphiql.html).
 * A API devolve esta página para GETs de navegador em /graphql. Nada é carregado
 * de CDN: Monaco, workers e fontes (embutidas no CSS) vêm do próprio bundle.
 */
import './workers';
import 'graphiql/style.css';
import './graphiql-page.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { buildDefaultQuery } from './defaultQuery';

const httpUrl = `${location.origin}/graphql`;
const wsUrl = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;

const fetcher = createGraphiQLFetcher({
  url: httpUrl,
  // Assinaturas via graphql-ws (o toolkit importa `graphql-ws` sob demanda).
  subscriptionUrl: wsUrl,
  // Apollo Server's CSRF prevention: a non-simple header marks the request as preflighted.
  headers: { 'apollo-require-preflight': 'true' },
  // Same-origin cookie session (the signed-in user) applies to HTTP operations.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  // graphql 16 has no @defer/@stream: plain JSON responses, no multipart/mixed Accept.
  enableIncrementalDelivery: false,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('#graphiql não encontrado em graphiql.html');
container.textContent = '';

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={buildDefaultQuery(httpUrl, wsUrl)}>
      <GraphiQL.Logo>Clube Local</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
