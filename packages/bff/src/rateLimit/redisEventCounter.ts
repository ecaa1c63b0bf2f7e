import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { EventCounter } from './eventCounter';
import { connectLimitRedis } from './redisConnection';

/**
 * The event counter in Redis (REDIS_URL): every BFF instance sees the same counts, so running more
 * instances does not multiply an attacker's budget. Each key is a sorted set of event times.
 */
export class RedisEventCounter implements EventCounter {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'showroom:rate:') {
    this.redis = connectLimitRedis(url);
  }

  async record(key: string, windowMs: number, now: number): Promise<number> {
    const k = this.prefix + key;
    const result = await this.redis
      .multi()
      .zremrangebyscore(k, '-inf', now - windowMs)
      .zadd(k, now, `${now}:${randomUUID()}`)
      .zcard(k)
      .pexpire(k, windowMs)
      .exec();
    const card = result?.[2];
    if (!card || card[0]) throw card?.[0] ?? new Error('redis: no answer');
    return Number(card[1]);
  }

  async count(key: string, windowMs: number, now: number): Promise<number> {
    // '(' excludes the bound: an event exactly windowMs old has left the window.
    return this.redis.zcount(this.prefix + key, `(${now - windowMs}`, '+inf');
  }

  async remember(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async recall(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
