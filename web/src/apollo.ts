import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { createAppCache } from './cache';
import { SESSION_ENDED_CLOSE_CODE } from '@common/realtime';
import { OFFLINE_VIEWER_HEADER } from './offline/graphqlCache';
import { offlineViewer } from './offline/offlineData';
import { fetchWithEarlyAnswers } from './earlyAnswers';

/** Same-origin GraphQL endpoint (HTTP and graphql-ws share it). */
export const GRAPHQL_PATH = '/graphql';

/** Reconnect back-off for graphql-ws: 1, 2, 5, then 10 s between attempts. */
export const WS_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function wsRetryDelay(retries: number): number {
  return WS_RETRY_DELAYS_MS[Math.min(retries, WS_RETRY_DELAYS_MS.length - 1)];
}

/** ws(s)://<host>/graphql for the page's own origin. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * The API enforces Apollo Server's CSRF prevention: every HTTP request carries
 * `apollo-require-preflight`. The session cookie goes along (same origin).
 */
export function createHttpLink({ uri = GRAPHQL_PATH, fetch }: { uri?: string; fetch?: typeof globalThis.fetch } = {}): HttpLink {
  return new HttpLink({
    uri,
    fetch: fetch ?? fetchWithEarlyAnswers,
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
  });
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Runs `listener` when the server closes the realtime socket because its session ended elsewhere
 * (another device signed out everywhere, the password changed). Returns the unsubscribe function.
 */
export function onRealtimeSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

const reconnectedListeners = new Set<() => void>();
// Set by restartRealtime: the next connection is a new session on purpose (sign-in/out), not a
// recovery, and re-reading every screen then would race the fresh subscriptions' first frames.
let restartRequested = false;

/**
 * Runs `listener` each time the realtime socket comes back after a drop: whatever happened meanwhile
 * (a chat message, a status change) was not delivered, so the screens read the server again.
 */
export function onRealtimeReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}

/** Tells the listeners the session ended (called on close code SESSION_ENDED_CLOSE_CODE). */
export function realtimeSessionEnded(): void {
  sessionEndedListeners.forEach((listener) => listener());
}

export function createWsClient(url = graphqlWsUrl()): Client {
  return createClient({
    url,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, wsRetryDelay(retries))),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        const recovered = wasRetry && !restartRequested;
        restartRequested = false;
        if (recovered) reconnectedListeners.forEach((listener) => listener());
      },
      closed: (event) => {
        if ((event as CloseEvent | undefined)?.code === SESSION_ENDED_CLOSE_CODE) realtimeSessionEnded();
      },
    },
  });
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

/**
 * Marks the app's queries (never mutations) with whose they are, so the service worker may keep
 * their answers for offline reading (web/src/offline/graphqlCache.ts).
 */
export const offlineViewerLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.QUERY) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [OFFLINE_VIEWER_HEADER]: offlineViewer() } }));
  }
  return forward(operation);
});

let realtimeClient: Client | undefined;

/**
 * Drops the graphql-ws connection so it reconnects (lazily, re-subscribing what is active) with
 * the current session cookie. The server reads the session once per connection, so the session
 * calls this after sign-in, sign-up and sign-out.
 */
export function restartRealtime(): void {
  restartRequested = true;
  realtimeClient?.terminate();
}

/** Subscriptions over graphql-ws, queries and mutations over HTTP. */
export function createApolloClient(): ApolloClient {
  realtimeClient = createWsClient();
  const link = ApolloLink.split(isSubscription, new GraphQLWsLink(realtimeClient), ApolloLink.from([offlineViewerLink, createHttpLink()]));
  return new ApolloClient({
    link,
    cache: createAppCache(),
  });
}

let singleton: ApolloClient | undefined;

/** The app's one Apollo Client (created on first use, so tests can build their own). */
export function getApolloClient(): ApolloClient {
  singleton ??= createApolloClient();
  return singleton;
}
