// The server's render of the app (docs/decisions.md, "Uma só renderização"): the same routes,
// screens and providers as the browser (web/src/main.tsx), drawn by React on the server for the
// pages api/system/app-pages.ts sends drawn. Built by `vite build --ssr` into dist/server/entry-server.js,
// which the API loads as a file (it imports no web source). The data comes from the screens' own
// queries, run by `execute` in the API's process as the person asking; the cache that answered
// them goes into the page, and the browser starts from it (web/src/main.tsx, hydrateRoot).
import { StrictMode } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache, { type EmotionCache } from '@emotion/cache';
import { parse, print } from 'graphql';
import { AppProviders } from './AppProviders';
import { appTypePolicies } from './cache';
import { buildRoutes } from './routes/router';
import { screenDrawnByServer } from './routes/RouteGuard';
import { appSystem } from './theme';
import { setPageDrawnAt } from './lib/pageClock';

/** A GraphQL operation as the app sends it. */
export interface ServerOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** An answer as the HTTP endpoint would send it. */
export interface ServerAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

export interface ServerRenderInput {
  /** The address asked for: path and query string. */
  url: string;
  /** Runs an operation in process, as the person asking (a visitor, or who is signed in). */
  execute(operation: ServerOperation): Promise<ServerAnswer>;
  /** Answers the server already has (the page's early queries): in the cache before the first render. */
  early?: readonly (ServerOperation & { answer: ServerAnswer })[];
}

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  /** The emotion rules the markup uses, as one <style> for <head> (the browser's emotion cache takes them over). */
  styles: string;
  /** What the browser starts from (web/src/ssrState.ts): the Apollo cache the screens read, and when the page was drawn. */
  state: { cache: Record<string, unknown>; drawnAt: number };
  /** False when something failed on the way (a query, the render): the API sends the plain page. */
  ok: boolean;
}

/** An Apollo link that runs every operation through `execute` (no HTTP, no socket). */
function inProcessLink(execute: ServerRenderInput['execute'], failed: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((answer) => {
            if (answer.errors?.length) failed();
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failed();
            observer.error(error);
          });
      }),
  );
}

/** The rules emotion made during the render, as the <style> emotion's browser cache picks up (@emotion/cache, its SSR styles). */
function emotionStyles(cache: EmotionCache): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== 'string') continue;
    names.push(name);
    css += rule;
  }
  return names.length ? `<style data-emotion="${cache.key} ${names.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
}

/** What React writes for the element, once everything in it (its Suspense boundaries too) is ready. */
function renderToText(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

screenDrawnByServer();

export async function render({ url, execute, early = [] }: ServerRenderInput): Promise<ServerRenderResult> {
  let ok = true;
  const client = new ApolloClient({
    link: inProcessLink(execute, () => (ok = false)),
    cache: new InMemoryCache({ typePolicies: appTypePolicies }),
    ssrMode: true,
  });
  for (const { query, variables, answer } of early) {
    if (answer.data && !answer.errors?.length) client.writeQuery({ query: parse(query), variables, data: answer.data });
  }
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://app')));
  if (context instanceof Response) return { html: '', styles: '', state: { cache: {}, drawnAt: 0 }, ok: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  appSystem();
  const tree = (styles: EmotionCache) => (
    <StrictMode>
      <AppProviders client={client} styles={styles}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // First the screens ask (each pass runs the queries found, until none is missing), then the page
  // is drawn once from the full cache; the styles are those of that last drawing.
  await prerenderStatic({ tree: tree(createCache({ key: 'css' })), context: { client }, renderFunction: prerenderToNodeStream, ignoreResults: true, maxRerenders: 5 });
  const styles = createCache({ key: 'css' });
  // Compat: emotion leaves its rules in the cache instead of writing <style> elements into the markup.
  styles.compat = true;
  const drawnAt = Date.now();
  setPageDrawnAt(drawnAt);
  const html = await renderToText(tree(styles));
  const state = { cache: client.extract() as Record<string, unknown>, drawnAt };
  return { html, styles: emotionStyles(styles), state, ok: ok && context.statusCode < 400 };
}
