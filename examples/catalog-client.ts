// An integrator's client for the Clube Local API (docs/api.md): lists the public catalogue page by
// page with an API key, typed by GraphQL Code Generator from the API's schema.graphql (the types in
// examples/gql/ come from `npm run codegen`). It reads `extensions.cost` of each answer and, on HTTP
// 429, waits the Retry-After the API asks for and tries again.
//
//   CLUBE_API_URL=http://localhost:4000/graphql CLUBE_API_KEY=clk_... node --import tsx examples/catalog-client.ts cimento
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from './gql';
import type { ExampleProductsQuery } from './gql/graphql';

const ExampleProductsDocument = graphql(`
  query ExampleProducts($search: String, $first: Int!, $after: String) {
    products(first: $first, after: $after, filter: { search: $search }, sort: PRICE_ASC) {
      totalCount
      edges {
        node {
          id
          name
          price
          unit
          store {
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

interface Cost {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

const url = process.env.CLUBE_API_URL ?? 'http://localhost:4000/graphql';
const key = process.env.CLUBE_API_KEY;

/** One GraphQL request with the key; waits and retries while the key's budget is short (HTTP 429). */
export async function request<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<{ data: Result; cost?: Cost }> {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: Result; errors?: { message: string }[]; extensions?: { cost?: Cost } };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? 1);
      console.error(`Orçamento esgotado; esperando ${seconds} s...`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok || body.errors?.length || !body.data) throw new Error(`HTTP ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'sem dados'}`);
    return { data: body.data, cost: body.extensions?.cost };
  }
}

async function main() {
  if (!key) throw new Error('Defina CLUBE_API_KEY com uma chave criada em /vendor/api-keys ou /admin/api-keys.');
  const search = process.argv[2] ?? null;
  const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  let after: string | null = null;
  let listed = 0;
  for (let page = 1; page <= 5; page++) {
    const { data, cost }: { data: ExampleProductsQuery; cost?: Cost } = await request(ExampleProductsDocument, { search, first: 20, after });
    for (const { node } of data.products.edges) {
      console.log(`${node.name} — ${money.format(Number(node.price))}/${node.unit} — ${node.store.name}`);
      listed += 1;
    }
    if (cost) console.error(`página ${page}: custo ${cost.requestedQueryCost}, restam ${cost.throttleStatus.currentlyAvailable} de ${cost.throttleStatus.maximumAvailable}`);
    if (!data.products.pageInfo.hasNextPage) break;
    after = data.products.pageInfo.endCursor ?? null;
  }
  console.log(`${listed} produto(s) listado(s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
