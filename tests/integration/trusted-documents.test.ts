// Trusted documents (docs/api.md): with TRUSTED_DOCUMENTS on (the production default), visitors and
// ordinary sessions run only the web app's operations — sent as Apollo Client sends them — while API
// keys and admins (GraphiQL) run anything; over HTTP and WebSocket alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { createUser, type TestUser } from '../helpers/commerce.js';
import { SearchSuggestionsDocument, SiteSettingsChangedDocument, ViewerDocument } from '../../web/src/gql/graphql.js';

const REFUSAL = 'Operação não reconhecida: sem chave de API, esta API só executa as operações do app Clube Local (integradores: docs/api.md).';
/** The text Apollo Client puts on the wire for a document of the app. */
const asTheAppSends = (document: DocumentNode) => print(addTypenameToDocument(document));
const FOREIGN = `{ products(first: 100) { edges { node { id name stock } } } }`;

let server: TestServer;
let consumer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_DOCUMENTS: 'on' } });
  consumer = await createUser(server.prisma);
  admin = await createUser(server.prisma, { isAdmin: true });
});
afterAll(async () => {
  await server?.stop();
});

describe('trusted documents over HTTP', () => {
  it('visitors and ordinary sessions run the app’s operations, nothing else', async () => {
    for (const token of [undefined, consumer.token]) {
      const ours = await gql(server.url, asTheAppSends(SearchSuggestionsDocument), { term: 'cimento' }, { token });
      expect(ours.status).toBe(200);
      expect(ours.data.searchSuggestions).toBeInstanceOf(Array);
      const viewer = await gql(server.url, asTheAppSends(ViewerDocument), {}, { token });
      expect(viewer.status).toBe(200);

      const foreign = await gql(server.url, FOREIGN, {}, { token });
      expect(foreign.status).toBe(403);
      expect(foreign.data).toBeUndefined();
      expect(foreign.errors).toEqual([{ message: REFUSAL, extensions: { code: 'FORBIDDEN' } }]);
      // The app's operation with one more field is another document.
      const widened = asTheAppSends(SearchSuggestionsDocument).replace('searchSuggestions(term: $term) {', 'searchSuggestions(term: $term) { stock');
      expect((await gql(server.url, widened, { term: 'cimento' }, { token })).status).toBe(403);
    }
  });

  it('admins (GraphiQL) and API keys run any document', async () => {
    expect((await gql(server.url, FOREIGN, {}, { token: admin.token })).status).toBe(200);
    const created = await gql(server.url, `mutation { createApiKey(input: { name: "Parceiro", scope: CATALOG }) { token } }`, {}, { token: admin.token });
    const key = created.data.createApiKey.token as string;
    const read = await gql(server.url, FOREIGN, {}, { token: key });
    expect(read.status).toBe(200);
    expect(read.data.products.edges).toBeInstanceOf(Array);
  });
});

describe('trusted documents over WebSocket', () => {
  it('a visitor subscribes to the app’s subscription, not to another', async () => {
    const socket = wsClient(server.wsUrl);
    try {
      await expect(takeEvents(socket, `subscription { clock }`, 1)).rejects.toThrow(REFUSAL);
      const live = new Promise<unknown>((resolve, reject) => {
        const dispose = socket.subscribe({ query: asTheAppSends(SiteSettingsChangedDocument) }, { next: resolve, error: reject, complete: () => resolve('complete') });
        setTimeout(() => {
          dispose();
          resolve('subscribed');
        }, 500);
      });
      expect(await live).toBe('subscribed');
    } finally {
      await socket.dispose();
    }
    const asAdmin = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${admin.token}` } });
    try {
      expect(await takeEvents(asAdmin, `subscription { clock }`, 1)).toHaveLength(1);
    } finally {
      await asAdmin.dispose();
    }
  });
});
