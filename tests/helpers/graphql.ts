// GraphQL over real HTTP and WebSocket, as the web app and integrators send it.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: (string | number)[] }[];
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function gql<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLResponse['errors'] };
  return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
}

/** A graphql-ws client; `headers` go on the upgrade request (cookies, Origin). */
export function wsClient(wsUrl: string, options: { headers?: Record<string, string>; connectionParams?: Record<string, unknown> } = {}): Client {
  const headers = options.headers ?? {};
  class WebSocketWithHeaders extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocketWithHeaders,
    connectionParams: options.connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects the first `count` events of a subscription (rejects on error). */
export function takeEvents<T = any>(client: Client, query: string, count: number, variables: Record<string, unknown> = {}) {
  return new Promise<T[]>((resolve, reject) => {
    const events: T[] = [];
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) {
            dispose();
            reject(new Error(JSON.stringify(value.errors)));
            return;
          }
          events.push(value.data as T);
          if (events.length === count) {
            dispose();
            resolve(events);
          }
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => resolve(events),
      },
    );
  });
}

/**
 * A subscription read one event at a time, for streams that start with the current state: await
 * that first event (the subscription is then registered on the server), act, await the next.
 */
export function eventStream<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const arrived: T[] = [];
  const waiting: { resolve: (event: T) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure = error;
    for (const w of waiting.splice(0)) w.reject(error);
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) return fail(new Error(JSON.stringify(value.errors)));
        const w = waiting.shift();
        if (w) w.resolve(value.data as T);
        else arrived.push(value.data as T);
      },
      error: (error) => fail(error instanceof Error ? error : new Error(JSON.stringify(error))),
      complete: () => fail(new Error('subscription completed')),
    },
  );
  return {
    next: (): Promise<T> =>
      arrived.length ? Promise.resolve(arrived.shift()!) : failure ? Promise.reject(failure) : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    dispose,
  };
}

/**
 * A socket signed in with `token` and a running viewerChanged subscription (registered once its
 * first event, the current profile, arrives); `closed` resolves with the close code.
 */
export async function openViewerSocket(wsUrl: string, token: string) {
  const client = wsClient(wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    client.on('closed', (event) => {
      closeCode = (event as { code: number }).code;
      resolve(closeCode);
    }),
  );
  const errors: unknown[] = [];
  await new Promise<void>((resolve) =>
    client.subscribe({ query: 'subscription { viewerChanged { name } }' }, { next: () => resolve(), error: (e) => errors.push(e), complete: () => {} }),
  );
  return { client, closed, isOpen: () => closeCode === null, errors };
}

/**
 * A subscription registers asynchronously: `act` is repeated (up to `tries` times, `everyMs` apart)
 * until the stream delivers; returns that first event, or null when none came.
 */
export async function actUntilEvent<T = any>(stream: { next(): Promise<T> }, act: (attempt: number) => Promise<unknown>, { tries = 10, everyMs = 300 } = {}): Promise<T | null> {
  const pending = stream.next();
  for (let attempt = 0; attempt < tries; attempt++) {
    await act(attempt);
    const event = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), everyMs))]);
    if (event) return event;
  }
  return null;
}
