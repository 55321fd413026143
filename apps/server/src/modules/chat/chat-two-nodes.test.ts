// The chat across two server nodes sharing PostgreSQL and Redis (DESIGN §1): a message sent on node A
// reaches a member on node B, an operator's delete on node B leaves the sockets on node A, and the
// send limit is counted once for both nodes. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import { CHAT_RATE, type ChatMessage } from '@sanam/contract/chat.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTwoNodes } from '../../test/two-nodes.ts';
import { testDatabaseUrl, testRedisUrl } from '../../test/env.ts';
import { disconnectChats, joinChat, nextOf, send } from '../../test/factories/chat.ts';
import { registerPayload } from '../../test/factories/members.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();

describe.skipIf(!databaseUrl || !redisUrl)('the chat across two server nodes sharing Redis', () => {
  const nodes = useTwoNodes();
  const api = nodes.api;
  let nodeA: string;
  let nodeB: string;
  let operator: string;
  let stadium: number;

  async function memberToken(node: string): Promise<string> {
    const m = await api<{ access_token: string }>(node, null, '/user/register', registerPayload());
    return (await api<{ token: string }>(node, m.access_token, `/user/chat/token?stadium_id=${stadium}`))
      .token;
  }

  beforeAll(async () => {
    [nodeA, nodeB] = [nodes.a.url, nodes.b.url];
    operator = await nodes.operatorLogin('operator');
    stadium = (
      await api<{ id: number }>(nodeA, operator, '/admin/stadiums', { name: 'สนามสองโหนด', type: 'bull' })
    ).id;
  });

  // before the nodes stop (vitest runs after-hooks in reverse)
  afterAll(() => disconnectChats());

  it('a message sent on node A reaches node B; a delete made on node B leaves node A', async () => {
    const onA = await joinChat(nodeA, { chat_token: await memberToken(nodeA) });
    const onB = await joinChat(nodeB, { chat_token: await memberToken(nodeB) });
    const arrived = nextOf<ChatMessage>(onB.socket, 'CHAT_MESSAGE');
    const ack = await send(onA.socket, 'ข้ามโหนด');
    if (!ack.ok) throw new Error(ack.message);
    expect((await arrived).text).toBe('ข้ามโหนด');
    const gone = nextOf<{ id: number }>(onA.socket, 'CHAT_DELETED');
    await api(nodeB, operator, `/admin/chat/messages/${ack.message.id}/delete`, {});
    expect(await gone).toEqual({ id: ack.message.id, stadium_id: stadium });
  });

  it('counts a member’s sends once across both nodes', async () => {
    const token = await memberToken(nodeA);
    const [onA, onB] = await Promise.all([
      joinChat(nodeA, { chat_token: token }),
      joinChat(nodeB, { chat_token: token }),
    ]);
    const acks = await Promise.all([
      ...Array.from({ length: CHAT_RATE.messages }, (_, i) => send(onA.socket, `A ${i}`)),
      ...Array.from({ length: CHAT_RATE.messages }, (_, i) => send(onB.socket, `B ${i}`)),
    ]);
    expect(acks.filter((a) => a.ok)).toHaveLength(CHAT_RATE.messages);
    expect(acks.filter((a) => !a.ok).every((a) => !a.ok && a.key === 'chat.rate_limited')).toBe(true);
  });
});
