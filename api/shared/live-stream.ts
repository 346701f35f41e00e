// A subscription stream that is registered BEFORE the current state is read, so nothing can
// happen in between unseen: subscribe to the topics, read the state, then yield that state
// followed by every event that arrived meanwhile and after (duplicates are harmless: each event is
// "this sub-order changed", and the client re-reads it). graphql-subscriptions' iterators only
// subscribe on their first next(), which would leave that gap. return() unsubscribes at once, even
// while a next() is waiting.
import type { AppPubSub } from './pubsub.js';
import type { Topic } from './topics.js';

export async function liveStream<T>(
  pubsub: AppPubSub,
  topics: Topic<T>[],
  keep: (event: T) => boolean,
  current: () => Promise<T[]> = async () => [],
): Promise<AsyncIterableIterator<T>> {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let closed = false;
  const push = (event: T) => {
    if (closed || !keep(event)) return;
    const next = waiting.shift();
    if (next) next({ value: event, done: false });
    else queue.push(event);
  };
  const ids = await Promise.all(topics.map((topic) => pubsub.engine.subscribe(topic, push, {})));
  const close = () => {
    if (closed) return;
    closed = true;
    for (const id of ids) pubsub.engine.unsubscribe(id);
    for (const next of waiting.splice(0)) next({ value: undefined, done: true });
  };
  try {
    queue.unshift(...(await current()));
  } catch (error) {
    close();
    throw error;
  }
  const iterator: AsyncIterableIterator<T> = {
    next: () =>
      queue.length
        ? Promise.resolve({ value: queue.shift()!, done: false })
        : closed
          ? Promise.resolve({ value: undefined, done: true })
          : new Promise((resolve) => waiting.push(resolve)),
    return: async () => {
      close();
      return { value: undefined, done: true };
    },
    throw: async (error?: unknown) => {
      close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
