import type { Redis } from 'ioredis';
import type { SharedViewNumbers } from '@margin/api';
import { withTimeout, type RedisWatch } from './redis-watch';

/** A share idle this long loses its number in Redis; the next view starts again from the database's count. */
const KEEP_FOR_MS = 24 * 60 * 60 * 1000;
/** A Redis that is connected but does not answer must not hold the view: past this, this server numbers it. */
const ANSWER_WITHIN_MS = 200;

// One past the larger of the numbers handed out and the caller's count, in one step, so that two servers never
// hand out the same number. The caller's count is higher after an outage (views numbered in memory meanwhile)
// and for a share not viewed for a day (its key expired; the database has every view by then).
const NEXT = `
local answered = tonumber(redis.call('GET', KEYS[1]) or '0')
local number = math.max(answered, tonumber(ARGV[1])) + 1
redis.call('SET', KEYS[1], number, 'PX', ARGV[2])
return number
`;

/**
 * Share view numbers shared by every server through Redis (REDIS_URL), so that views of one link through several
 * servers are numbered 1, 2, 3... as they are answered. While Redis is unreachable each server numbers its own
 * (two may then answer the same number; the stored count is exact either way, see share-views.ts).
 */
export function createRedisViewNumbers(
  redis: Redis,
  watch: RedisWatch,
  prefix = 'margin:share-views:',
): SharedViewNumbers {
  return {
    async next(shareId, atLeast) {
      if (!watch.up) return undefined;
      try {
        const next = redis.eval(NEXT, 1, prefix + shareId, String(atLeast), String(KEEP_FOR_MS));
        return (await withTimeout(next, ANSWER_WITHIN_MS)) as number;
      } catch (error) {
        watch.failed(error);
        return undefined;
      }
    },
  };
}
