import { ApolloClient, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createHttpLink, graphqlWsUrl, wsRetryDelay } from './apollo';
import { LogNotFoundDocument } from './components/notFoundLog';

describe('apollo', () => {
  it('sends apollo-require-preflight and same-origin credentials on every HTTP request', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            data: { logNotFound: { __typename: 'LogNotFoundPayload', logged: true, userErrors: [] } },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const client = new ApolloClient({
      link: createHttpLink({ uri: 'http://localhost/graphql', fetch }),
      cache: new InMemoryCache(),
    });
    await client.mutate({ mutation: LogNotFoundDocument, variables: { input: { path: '/x' } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('http://localhost/graphql');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('apollo-require-preflight')).toBe('true');
  });

  it('derives the graphql-ws URL from the page origin', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'clube.example' })).toBe('wss://clube.example/graphql');
  });

  it('backs off 1, 2, 5, then 10 s between reconnects', () => {
    expect([0, 1, 2, 3, 4, 10].map(wsRetryDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
