process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL = 'warn';
const { ApolloServer } = await import('@apollo/server');
const { ApolloServerPluginCacheControlDisabled } = await import('@apollo/server/plugin/disabled');
const { schema } = await import('../api/schema/index.js');
const { createPrisma } = await import('../api/db/client.js');
const { loadConfig } = await import('../api/config.js');
const { createPubSub } = await import('../api/shared/pubsub.js');
const prisma = createPrisma(process.argv[2]);
const ctx = () => ({ prisma, pubsub: createPubSub(), config: loadConfig(), mailer: null as any, viewer: null, request: { ip: null, userAgent: null } });
const CARD = `id name slug path images unit addToCartQuantity price promoPrice unitPrice
  promotion { state active endsAt discountPercent } points rating { average count }
  store { id name slug } segment { id name slug }`;
const q = `query Explore { products(first: 24) { edges { cursor node { ${CARD} } } pageInfo { hasNextPage endCursor } } }`;
async function measure(name: string, run: () => Promise<unknown>, n = 2000) {
  for (let i = 0; i < 500; i++) await run();
  const c = process.cpuUsage();
  for (let i = 0; i < n; i++) await run();
  const u = process.cpuUsage(c);
  return (u.user + u.system) / 1000 / n;
}
const a1 = new ApolloServer({ schema }); await a1.start();
const a2 = new ApolloServer({ schema, plugins: [ApolloServerPluginCacheControlDisabled()] }); await a2.start();
for (let round = 0; round < 3; round++) {
  const d = await measure('default', async () => { const r: any = await a1.executeOperation({ query: q }, { contextValue: ctx() as any }); if (r.body.singleResult.errors) throw new Error('x'); });
  const e = await measure('disabled', async () => { await a2.executeOperation({ query: q }, { contextValue: ctx() as any }); });
  console.log(`round ${round}: Apollo default ${d.toFixed(3)} ms CPU/op; cacheControl disabled ${e.toFixed(3)} ms CPU/op`);
}
await prisma.$disconnect(); process.exit(0);
