// The member app's weight (issue "Speed"): the JavaScript a browser must fetch before the app can
// show anything, read from the build output. The budget is 170 kB gzip for the entry script plus the
// chunks index.html modulepreloads; beside it, what the login and home pages need on top (their route
// chunks and the chunks those import), from Vite's manifest.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server-process.ts';
import { round } from './stats.ts';

export const FIRST_LOAD_BUDGET_GZIP_KB = 170;

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** The route modules of the two pages a member lands on (apps/web/src/app/router.tsx). */
const PAGES = {
  login: 'src/features/auth/components/login-page.tsx',
  home: ['src/app/app-layout.tsx', 'src/features/home/components/home-page.tsx'],
} as const;

export interface WeightedFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface WebWeightResult {
  /** the entry script and its modulepreloads, in index.html order */
  firstLoad: WeightedFile[];
  firstLoadRawKb: number;
  firstLoadGzipKb: number;
  budgetGzipKb: number;
  /** first-load gzip / budget: at most 1 meets it */
  ratio: number;
  /** the chunks each page adds to the first load before it can render */
  pages: Record<
    keyof typeof PAGES,
    { files: WeightedFile[]; rawKb: number; gzipKb: number; totalGzipKb: number }
  >;
  /** every script of the build, largest first */
  allChunks: WeightedFile[];
  built: boolean;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const kb = (bytes: number) => round(bytes / 1000, 1);

async function weigh(file: string): Promise<WeightedFile> {
  const body = await readFile(path.join(WEB_DIST, file));
  return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

function npmBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@sanam/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build exited with ${code}`)),
    );
  });
}

/** The script and modulepreload URLs of index.html, as the browser meets them. */
export function firstLoadScripts(indexHtml: string): string[] {
  const urls: string[] = [];
  const tag = /<(script|link)\b[^>]*>/g;
  for (const [element, name] of indexHtml.matchAll(tag)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(element)?.[1];
    if (!src) continue;
    const isEntry = name === 'script' && /\btype="module"/.test(element);
    const isPreload = name === 'link' && /\brel="modulepreload"/.test(element);
    if (isEntry || isPreload) urls.push(src.replace(/^\//, ''));
  }
  return urls;
}

/** A manifest entry's file and every chunk it imports statically, transitively. */
function withImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

export async function measureWebWeight(
  opts: { build?: 'if-missing' | 'always' } = {},
): Promise<WebWeightResult> {
  const mode = opts.build ?? 'if-missing';
  const manifestPath = path.join(WEB_DIST, '.vite/manifest.json');
  const mustBuild =
    mode === 'always' || !existsSync(path.join(WEB_DIST, 'index.html')) || !existsSync(manifestPath);
  if (mustBuild) await npmBuild();

  const indexHtml = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const firstLoad = await Promise.all(firstLoadScripts(indexHtml).map(weigh));
  const firstSet = new Set(firstLoad.map((f) => f.file));
  const firstRaw = firstLoad.reduce((sum, f) => sum + f.rawBytes, 0);
  const firstGzip = firstLoad.reduce((sum, f) => sum + f.gzipBytes, 0);

  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const pageWeight = async (keys: readonly string[]) => {
    const files = new Set<string>();
    for (const key of keys)
      for (const file of withImports(manifest, key)) if (!firstSet.has(file)) files.add(file);
    const weighed = await Promise.all([...files].map(weigh));
    const gzip = weighed.reduce((sum, f) => sum + f.gzipBytes, 0);
    return {
      files: weighed.sort((a, b) => b.gzipBytes - a.gzipBytes),
      rawKb: kb(weighed.reduce((sum, f) => sum + f.rawBytes, 0)),
      gzipKb: kb(gzip),
      totalGzipKb: kb(firstGzip + gzip),
    };
  };

  const scripts = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const allChunks = (await Promise.all(scripts.map(weigh))).sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    firstLoad,
    firstLoadRawKb: kb(firstRaw),
    firstLoadGzipKb: kb(firstGzip),
    budgetGzipKb: FIRST_LOAD_BUDGET_GZIP_KB,
    ratio: round(firstGzip / 1000 / FIRST_LOAD_BUDGET_GZIP_KB, 3),
    pages: { login: await pageWeight([PAGES.login]), home: await pageWeight(PAGES.home) },
    allChunks,
    built: mustBuild,
  };
}

export function webWeightMarkdown(r: WebWeightResult): string {
  const row = (f: WeightedFile) => `| \`${f.file}\` | ${kb(f.rawBytes)} | ${kb(f.gzipBytes)} |`;
  const lines = [
    '### Member app weight: first-load JavaScript',
    '',
    'Read from the build (`apps/web/dist`, `npm run build -w @sanam/web`): the entry script of',
    '`index.html` and the chunks it modulepreloads, each gzipped here with `node:zlib` at level 9 and',
    `summed. That is what a browser fetches before the app can render anything; the budget is ${r.budgetGzipKb} kB gzip.`,
    'The server sends the same files precompressed (`.br`, else `.gz`, written by the build).',
    '',
    '| first load | raw kB | gzip kB |',
    '|---|---:|---:|',
    ...r.firstLoad.map(row),
    `| **total** | **${r.firstLoadRawKb}** | **${r.firstLoadGzipKb}** |`,
    '',
    `**Ratio: ${r.firstLoadGzipKb} kB / ${r.budgetGzipKb} kB budget = ${r.ratio}** (at most 1 meets it).`,
    '',
    'Every page is a chunk of its own, fetched as the app starts (alongside the auth check). What the',
    'two landing pages add before they can render (their route chunks and the chunks those import,',
    'from `dist/.vite/manifest.json`):',
    '',
    '| page | chunks | adds gzip kB | first load + page, gzip kB |',
    '|---|---|---:|---:|',
    ...(['login', 'home'] as const).map((name) => {
      const p = r.pages[name];
      return `| ${name} | ${p.files.map((f) => `\`${path.basename(f.file)}\``).join(', ')} | ${p.gzipKb} | ${p.totalGzipKb} |`;
    }),
    '',
    `The largest of the build's ${r.allChunks.length} scripts:`,
    '',
    '| chunk | raw kB | gzip kB |',
    '|---|---:|---:|',
    ...r.allChunks.slice(0, 12).map(row),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureWebWeight({
    build: process.argv.includes('--build') ? 'always' : 'if-missing',
  });
  console.log(webWeightMarkdown(result));
}
