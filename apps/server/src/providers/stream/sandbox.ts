// The sandbox stream (DESIGN §8 embedded demo): every channel plays the same short clip, served by
// the server itself as a live HLS playlist that loops forever. The clip is three 2-second MPEG-TS
// segments in assets/stream/sandbox (how they were made: assets/stream/README.md).
//
// The playlist is computed from the clock and the URL, so every node and every reload agrees on what
// is "live": the clock's segment k (seconds since the epoch ÷ 2) is the watcher's segment
// n = k − start, where `start` is the clock segment their URL was handed out at (less the window, so
// the first playlist is already full), and n plays file n mod 3. The clip's timestamps start again at
// each loop, so a discontinuity tag precedes every listed segment that starts a loop (but the first:
// EXT-X-DISCONTINUITY-SEQUENCE is already its number, the loops begun up to it; RFC 8216 §4.3.3.3),
// and a player sees every segment keep its discontinuity number as the window slides.
//
// Why numbers count from the URL and not from the epoch: hls.js keeps a plain array indexed by
// discontinuity number and walks and copies it on every playlist reload and every segment. Counted
// from 1970 that number is about 290 million, and each walk held the main thread for seconds: no
// frame was painted, a tap never landed and the video stalled. Counted from the grant, it grows by
// one every 6 s of watching.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StreamGrant, StreamProvider } from './provider.ts';

export const SANDBOX_SEGMENT_SECONDS = 2;
export const SANDBOX_SEGMENT_COUNT = 3;
/** segments listed in the playlist: 8 s, over the 3 target durations RFC 8216 §6.2.2 asks for */
const WINDOW = 4;
const ASSETS_DIR = path.resolve(import.meta.dirname, '../../../assets/stream/sandbox');

export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const MPEG_TS_TYPE = 'video/mp2t';

/** A channel code as a path segment: any code plays the sandbox clip, under a readable name. */
export function sandboxChannelSlug(channelCode: string): string {
  const slug = channelCode
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'main';
}

export class SandboxStreamProvider implements StreamProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly apiPrefix: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  resolve(channelCode: string): Promise<StreamGrant> {
    const start = Math.max(0, clockSegment(this.nowMs()) - WINDOW);
    return Promise.resolve({
      streamUrl: `${this.apiPrefix}/public/stream/sandbox/${sandboxChannelSlug(channelCode)}/index.m3u8?start=${start}`,
      // the sandbox checks no token; a real provider's is opaque to us too
      token: randomUUID(),
    });
  }
}

/** The clock's segment at `nowMs`: the one being "recorded". */
function clockSegment(nowMs: number): number {
  return Math.floor(nowMs / 1000 / SANDBOX_SEGMENT_SECONDS);
}

/**
 * The live media playlist at `nowMs` of a watcher whose numbering starts at clock segment `start`:
 * the last WINDOW complete segments, the clip looping.
 */
export function sandboxPlaylist(nowMs: number, start: number): string {
  const current = clockSegment(nowMs) - start;
  const first = Math.max(0, current - WINDOW);
  const loopsBegun = Math.floor(first / SANDBOX_SEGMENT_COUNT);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SANDBOX_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${loopsBegun}`,
  ];
  for (let k = first; k < first + WINDOW; k++) {
    const file = k % SANDBOX_SEGMENT_COUNT;
    if (k > first && file === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SANDBOX_SEGMENT_SECONDS.toFixed(3)},`, `segment-${file}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

const segments = new Map<number, Buffer>();

/** Segment `n` of the clip (0 ≤ n < SANDBOX_SEGMENT_COUNT), read once and kept (about 60 kB each). */
export function sandboxSegment(n: number): Buffer | null {
  if (!Number.isInteger(n) || n < 0 || n >= SANDBOX_SEGMENT_COUNT) return null;
  let data = segments.get(n);
  if (!data) {
    data = readFileSync(path.join(ASSETS_DIR, `segment-${n}.mpegts`));
    segments.set(n, data);
  }
  return data;
}
