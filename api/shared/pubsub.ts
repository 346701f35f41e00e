// Subscription events: Redis pub/sub when REDIS_URL is set (so every API instance sees every
// event), otherwise in-process.
import { EventEmitter } from 'node:events';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { Topic } from './topics.js';
import { logger } from './logger.js';

export interface AppPubSub {
  engine: PubSubEngine;
  /** The Redis connection that publishes (null in-process); main.ts lends it to the rate limiter. */
  redis: Redis | null;
  publish<T>(topic: Topic<T>, payload: T): Promise<void>;
  subscribe<T>(topic: Topic<T>): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export function createPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    // Many sockets listen on one topic (every admin on the support inbox): no listener cap.
    const eventEmitter = new EventEmitter();
    eventEmitter.setMaxListeners(0);
    const engine = new PubSub({ eventEmitter });
    return wrap(engine, null, async () => {});
  }
  // The publisher (also the rate limiter's connection) gives up on a command after one failed
  // reconnection, so requests never wait for Redis; the subscriber waits, and resubscribes when
  // Redis is back.
  const publisher = watchConnection(new Redis(redisUrl, { maxRetriesPerRequest: 1 }), 'publisher');
  const subscriber = watchConnection(new Redis(redisUrl, { maxRetriesPerRequest: null }), 'subscriber');
  const engine = new RedisPubSub({ publisher, subscriber });
  // quit() waits for a reply, which never comes while Redis is down: disconnect then.
  return wrap(engine, publisher, async () => {
    settleSubscriptionsInFlight(engine);
    await Promise.all([publisher, subscriber].map((redis) => (redis.status === 'ready' ? redis.quit().then(() => undefined) : Promise.resolve(redis.disconnect()))));
  });
}

/**
 * graphql-redis-subscriptions (2.7) keeps a deferred per subscription still waiting for Redis that
 * nothing awaits but a second subscriber of the same topic. Closing rejects the waiting SUBSCRIBE
 * ("Connection is closed."), so that deferred became an unhandled rejection at every shutdown while
 * Redis was down (tests/integration/redis-down.test.ts); the subscribers' own promises are theirs.
 */
function settleSubscriptionsInFlight(engine: RedisPubSub) {
  const inFlight = (engine as unknown as { subsPendingRefsMap?: Map<string, { pending: Promise<unknown> }> }).subsPendingRefsMap;
  for (const { pending } of inFlight?.values() ?? []) pending.catch(() => undefined);
}

/**
 * ioredis prints an unhandled "error event" stack trace on every reconnect attempt while Redis is
 * down. One structured line when a connection is lost and one when it is back is what operators need.
 */
function watchConnection(redis: Redis, role: string): Redis {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn('redis.down', { role, error: error.message });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('redis.up', { role });
  });
  return redis;
}

function wrap(engine: PubSubEngine, redis: Redis | null, close: () => Promise<void>): AppPubSub {
  return {
    engine,
    redis,
    // Best effort: a change is committed before its event; without Redis the event is lost (screens
    // catch up when they read again) and the request still succeeds.
    publish: async (topic, payload) => {
      try {
        await engine.publish(topic, payload);
      } catch (error) {
        logger.warn('pubsub.publish_failed', { topic, error: error instanceof Error ? error.message : String(error) });
      }
    },
    subscribe: <T>(topic: Topic<T>) => engine.asyncIterableIterator<T>(topic),
    close,
  };
}
