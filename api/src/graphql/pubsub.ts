import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Subscription fan-out: in-process for a single instance, Redis when REDIS_URL is set so that an
 * event published by one api instance reaches subscribers connected to another.
 */
export interface PubSubHandle {
  pubSub: PubSub<Record<string, [unknown]>>;
  close(): Promise<void>;
}

export function createPubSubHandle(redisUrl?: string): PubSubHandle {
  if (!redisUrl) {
    return { pubSub: createPubSub(), close: async () => undefined };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub({ eventTarget }),
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
