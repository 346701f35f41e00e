// Subscription events: Redis pub/sub when REDIS_URL is set (so every API instance sees every
// event), otherwise in-process.
import { EventEmitter } from 'node:events';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { Topic } from './topics.js';

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
  const options = { maxRetriesPerRequest: null, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const engine = new RedisPubSub({ publisher, subscriber });
  return wrap(engine, publisher, async () => {
    await engine.close();
  });
}

function wrap(engine: PubSubEngine, redis: Redis | null, close: () => Promise<void>): AppPubSub {
  return {
    engine,
    redis,
    publish: (topic, payload) => engine.publish(topic, payload),
    subscribe: <T>(topic: Topic<T>) => engine.asyncIterableIterator<T>(topic),
    close,
  };
}
