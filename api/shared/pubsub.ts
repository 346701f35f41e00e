// Subscription events: Redis pub/sub when REDIS_URL is set (so every API instance sees every
// event), otherwise in-process.
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';

export interface AppPubSub {
  engine: PubSubEngine;
  publish<T>(topic: string, payload: T): Promise<void>;
  subscribe<T>(topic: string | string[]): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export function createPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    const engine = new PubSub();
    return wrap(engine, async () => {});
  }
  const options = { maxRetriesPerRequest: null, lazyConnect: false };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const engine = new RedisPubSub({ publisher, subscriber });
  return wrap(engine, async () => {
    await engine.close();
  });
}

function wrap(engine: PubSubEngine, close: () => Promise<void>): AppPubSub {
  return {
    engine,
    publish: (topic, payload) => engine.publish(topic, payload),
    subscribe: <T>(topic: string | string[]) => engine.asyncIterableIterator<T>(topic),
    close,
  };
}
