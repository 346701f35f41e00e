import { ApolloClient, InMemoryCache } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createHttpLink } from '../apollo';
import { HomeRecommendationsDocument } from '../catalog/documents';
import { buildRoutes } from './router';
import { prefetchScreenData } from './screenData';

/** A client whose server answers every request with no recommendations, counting the requests. */
function countingClient() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { homeRecommendations: [] } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  return { fetch, client: new ApolloClient({ link: createHttpLink({ uri: 'http://localhost/graphql', fetch }), cache: new InMemoryCache() }) };
}

describe('screen data asked for with the route', () => {
  it("puts /home's recommendations in the cache, where the screen's query finds them", async () => {
    const { fetch, client } = countingClient();
    prefetchScreenData('home', client);
    await waitFor(() => expect(client.readQuery({ query: HomeRecommendationsDocument })).toEqual({ homeRecommendations: [] }));
    // The screen's own (cache-first) query does not ask again.
    await client.query({ query: HomeRecommendationsDocument });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a screen with nothing listed', async () => {
    const { fetch, client } = countingClient();
    prefetchScreenData('cart', client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is told when the opened route's screen starts loading", async () => {
    const onScreenLoad = vi.fn();
    const router = createMemoryRouter(buildRoutes({ onScreenLoad }), { initialEntries: ['/home'] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(onScreenLoad).toHaveBeenCalledWith('home');
    router.dispose();
  });
});
