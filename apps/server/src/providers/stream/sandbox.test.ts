import { describe, expect, it } from 'vitest';
import { SandboxStreamProvider, sandboxChannelSlug, sandboxPlaylist, sandboxSegment } from './sandbox.ts';

const at = (seconds: number, start = 0) => sandboxPlaylist(seconds * 1000, start);
const tags = (playlist: string, name: string) =>
  playlist
    .split('\n')
    .filter((l) => l.startsWith(`#${name}:`))
    .map((l) => l.slice(name.length + 2));

describe('the sandbox live playlist', () => {
  it('slides over the last four complete 2-second segments, looping the three files', () => {
    const p = at(20.5); // segment 10 is being "recorded": 6..9 are complete
    expect(tags(p, 'EXT-X-MEDIA-SEQUENCE')).toEqual(['6']);
    expect(p.split('\n').filter((l) => l.startsWith('segment-'))).toEqual([
      'segment-0.ts',
      'segment-1.ts',
      'segment-2.ts',
      'segment-0.ts',
    ]);
    expect(p).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each loop start after the first listed segment as a discontinuity', () => {
    // window 6..9: loops begun at 3 and 6 number segment 6; the loop start at 9 is tagged
    const lines = at(20.5).split('\n');
    expect(tags(at(20.5), 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['2']);
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(lines[lines.lastIndexOf('segment-0.ts') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(lines[lines.indexOf('segment-0.ts') - 2]).not.toBe('#EXT-X-DISCONTINUITY');
    // one step later: window 7..10
    expect(tags(at(22.5), 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['2']);
    expect(tags(at(22.5), 'EXT-X-MEDIA-SEQUENCE')).toEqual(['7']);
  });

  it('keeps the discontinuity sequence consistent as the window slides', () => {
    // a segment keeps its discontinuity sequence number from one playlist to the next
    const dseqOf = (playlist: string) => {
      const lines = playlist.split('\n');
      let seq = Number(tags(playlist, 'EXT-X-MEDIA-SEQUENCE')[0]);
      let d = Number(tags(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')[0]);
      const out = new Map<number, number>();
      for (const l of lines) {
        if (l === '#EXT-X-DISCONTINUITY') d++;
        if (l.startsWith('segment-')) out.set(seq++, d);
      }
      return out;
    };
    const seen = new Map<number, number>();
    for (let s = 0; s < 200; s += 2) {
      for (const [seq, d] of dseqOf(at(s + 0.1))) {
        if (seen.has(seq)) expect(d, `segment ${seq} at ${s}s`).toBe(seen.get(seq));
        seen.set(seq, d);
      }
    }
    expect(at(1_700_000_000)).toContain('#EXT-X-MEDIA-SEQUENCE:849999996');
  });

  it('numbers segments from the start the URL was handed out with, so the numbers stay small', async () => {
    // hls.js walks an array as long as the discontinuity number on every reload: from the epoch
    // that was about 290 million and froze the page for seconds
    const grantedAt = 1_700_000_000.5;
    const provider = new SandboxStreamProvider('/api', () => grantedAt * 1000);
    const { streamUrl } = await provider.resolve('CH 1');
    expect(streamUrl).toBe('/api/public/stream/sandbox/ch-1/index.m3u8?start=849999996');
    const start = Number(new URL(streamUrl, 'http://sandbox').searchParams.get('start'));

    const first = at(grantedAt, start);
    expect(tags(first, 'EXT-X-MEDIA-SEQUENCE')).toEqual(['0']);
    expect(tags(first, 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['0']);
    expect(first.split('\n').filter((l) => l.startsWith('segment-'))).toHaveLength(4);
    // an hour of watching: one loop (one discontinuity) every 6 s
    const hourLater = at(grantedAt + 3600, start);
    expect(tags(hourLater, 'EXT-X-MEDIA-SEQUENCE')).toEqual(['1800']);
    expect(tags(hourLater, 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['600']);
  });

  it('serves the three segment files and nothing else', () => {
    for (const n of [0, 1, 2]) expect(sandboxSegment(n)?.[0]).toBe(0x47);
    expect(sandboxSegment(3)).toBeNull();
    expect(sandboxSegment(-1)).toBeNull();
  });

  it('turns any channel code into a safe path segment', () => {
    expect(sandboxChannelSlug('CH 1')).toBe('ch-1');
    expect(sandboxChannelSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(sandboxChannelSlug('สนาม')).toBe('main');
  });
});
