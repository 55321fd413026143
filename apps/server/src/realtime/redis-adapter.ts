// Several nodes (DESIGN §1): with REDIS_URL the Redis streams adapter carries every room emit to the
// other nodes, and keeps the stream that connection-state recovery reads missed events back from.
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { SocketIoServer } from './socket-data.ts';

export interface RedisLink {
  redis: Redis;
  /** the adapter's key of a session is this prefix and the session id */
  sessionKeyPrefix: string;
}

/** Puts the adapter on `io`'s namespace; `stream` names its stream, channels and session keys. */
export function useRedisAdapter<Chat>(io: SocketIoServer<Chat>, redisUrl: string, stream: string): RedisLink {
  const redis = new Redis(redisUrl);
  // ioredis reconnects by itself; while Redis is away emits wait in its queue, then are dropped,
  // and clients catch up by their polling and on reconnect (DESIGN §5)
  redis.on('error', () => undefined);
  const sessionKeyPrefix = `${stream}:session:`;
  io.adapter(createAdapter(redis, { streamName: stream, channelPrefix: stream, sessionKeyPrefix }));
  return { redis, sessionKeyPrefix };
}
