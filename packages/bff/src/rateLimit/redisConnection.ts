import Redis from 'ioredis';

/**
 * A Redis connection for the BFF's limits (REDIS_URL). Fail fast: a limiter that waits on a lost Redis would
 * hang the route it guards, so a command gets one retry and two seconds.
 */
export function connectLimitRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
  redis.on('error', () => undefined);
  return redis;
}
