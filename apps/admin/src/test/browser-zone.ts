// The console reads Bangkok time whatever the browser's zone, so its clock tests run as a
// browser far from Bangkok would.
import { afterAll, beforeAll } from 'vitest';

/** The tests of the calling describe block run with the process in `zone`, restored after them. */
export function inBrowserZone(zone: string): void {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
