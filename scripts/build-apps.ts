// Builds the member app and the console (`npm run build`), or with --if-changed (`npm start`) only
// the apps whose inputs changed since their last build (a start on an unchanged tree spent
// most of its time rebuilding both). An app's inputs are what its build reads: its own files, the
// workspace packages it depends on (transitively), the lockfile (every package version from
// node_modules), the shared TypeScript settings, and the environment the build reads (VITE_* and
// NODE_ENV). Their content hash is kept beside the build, in dist/.build-inputs.json, written only
// after a build succeeded; Vite empties dist when it builds, so any build made another way
// (`npm run build -w @sanam/web`) leaves no record, and the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface App {
  /** how the output names it */
  label: string;
  /** its npm workspace name */
  workspace: string;
  /** its folder, relative to the repository root */
  dir: string;
}

export const APPS: readonly App[] = [
  { label: 'member app', workspace: '@sanam/web', dir: 'apps/web' },
  { label: 'operator console', workspace: '@sanam/admin', dir: 'apps/admin' },
];

/** dist/<this>: the hash of the inputs the build in dist was made from */
export const STAMP_FILE = '.build-inputs.json';

/** Bumped when what counts as an input changes, so every app builds once more. */
const HASH_VERSION = 1;

/** Never inputs: installed packages (the lockfile stands for them), build output, tool caches. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', '.vite', '.turbo']);
const SKIPPED_FILES = /\.tsbuildinfo$/;

/** Files of the repository root every build reads. */
const ROOT_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Every file under `dir` (relative to `root`), in a stable order. */
async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...(await listFiles(root, rel)));
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      files.push(rel);
    }
  }
  return files;
}

/** The folders of the workspace packages `dir` depends on, directly or through one another. */
export async function workspaceDependencies(root: string, dir: string): Promise<string[]> {
  const rootPkg = await readJson<PackageJson>(path.join(root, 'package.json'));
  const folderOf = new Map<string, string>();
  for (const folder of rootPkg.workspaces ?? []) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const name = (await readJson<PackageJson>(file)).name;
    if (name) folderOf.set(name, folder);
  }
  const found = new Set<string>();
  const visit = async (folder: string) => {
    const pkg = await readJson<PackageJson>(path.join(root, folder, 'package.json'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const dep = folderOf.get(name);
      if (dep && dep !== dir && !found.has(dep)) {
        found.add(dep);
        await visit(dep);
      }
    }
  };
  await visit(dir);
  return [...found].sort();
}

/** The environment a Vite build reads: VITE_* (import.meta.env) and NODE_ENV (the build's mode). */
export function buildEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(env).sort())
    if ((key.startsWith('VITE_') || key === 'NODE_ENV') && env[key] !== undefined) picked[key] = env[key];
  return picked;
}

/** The content hash of everything the build of `app` reads: the same inputs give the same hash. */
export async function inputsHash(
  root: string,
  app: Pick<App, 'dir'>,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const hash = createHash('sha256');
  const add = (part: string | Buffer) => {
    hash.update(String(Buffer.byteLength(part)));
    hash.update(':');
    hash.update(part);
  };
  add(JSON.stringify({ version: HASH_VERSION, env: buildEnvironment(env) }));
  const dirs = [app.dir, ...(await workspaceDependencies(root, app.dir))];
  const files = [...ROOT_INPUTS.filter((f) => existsSync(path.join(root, f)))];
  for (const dir of dirs) files.push(...(await listFiles(root, dir)));
  for (const file of files) {
    add(file);
    add(await readFile(path.join(root, file)));
  }
  return hash.digest('hex');
}

interface Stamp {
  inputs: string;
  builtAt: string;
}

export type BuildDecision =
  | { build: false; reason: 'unchanged'; builtAt: string }
  | { build: true; reason: 'no build' | 'no record' | 'inputs changed' };

/** Whether the build in `distDir` can be served as it is: it exists and was made from `hash`. */
export async function decideBuild(distDir: string, hash: string): Promise<BuildDecision> {
  if (!existsSync(path.join(distDir, 'index.html'))) return { build: true, reason: 'no build' };
  let stamp: Stamp;
  try {
    stamp = await readJson<Stamp>(path.join(distDir, STAMP_FILE));
  } catch {
    return { build: true, reason: 'no record' };
  }
  if (stamp.inputs !== hash) return { build: true, reason: 'inputs changed' };
  return { build: false, reason: 'unchanged', builtAt: stamp.builtAt };
}

export async function writeStamp(distDir: string, hash: string, now = new Date()): Promise<void> {
  const stamp: Stamp = { inputs: hash, builtAt: now.toISOString() };
  await writeFile(path.join(distDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

const WHY: Record<Extract<BuildDecision, { build: true }>['reason'], string> = {
  'no build': 'not built yet',
  'no record': 'its last build left no record of its inputs',
  'inputs changed': 'its sources, packages, lockfile or VITE_* settings changed since its last build',
};

function runBuild(root: string, app: App): void {
  // the hash is taken before the build: a file saved during it makes the next start build again
  // Vite at "warn": the file list and Rollup's chunk-merging notes are noise on a newcomer's first
  // start; a warning (a chunk past the size limit, a bad import) still prints, and errors always do.
  const result = spawnSync(
    'npm',
    ['run', 'build', '--silent', '-w', app.workspace, '--', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`\nThe ${app.label} did not build (${app.dir}); see above.`);
    process.exit(result.status ?? 1);
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const onlyIfChanged = process.argv.includes('--if-changed');
  for (const app of APPS) {
    const distDir = path.join(root, app.dir, 'dist');
    const hash = await inputsHash(root, app, process.env);
    if (onlyIfChanged) {
      const decision = await decideBuild(distDir, hash);
      if (!decision.build) {
        console.log(
          `${app.label} (${app.dir}): unchanged since its build of ${decision.builtAt}, not rebuilt`,
        );
        continue;
      }
      console.log(`${app.label} (${app.dir}): building, ${WHY[decision.reason]}`);
    } else {
      console.log(`${app.label} (${app.dir}): building`);
    }
    runBuild(root, app);
    await writeStamp(distDir, hash);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
