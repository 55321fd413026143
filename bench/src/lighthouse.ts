// Lighthouse on the member app (issue "Speed"): the login page as a visitor meets it, and the home
// page signed in as the demo member, each served by the real server from the built app, in Debian's
// Chromium, with Lighthouse's default config (the mobile profile: a Moto G Power screen, simulated
// slow 4G and a 4x slower CPU). Five runs per page by default, the median reported (Lighthouse's advice
// on variability), since the machine is shared.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { freePort, spawnTs, stopChild, waitForHttp } from './server-process.ts';
import { round } from './stats.ts';
import { measureWebWeight } from './web-weight.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** apps/server/src/seed/demo.ts: the first demo member. */
const DEMO_MEMBER = { phone: '0800000001', password: 'demo1234' };

/** Signs the throwaway server's tokens; never a deployment's secret. */
const LIGHTHOUSE_JWT_SECRET = 'lighthouse-bench-only-signing-key-0123456789abcdef';

export type LighthousePage = 'login' | 'home';

export interface LighthouseRun {
  page: LighthousePage;
  run: number;
  /** 0–100 */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  runs: LighthouseRun[];
  /** per page, the run with the median performance score (Lighthouse's own advice for noisy machines) */
  median: Record<LighthousePage, LighthouseRun>;
  target: number;
}

/** The real server on a loopback port: embedded PGlite in a temp dir, the demo data, no simulator. */
async function startDemoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sanam-lighthouse-'));
  const port = await freePort();
  const child = spawnTs('apps/server/src/main.ts', {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: LIGHTHOUSE_JWT_SECRET,
    DEMO_SEED: '1',
    DEMO_SIMULATOR: '0',
    LOG_LEVEL: 'warn',
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/ready`, child, 120_000);
  } catch (err) {
    await stop();
    throw new Error(`the server did not start: ${(err as Error).message}\n${stderr}`);
  }
  return { url, stop };
}

async function demoSession(
  baseUrl: string,
): Promise<{ access_token: string; refresh_token: string; user: unknown }> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const reply = (await res.json()) as {
    success: boolean;
    message: string;
    data: { access_token: string; refresh_token: string; user: unknown };
  };
  if (!res.ok || !reply.success) throw new Error(`demo login failed: ${res.status} ${reply.message}`);
  return reply.data;
}

/** Lighthouse could not record the load (e.g. NO_NAVSTART, "Please run Lighthouse again"): not the page's fault. */
class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/** A run Lighthouse failed to record is run again, once; every other failure stands. */
async function auditWithRetry(
  browser: Browser,
  baseUrl: string,
  page: LighthousePage,
  run: number,
): Promise<LighthouseRun> {
  try {
    return await audit(browser, baseUrl, page, run);
  } catch (err) {
    if (!(err instanceof LighthouseRuntimeError)) throw err;
    console.warn(`  lighthouse ${page} run ${run}: ${err.message}; running it again`);
    return audit(browser, baseUrl, page, run);
  }
}

async function audit(
  browser: Browser,
  baseUrl: string,
  page: LighthousePage,
  run: number,
): Promise<LighthouseRun> {
  const tab = await browser.newPage();
  try {
    if (page === 'login') {
      // a visitor: no tokens left from a home run (Lighthouse's storage reset keeps local storage)
      await tab.goto(`${baseUrl}/api/health`);
      await tab.evaluate('localStorage.clear()');
    } else {
      // Sign in the way the app does (apps/web/src/lib/session.ts), from a same-origin address that
      // loads none of the app, then empty the HTTP cache: Lighthouse keeps storage for this run only
      // so the tokens survive, and the app's files must still come over the (simulated) network.
      const session = await demoSession(baseUrl);
      await tab.goto(`${baseUrl}/api/health`);
      const entries = [
        [STORAGE_KEYS.accessToken, session.access_token],
        [STORAGE_KEYS.refreshToken, session.refresh_token],
        [STORAGE_KEYS.user, JSON.stringify(session.user)],
      ];
      // a string: this runs in the page, and the bench is typed without the DOM
      await tab.evaluate(`for (const [k, v] of ${JSON.stringify(entries)}) localStorage.setItem(k, v);`);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const url = page === 'home' ? `${baseUrl}/` : `${baseUrl}/login`;
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: page === 'home',
      },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    const finalUrl = new URL(lhr.finalDisplayedUrl).pathname;
    const expected = page === 'home' ? '/' : '/login';
    if (finalUrl !== expected) throw new Error(`${page}: the app ended at ${finalUrl}, not ${expected}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page,
      run,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: round(value('cumulative-layout-shift'), 3),
      speedIndexMs: Math.round(value('speed-index')),
    };
  } finally {
    await tab.close();
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

export async function runLighthouse(
  opts: { runs?: number; baseUrl?: string } = {},
): Promise<LighthouseResult> {
  const runsPerPage = opts.runs ?? 5;
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  // the server serves whatever apps/web/dist holds: build it if there is none
  if (!opts.baseUrl) await measureWebWeight({ build: 'if-missing' });
  const server = opts.baseUrl ? null : await startDemoServer();
  const baseUrl = opts.baseUrl ?? server?.url ?? '';
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const runs: LighthouseRun[] = [];
    // pages alternate, so a burst of load on the shared machine does not land on one page only
    for (let run = 1; run <= runsPerPage; run++)
      for (const page of ['login', 'home'] as const)
        runs.push(await auditWithRetry(browser, baseUrl, page, run));
    const lighthouseVersion = (
      createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
    ).version;
    const chromium = await browser.version();
    await browser.disconnect();
    return {
      lighthouseVersion,
      chromium,
      runsPerPage,
      runs,
      median: {
        login: medianRun(runs.filter((r) => r.page === 'login')),
        home: medianRun(runs.filter((r) => r.page === 'home')),
      },
      target: 90,
    };
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

export function lighthouseMarkdown(r: LighthouseResult): string {
  const row = (x: LighthouseRun, label: string) =>
    `| ${label} | ${x.performance} | ${x.fcpMs} | ${x.lcpMs} | ${x.tbtMs} | ${x.cls} | ${x.speedIndexMs} |`;
  const lines = [
    '### Member app: Lighthouse (mobile)',
    '',
    `Lighthouse ${r.lighthouseVersion}, its default config (the mobile profile: emulated phone screen,`,
    'simulated slow 4G at 150 ms RTT and 1.6 Mbps, CPU slowed 4x), performance category, in',
    `${r.chromium} (\`${CHROME_FLAGS.join(' ')}\`). The real server (\`apps/server/src/main.ts\`,`,
    'embedded PGlite with the demo data, on a loopback port) serves the built member app as a member',
    'gets it: precompressed, from `apps/web/dist`. **login**: `/login` for a visitor (fresh storage).',
    '**home**: `/` signed in as the demo member: the tokens the login call returns are put in local',
    'storage (`access_token`, `refresh_token`, `user`, as the app does), the HTTP cache is emptied, and',
    'Lighthouse keeps storage for that run.',
    `${r.runsPerPage} runs per page, alternating; the machine is shared, so the runs differ.`,
    '',
    '| page (run) | performance | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...r.runs.map((x) => row(x, `${x.page} (${x.run})`)),
    '',
    '| page: median run | performance | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(r.median.login, '**login**'),
    row(r.median.home, '**home**'),
    '',
    `Target: performance ≥ ${r.target} on both pages (median run): login ${r.median.login.performance},`,
    `home ${r.median.home.performance}.`,
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const result = await runLighthouse({ runs });
  console.log(lighthouseMarkdown(result));
}
