import type { EventCounter } from './eventCounter';
import { MemoryEventCounter } from './memoryEventCounter';
import { RedisEventCounter } from './redisEventCounter';

/** Redis when REDIS_URL is set (shared by every instance; REDIS_PREFIX names its keys), else this process's memory. */
export function eventCounterFromEnv(env: NodeJS.ProcessEnv = process.env): EventCounter {
  return env.REDIS_URL ? new RedisEventCounter(env.REDIS_URL, env.REDIS_PREFIX ?? 'showroom:rate:') : new MemoryEventCounter();
}
