// The HTTP + WebSocket server: Apollo Server 5 (express5) and graphql-ws on one port, the health
// check, the self-hosted GraphiQL, and the built web app with SPA fallback.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, parse, specifiedRules, validate } from 'graphql';
import { schema } from './schema/index.js';
import { nulTextError } from './schema/text-input.js';
import type { Context, RequestInfo, Services } from './schema/context.js';
import { logger } from './shared/logger.js';
import { INTERNAL_MESSAGE, maskError } from './shared/errors.js';
import { resolveCaller } from './accounts/viewer.js';
import { apiKeyBudgetPlugin } from './integrations/plugin.js';
import { loadTrustedDocuments, UNTRUSTED_DOCUMENT_MESSAGE, type TrustedDocuments } from './shared/trusted-documents.js';
import { devMailboxHandler } from './system/dev-mailbox.js';
import { precompressedAssets, sendPage } from './system/static-files.js';
import { robotsTxt, sitemapXml } from './system/seo.js';
import { appPages, DRAWN_PAGE_DOCUMENTS } from './system/app-pages.js';
import { publicOrigin } from './shared/public-origin.js';
import { publicQueryCache } from './shared/public-query-cache.js';
import { PUBLIC_CATALOG_QUERY_FIELDS } from './catalog/public-reads.js';
import { readSessionToken } from './accounts/sessions.js';
import { sessionSocketCloser } from './accounts/session-sockets.js';
import { startShareExpiryJob } from './sharing/index.js';

export interface RunningServer {
  url: string;
  port: number;
  httpServer: http.Server;
  stop(): Promise<void>;
}

// Limits sized for the app's deepest screen (order → sub-orders → items → product → store) with room
// to spare; integrators get clear errors past them.
export const LIMITS = { depth: 12, aliases: 15, cost: 20_000, tokens: 3_000, directives: 30 };
const armor = new ApolloArmor({
  maxDepth: { n: LIMITS.depth, exposeLimits: false, errorMessage: `Consulta muito profunda: o limite é de ${LIMITS.depth} níveis.` },
  maxAliases: { n: LIMITS.aliases, exposeLimits: false, errorMessage: `Aliases demais: o limite é de ${LIMITS.aliases} por consulta.` },
  costLimit: { maxCost: LIMITS.cost, exposeLimits: false, errorMessage: `Consulta cara demais: o custo máximo é ${LIMITS.cost}.` },
  // The token limit is graphql-js' own parse option (below): armor's re-parses the document in a
  // plugin, which turns every syntax error into an HTTP 500.
  maxTokens: { enabled: false },
  maxDirectives: { n: LIMITS.directives, exposeLimits: false, errorMessage: `Diretivas demais: o limite é de ${LIMITS.directives}.` },
  blockFieldSuggestion: { enabled: true },
});
const protection = armor.protect();
/** Too many tokens is a parse error (GRAPHQL_PARSE_FAILED, HTTP 400); api/shared/errors.ts words it in pt-BR. */
const PARSE_OPTIONS = { maxTokens: LIMITS.tokens };

function requestInfo(req: http.IncomingMessage & { ip?: string }): RequestInfo {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? null,
    userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
  };
}

/** Browsers send Origin on WebSocket upgrades: accept our own host and configured origins only. */
export function isOriginAllowed(origin: string | undefined, host: string | undefined, allowed: string[], production: boolean) {
  if (!origin) return true; // not a browser (integrators, tests); cross-site pages always send Origin
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (host && originUrl.host === host) return true;
  if (allowed.includes(originUrl.origin)) return true;
  return !production && ['localhost', '127.0.0.1'].includes(originUrl.hostname);
}

const requestLogPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request, contextValue }) {
    const res = contextValue.http?.res;
    if (res) res.locals.operationName = request.operationName ?? null;
    return {
      async didEncounterErrors({ errors }) {
        if (res) res.locals.graphqlErrors = errors.length;
      },
    };
  },
};

/** Refuses a request with a NUL character in any string before a resolver runs (api/schema/text-input.ts). */
const nulTextPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const error = nulTextError(document, request.variables);
        // A request error (nothing ran): HTTP 400, like a validation error.
        if (error) throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
      },
    };
  },
};

/** API keys and admins (GraphiQL) run any document; everyone else only the app's (api/shared/trusted-documents.ts). */
const mayRunAnyDocument = (caller: Pick<Context, 'viewer' | 'apiKey'>) => !!caller.apiKey || !!caller.viewer?.isAdmin;
const untrustedDocumentError = () => new GraphQLError(UNTRUSTED_DOCUMENT_MESSAGE, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });

function trustedDocumentsPlugin(trusted: TrustedDocuments): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      if (mayRunAnyDocument(contextValue)) return;
      return {
        async didResolveOperation({ request }) {
          if (!request.query || !trusted.isTrusted(request.query)) throw untrustedDocumentError();
        },
      };
    },
  };
}

export async function startServer(services: Services, port: number, host = '0.0.0.0'): Promise<RunningServer> {
  const app = express();
  app.set('trust proxy', services.config.trustProxy);
  // No ETag on res.send bodies (GraphQL answers are POSTs): hashing every response costs CPU for
  // nothing. Static files keep theirs (express.static and sendFile set their own).
  app.set('etag', false);
  app.disable('x-powered-by');
  const httpServer = http.createServer(app);

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ origin, req }: { origin: string; req: http.IncomingMessage }) =>
      isOriginAllowed(origin, req.headers.host, services.config.allowedOrigins, services.config.production),
  });
  const sessionSockets = await sessionSocketCloser(services.pubsub);
  const trusted = services.config.trustedDocuments ? loadTrustedDocuments(services.config.trustedDocumentsFile, PARSE_OPTIONS, DRAWN_PAGE_DOCUMENTS) : null;
  if (trusted) logger.info('trusted_documents.on', { documents: trusted.size });
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      // Signed-in sockets are closed when their session ends (api/accounts/session-sockets.ts).
      // A key that does not work closes the socket (4403 Forbidden).
      onConnect: async (ctx) => {
        const caller = await resolveCaller(services, ctx.extra.request, ctx.connectionParams).catch(() => null);
        if (!caller) return false;
        sessionSockets.track(ctx.extra.socket, caller.viewer);
        return true;
      },
      onClose: (ctx) => sessionSockets.forget(ctx.extra.socket),
      // The session is re-read for every operation, so a signed-out or revoked session cannot start
      // new subscriptions on a socket that was opened before.
      context: async (ctx): Promise<Context> => ({
        ...services,
        ...(await resolveCaller(services, ctx.extra.request, ctx.connectionParams)),
        request: requestInfo(ctx.extra.request),
      }),
      // The same depth/cost/alias limits as HTTP.
      onSubscribe: async (ctx, _id, payload) => {
        if (trusted && !trusted.isTrusted(payload.query)) {
          const caller = await resolveCaller(services, ctx.extra.request, ctx.connectionParams).catch(() => null);
          if (!caller || !mayRunAnyDocument(caller)) return [untrustedDocumentError()];
        }
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, [...specifiedRules, ...protection.validationRules]);
        if (errors.length) return errors;
        const nul = nulTextError(document, payload.variables);
        if (nul) return [nul];
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn('ws.error', { errors: errors.map((e) => e.message) });
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true, // the API is public; integrators explore it in GraphiQL
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // api/main.ts handles SIGINT/SIGTERM (server, pub/sub, database, embedded Postgres, in order);
    // Apollo's own handlers would stop the server first and leave that shutdown waiting forever.
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    parseOptions: PARSE_OPTIONS,
    // Compact JSON: Apollo's default indents every answer (more CPU and ~25% more bytes for nothing).
    stringifyResult: (result) => JSON.stringify(result),
    formatError: maskError,
    plugins: [
      ...protection.plugins,
      requestLogPlugin,
      nulTextPlugin,
      apiKeyBudgetPlugin,
      ...(trusted ? [trustedDocumentsPlugin(trusted)] : []),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP cache hints are used; the plugin cost ~20% of an explore page's CPU (bench/catalog).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              sessionSockets.dispose();
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info('http', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        operation: res.locals.operationName,
        errors: res.locals.graphqlErrors,
        ip: req.ip,
      });
    });
    next();
  });

  // Redis is reported but does not fail the check: without it queries and mutations still work and
  // only live updates across instances wait for it.
  app.get('/healthz', async (_req, res) => {
    const redisStatus = services.pubsub.redis?.status;
    const redis = redisStatus === undefined ? 'not-configured' : redisStatus === 'ready' ? 'ok' : 'unreachable';
    try {
      await services.prisma.$queryRaw`SELECT 1`;
      res.json({ status: 'ok', database: 'ok', redis, uptimeSeconds: Math.round(process.uptime()), process: process.pid });
    } catch (error) {
      logger.error('healthz.database', { error: String(error) });
      res.status(503).json({ status: 'error', database: 'unreachable', redis });
    }
  });

  // For search engines: the public pages only (api/system/seo.ts).
  const origin = (req: Request, res: Response) => publicOrigin({ config: services.config, http: { req, res } });
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin(req, res)));
  });
  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(await sitemapXml(services.prisma, origin(req, res)));
    } catch (error) {
      next(error);
    }
  });

  if (!services.config.production && !services.config.smtpUrl) {
    app.get(['/dev/mailbox', '/dev/mailbox/:id'], devMailboxHandler(services.mailer));
  }

  const webDir = services.config.webDir;
  const hasWeb = !!webDir && fs.existsSync(path.join(webDir, 'index.html'));

  // Browsers opening /graphql get the self-hosted GraphiQL (no CDN); API clients get GraphQL.
  app.get('/graphql', (req, res, next) => {
    if (!hasWeb || req.query.query || !req.accepts('html') || req.accepts(['json', 'html']) === 'json') return next();
    sendPage(req, res, next, path.join(webDir!, 'graphiql.html'));
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    publicQueryCache({
      ttlMs: services.config.publicCacheSeconds * 1000,
      allowedRootFields: PUBLIC_CATALOG_QUERY_FIELDS,
      hasSession: (req) => readSessionToken(req) !== null,
    }),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => ({
        ...services,
        ...(await resolveCaller(services, req)),
        request: requestInfo(req),
        http: { req, res },
      }),
    }),
  );

  if (fs.existsSync(services.config.uploadDir)) {
    app.use('/uploads', express.static(services.config.uploadDir, { maxAge: '7d', index: false, fallthrough: false }));
  }

  if (hasWeb) {
    // Vite fingerprints everything under /assets: cache it for a year.
    app.use('/assets', precompressedAssets(path.join(webDir!, 'assets')), express.static(path.join(webDir!, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    // The service worker and the manifest keep their names across builds: always revalidated, so a
    // deploy reaches installed apps at their next start ('Nova versão disponível').
    const revalidate = /[\\/](sw\.js|manifest\.webmanifest)$/;
    app.use(express.static(webDir!, { index: false, maxAge: '1h', setHeaders: (res, file) => revalidate.test(file) && res.setHeader('Cache-Control', 'no-cache') }));
    // Pages that come drawn with their first screen (api/system/app-pages.ts).
    app.use(
      appPages({
        services,
        apollo,
        webDir: webDir!,
        origin,
        hasSession: (req) => readSessionToken(req) !== null,
        async contextFor(req, res, as) {
          const caller = as === 'visitor' ? { viewer: null, apiKey: null } : await resolveCaller(services, req).catch(() => null);
          if (!caller || (as === 'caller' && !caller.viewer)) return null;
          return { ...services, ...caller, request: requestInfo(req), http: { req, res } };
        },
      }),
    );
    // SPA fallback: every other GET for a page returns index.html; the client router decides.
    app.use((req, res, next) => {
      if (req.method !== 'GET' || !req.accepts('html')) return next();
      sendPage(req, res, next, path.join(webDir!, 'index.html'));
    });
  }

  app.use((err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (err.type === 'entity.too.large') {
      res.status(413).json({ errors: [{ message: 'Requisição muito grande (máximo 1 MB)', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      return;
    }
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error('http.error', { error: String(err) });
    res.status(status).json({ errors: [{ message: status === 500 ? INTERNAL_MESSAGE : 'Requisição inválida' }] });
  });

  await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
  const actualPort = (httpServer.address() as { port: number }).port;
  const stopShareExpiry = startShareExpiryJob(services);
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    httpServer,
    async stop() {
      stopShareExpiry();
      await apollo.stop();
    },
  };
}
