import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ok } from '@sanam/client/testing/mock.ts';
import { openRoom } from '../../../test/room-setup.ts';

const hls = vi.hoisted(() => ({ loads: 0, sources: [] as string[], attached: [] as HTMLMediaElement[] }));

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    on() {}
    loadSource(url: string) {
      hls.sources.push(url);
    }
    attachMedia(media: HTMLMediaElement) {
      hls.attached.push(media);
    }
    destroy() {}
  }
  // counted on each use of the import, not once per module cache
  return {
    get default() {
      hls.loads++;
      return FakeHls;
    },
  };
});

const STREAM_URL = 'https://cdn.example/5.m3u8';
const withStream = {
  '/public/stream/get_stream_by_chanel_code': ok({ data: [{ stream_url: STREAM_URL, token: 't' }] }),
};

beforeEach(() => {
  hls.loads = 0;
  hls.sources.length = 0;
  hls.attached.length = 0;
  // every browser below claims native HLS: Safari, and Chromium with its "maybe"
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const video = async () => {
  await screen.findByRole('button', { name: /ฝั่งแดง/ });
  return screen.findByLabelText<HTMLVideoElement>('ถ่ายทอดสด', { selector: 'video' });
};

describe('match room: the stream player', () => {
  it('plays through hls.js where Media Source Extensions exist, though the browser claims native HLS', async () => {
    vi.stubGlobal('MediaSource', class {});
    openRoom({ handlers: withStream });
    const player = await video();
    await waitFor(() => expect(hls.sources).toEqual([STREAM_URL]));
    expect(hls.loads).toBe(1);
    expect(hls.attached).toEqual([player]);
    expect(player.getAttribute('src')).toBeNull();
  });

  it("plays natively with Safari's own player and never downloads hls.js there", async () => {
    vi.stubGlobal('MediaSource', class {});
    vi.stubGlobal('ManagedMediaSource', class {});
    openRoom({ handlers: withStream });
    const player = await video();
    await waitFor(() => expect(player.getAttribute('src')).toBe(STREAM_URL));
    expect(hls.sources).toEqual([]);
    expect(hls.loads).toBe(0);
  });
});
