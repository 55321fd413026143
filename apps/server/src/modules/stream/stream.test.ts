import type { Match } from '@sanam/contract/matches.ts';
import { translate } from '@sanam/contract/messages.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { streamRoutes } from '@sanam/contract/routes/stream.ts';
import type { StreamResponse } from '@sanam/contract/stream.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { post } from '../../ledger/ledger.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { deposit } from '../../test/factories/ledger.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { createTestApp } from '../../test/test-app.ts';

let watcher: TestMember;

const desk = useDesk({
  roles: ['operator'],
  ready: async () => {
    watcher = await aMember(t.app);
    await t.db.transaction((tx) => post(tx, deposit(`test:stream:${watcher.id}`, watcher.id, 10_000)));
  },
});
const { t } = desk;

async function matchOnChannel(channel: string): Promise<Match> {
  const res = await callRoute(t.app, matchDeskRoutes.create, {
    as: desk.operator,
    body: {
      round_name: 'คู่ถ่ายทอดสด',
      red_cow_name: 'แดง',
      blue_cow_name: 'น้ำเงิน',
      streaming_url: channel,
    },
  });
  expect(res.statusCode).toBe(200);
  return body<Envelope<Match>>(res).data;
}

function askStream(member: TestMember | null, chanel_code: string, headers: Record<string, string> = {}) {
  return callRoute(t.app, streamRoutes.stream, {
    body: { identify: 'someone-else', chanel_code, agent_brand: 'sanam' },
    headers: { ...(member ? { authorization: `Bearer ${member.accessToken}` } : {}), ...headers },
  });
}

describe('the live stream of a match', () => {
  it('hands a member with live access a playable sandbox playlist, and serves it and its segments', async () => {
    await matchOnChannel('CH 1');
    const res = await askStream(watcher, 'CH 1');
    expect(res.statusCode).toBe(200);
    const reply = body<Envelope<StreamResponse>>(res);
    expect(reply.success).toBe(true);
    const first = reply.data.data[0];
    expect(first?.stream_url).toMatch(/^\/api\/public\/stream\/sandbox\/ch-1\/index\.m3u8\?start=\d+$/);
    expect(first?.token).toMatch(/^[0-9a-f-]{36}$/);

    const playlist = await t.app.inject({ method: 'GET', url: first?.stream_url ?? '' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(playlist.headers['cache-control']).toMatch(/no-cache/);
    const lines = playlist.body.trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-TARGETDURATION:2');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segments = lines.filter((l) => !l.startsWith('#'));
    expect(segments).toHaveLength(4);
    // numbered from the grant, not from the epoch: hls.js froze the page on epoch-sized numbers
    expect(lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist.body)?.[1])).toBeLessThan(10);
    const unnumbered = await callRoute(t.app, streamRoutes.sandboxPlaylist, { params: { channel: 'ch-1' } });
    expect(unnumbered.statusCode).toBe(400);

    for (const uri of new Set(segments)) {
      const seg = await callRoute(t.app, streamRoutes.sandboxSegment, {
        params: { channel: 'ch-1', segment: uri },
      });
      expect(seg.statusCode, uri).toBe(200);
      expect(seg.headers['content-type']).toBe('video/mp2t');
      const bytes = seg.rawPayload;
      // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47
      expect(bytes.length % 188).toBe(0);
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes[0]).toBe(0x47);
      expect(bytes[188]).toBe(0x47);
    }
    const none = await callRoute(t.app, streamRoutes.sandboxSegment, {
      params: { channel: 'ch-1', segment: 'segment-7.ts' },
    });
    expect(none.statusCode).toBe(404);
    const sneaky = await callRoute(t.app, streamRoutes.sandboxSegment, {
      params: { channel: 'ch-1', segment: '..%2F..%2Fconfig.ts' },
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it('refuses a member without live access, with the spec message', async () => {
    await matchOnChannel('ch-2');
    const poor = await aMember(t.app);
    const res = await askStream(poor, 'ch-2', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(body<Envelope<unknown>>(res).message).toBe(translate('live.not_eligible', 'en'));
  });

  it('resolves only the channel of a running match', async () => {
    const m = await matchOnChannel('ch-3');
    expect((await askStream(watcher, 'ch-unknown')).statusCode).toBe(404);
    const ended = await callRoute(t.app, matchDeskRoutes.end, {
      as: desk.operator,
      params: { id: m.id },
      body: { result: 'red' },
    });
    expect(ended.statusCode).toBe(200);
    const res = await askStream(watcher, 'ch-3');
    expect(res.statusCode).toBe(404);
    expect(body<Envelope<unknown>>(res).message).toBe(translate('stream.channel_invalid', 'th'));
  });

  it('needs a member token and a channel code', async () => {
    await matchOnChannel('ch-4');
    expect((await askStream(null, 'ch-4')).statusCode).toBe(401);
    const empty = await askStream(watcher, '   ');
    expect(empty.statusCode).toBe(400);
    expect(body<Envelope<unknown>>(empty).message).toBe(translate('validation.required', 'th'));
  });
});

describe('outside the sandbox', () => {
  it('serves no sandbox clip and hands on a channel that is already an https playlist', async () => {
    const prod = await createTestApp({ sandbox: false });
    try {
      const op = await operatorToken(prod.app, prod.db, 'operator');
      const m = await aMember(prod.app);
      await prod.db.transaction((tx) => post(tx, deposit(`test:stream:${m.id}`, m.id, 10_000)));
      const url = 'https://cdn.example.com/live/ch9/index.m3u8';
      for (const streaming_url of [url, 'ch-9']) {
        const created = await callRoute(prod.app, matchDeskRoutes.create, {
          as: op,
          body: {
            round_name: 'r',
            red_cow_name: 'a',
            blue_cow_name: 'b',
            streaming_url,
          },
        });
        expect(created.statusCode).toBe(200);
      }
      const ask = (chanel_code: string) =>
        callRoute(prod.app, streamRoutes.stream, {
          as: m.accessToken,
          body: { identify: m.username, chanel_code },
        });
      const direct = await ask(url);
      expect(body<Envelope<StreamResponse>>(direct).data.data).toEqual([{ stream_url: url, token: '' }]);
      expect((await ask('ch-9')).statusCode).toBe(404);
      const sandbox = await callRoute(prod.app, streamRoutes.sandboxPlaylist, {
        params: { channel: 'ch-9' },
      });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
