// A short-lived cache of whole GraphQL responses for visitors (requests without a session), so
// the catalogue's hot reads (search suggestions, explore pages, product pages) are served without
// running GraphQL or SQL again while many visitors ask the same thing. It sits in front of Apollo:
// a hit costs a map lookup, a miss runs the request as usual and keeps its response.
//
// What may be cached is decided per query text, once: a `query` operation whose root fields are
// all in the allowlist the domains declare (public data that is the same for every visitor).
// Never cached: signed-in requests (their answers depend on who asks), mutations, subscriptions,
// responses with errors, non-200 responses, and bodies over MAX_ENTRY_BYTES. Entries live `ttlMs`
// (PUBLIC_CACHE_SECONDS; 0 turns the cache off); a visitor may see a catalogue change that late.
import type { NextFunction, Request, Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

const MAX_ENTRIES = 2_000;
const MAX_ENTRY_BYTES = 256 * 1024;
// Apollo Server's choice between its two answer types, in its order: JSON unless the client prefers the other.
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];
/** All entries together (about 2 bytes a character): the cache never holds more than ~64 MB. */
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;
const MAX_DECISIONS = 2_000;
/** Longer query texts are never cached (nor remembered): the app's queries are a few kB. */
const MAX_QUERY_CHARS = 16 * 1024;
export const CACHE_HEADER = 'x-public-cache';

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** Whether the operation chosen by `operationName` is a query reading only `allowed` root fields. */
export function isCacheableQuery(query: string, operationName: string | null, allowed: ReadonlySet<string>): boolean {
  let document;
  try {
    document = parse(query);
  } catch {
    return false; // Apollo answers the syntax error
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query') return false;
  // Root fragments would need resolving; the app and integrators select root fields directly.
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || allowed.has(s.name.value)),
  );
}

/** Keeps the most recently used keys within a count and a total size; the oldest go first. */
export class LruMap<V> {
  private readonly map = new Map<string, V>();
  private total = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxTotal = Infinity,
    private readonly sizeOf: (key: string, value: V) => number = () => 0,
  ) {}
  get size() {
    return this.map.size;
  }
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V) {
    this.delete(key);
    this.map.set(key, value);
    this.total += this.sizeOf(key, value);
    while (this.map.size > this.maxEntries || this.total > this.maxTotal) this.delete(this.map.keys().next().value!);
  }
  delete(key: string) {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.total -= this.sizeOf(key, value);
    this.map.delete(key);
  }
}

export interface PublicQueryCacheOptions {
  ttlMs: number;
  allowedRootFields: ReadonlySet<string>;
  /** Whether the request carries a session (cookie or Bearer): those are never cached. */
  hasSession: (req: Request) => boolean;
  now?: () => number;
}

export function publicQueryCache({ ttlMs, allowedRootFields, hasSession, now = Date.now }: PublicQueryCacheOptions) {
  const entries = new LruMap<{ body: string; expiresAt: number }>(MAX_ENTRIES, MAX_TOTAL_CHARS, (key, entry) => key.length + entry.body.length);
  const decisions = new LruMap<boolean>(MAX_DECISIONS);

  function cacheKey(req: Request): string | null {
    if (ttlMs <= 0 || req.method !== 'POST' || !req.is('application/json')) return null;
    const body = req.body as GraphQLBody | undefined;
    if (!body || typeof body.query !== 'string' || body.query.length > MAX_QUERY_CHARS) return null;
    if (hasSession(req)) return null;
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    const decisionKey = `${operationName ?? ''}\n${body.query}`;
    let cacheable = decisions.get(decisionKey);
    if (cacheable === undefined) {
      cacheable = isCacheableQuery(body.query, operationName, allowedRootFields);
      decisions.set(decisionKey, cacheable);
    }
    // Extensions are part of the key: Apollo Client sends its name and version there.
    return cacheable ? `${decisionKey}\n${JSON.stringify(body.variables ?? {})}\n${JSON.stringify(body.extensions ?? null)}` : null;
  }

  /** Express middleware, after express.json() and before Apollo on /graphql. */
  return function publicQueryCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    const key = cacheKey(req);
    if (!key) return next();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) {
      res.setHeader(CACHE_HEADER, 'HIT');
      // The media type Apollo would answer with for this Accept (GraphQL over HTTP), not always JSON's.
      res.type(req.accepts(ANSWER_TYPES) || 'application/json').send(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    res.setHeader(CACHE_HEADER, 'MISS');
    // Keep what Apollo sends, when it is a clean answer (the request log plugin flags errors).
    const send = res.send.bind(res);
    res.send = (body: unknown) => {
      if (res.statusCode === 200 && !res.locals.graphqlErrors && typeof body === 'string' && key.length + body.length <= MAX_ENTRY_BYTES) {
        entries.set(key, { body, expiresAt: now() + ttlMs });
      }
      return send(body);
    };
    next();
  };
}
