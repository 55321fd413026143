// The fan-out baseline's server: a bare Socket.IO server (the server's own socket.io package) that
// puts every socket in one room and, on POST /publish {payload}, emits RATE with it to that room.
// No auth, no database: what a broadcast costs by itself. Run as a child process by the fan-out
// bench. With REDIS_URL (and SOCKET_STREAM) it uses the Redis streams adapter exactly as the real
// server does (apps/server/src/realtime/server.ts), so two of them share one room.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Server as IoServer, ServerOptions } from 'socket.io';

const requireFromServer = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const { Server } = requireFromServer('socket.io') as {
  Server: new (srv: ReturnType<typeof createServer>, opts: Partial<ServerOptions>) => IoServer;
};

const ROOM = 'match:1';
const port = Number(process.argv[2]);
const redisUrl = process.env.REDIS_URL;
const stream = process.env.SOCKET_STREAM || 'sanam:socket.io';

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/ready') return void res.end('ok');
  if (req.method !== 'POST' || req.url !== '/publish') {
    res.statusCode = 404;
    return void res.end();
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const payload = JSON.parse(Buffer.concat(chunks).toString()) as unknown;
    io.to(ROOM).emit('RATE', payload);
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
});
const io = new Server(http, { path: '/socket.io' });

interface RedisClient {
  on(event: 'error', fn: () => void): void;
  quit(): Promise<unknown>;
}
let redis: RedisClient | null = null;
if (redisUrl) {
  const { Redis } = requireFromServer('ioredis') as { Redis: new (url: string) => RedisClient };
  const { createAdapter } = requireFromServer('@socket.io/redis-streams-adapter') as {
    createAdapter: (client: RedisClient, opts: { streamName: string; channelPrefix: string }) => never;
  };
  redis = new Redis(redisUrl);
  redis.on('error', () => undefined);
  io.adapter(createAdapter(redis, { streamName: stream, channelPrefix: stream }));
}

io.on('connection', (socket) => void socket.join(ROOM));
http.listen(port, '127.0.0.1');

const stop = () => {
  void io.close();
  void redis?.quit().catch(() => undefined);
  http.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
