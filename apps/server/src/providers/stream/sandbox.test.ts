import { describe, expect, it } from 'vitest';
import { sandboxChannelSlug, sandboxPlaylist, sandboxSegment } from './sandbox.ts';

const at = (seconds: number) => sandboxPlaylist(seconds * 1000);
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
