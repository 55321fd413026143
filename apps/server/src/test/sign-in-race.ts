// The race of a socket being accepted while its sign-in ends: the member logs out on another tab
// right after the handshake has read the session as live, so the close goes out before the socket is
// in its session's room (socket-server.ts and chat/socket.ts look once more after the joins).
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { logout } from './factories/members.ts';

/** What `accept` resolves to, with the member logged out just after the first member-session read. */
export async function loggedOutWhileAccepted<T>(
  t: { app: FastifyInstance; db: Db },
  accessToken: string,
  accept: () => Promise<T>,
): Promise<T> {
  const query = t.db.query.bind(t.db);
  let armed = true;
  const spy = vi.spyOn(t.db, 'query').mockImplementation(async (sql, params, name) => {
    const rows = await query(sql, params, name);
    if (armed && name === 'member-sessions') {
      armed = false;
      expect((await logout(t.app, accessToken)).statusCode).toBe(200);
    }
    return rows;
  });
  try {
    const accepted = await accept();
    expect(armed).toBe(false);
    return accepted;
  } finally {
    spy.mockRestore();
  }
}
