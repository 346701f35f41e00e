// Trusted documents (docs/api.md): with TRUSTED_DOCUMENTS on (the production default), visitors and
// ordinary sessions run only the web app's operations — sent as Apollo Client sends them — while API
// keys and admins (GraphiQL) run anything; over HTTP and WebSocket alike.
import { print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { TRUSTED_DOCUMENTS_ON } from '../helpers/server.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { createUser } from '../helpers/commerce.js';
import { SearchSuggestionsDocument, SiteSettingsChangedDocument, ViewerDocument } from '../../web/src/gql/graphql.js';

const REFUSAL = 'Operação não reconhecida: sem chave de API, esta API só executa as operações do app Clube Local (integradores: docs/api.md).';
/** The text Apollo Client puts on the wire for a document of the app. */
const asTheAppSends = (document: DocumentNode) => print(addTypenameToDocument(document));
const FOREIGN = `{ products(first: 100) { edges { node { id name stock } } } }`;

test.override('serverOptions', { env: TRUSTED_DOCUMENTS_ON });
test.beforeAll(bootServer);

describe('trusted documents over HTTP', () => {
  test('visitors and ordinary sessions run the app’s operations, nothing else', async ({ server, consumer }) => {
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

  test('admins (GraphiQL) and API keys run any document', async ({ server }) => {
    const admin = await createUser(server.prisma, { isAdmin: true });
    expect((await gql(server.url, FOREIGN, {}, { token: admin.token })).status).toBe(200);
    const created = await gql(server.url, `mutation { createApiKey(input: { name: "Parceiro", scope: CATALOG }) { token } }`, {}, { token: admin.token });
    const key = created.data.createApiKey.token as string;
    const read = await gql(server.url, FOREIGN, {}, { token: key });
    expect(read.status).toBe(200);
    expect(read.data.products.edges).toBeInstanceOf(Array);
  });
});

describe('trusted documents over WebSocket', () => {
  test('a visitor subscribes to the app’s subscription, not to another', async ({ server }) => {
    const admin = await createUser(server.prisma, { isAdmin: true });
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
