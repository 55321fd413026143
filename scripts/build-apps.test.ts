import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideBuild, inputsHash, writeStamp, workspaceDependencies } from './build-apps.ts';

// A small repository of the same shape: an app using a shared package, and an unrelated workspace.
let root: string;
const app = { dir: 'apps/web' };
const dist = () => path.join(root, 'apps/web/dist');
const env = { PATH: '/usr/bin', VITE_SUPPORT_URL: 'https://line.me/x' };

function put(file: string, body: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

/** The app as `npm start` leaves it after a build: dist with its page and the record of its inputs. */
async function built() {
  put('apps/web/dist/index.html', '<!doctype html>');
  await writeStamp(dist(), await inputsHash(root, app, env), new Date('2026-11-25T00:00:00Z'));
}

async function decide(runEnv: NodeJS.ProcessEnv = env) {
  return decideBuild(dist(), await inputsHash(root, app, runEnv));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sanam-build-apps-'));
  put(
    'package.json',
    JSON.stringify({ workspaces: ['packages/contract', 'packages/theme', 'apps/web', 'bench'] }),
  );
  put('package-lock.json', '{"lockfileVersion":3}');
  put('tsconfig.base.json', '{}');
  put('packages/contract/package.json', JSON.stringify({ name: '@x/contract', dependencies: { zod: '^4' } }));
  put('packages/contract/src/limits.ts', 'export const MAX = 10;');
  put('packages/theme/package.json', JSON.stringify({ name: '@x/theme' }));
  put('packages/theme/theme.css', ':root{}');
  put(
    'apps/web/package.json',
    JSON.stringify({ name: '@x/web', dependencies: { '@x/contract': '*', '@x/theme': '*', react: '^19' } }),
  );
  put('apps/web/vite.config.ts', 'export default {};');
  put('apps/web/src/main.tsx', 'console.log(1);');
  put('apps/web/node_modules/.vite/deps.json', '{}');
  put('bench/package.json', JSON.stringify({ name: '@x/bench', dependencies: { '@x/contract': '*' } }));
  put('bench/src/run.ts', 'run();');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start deciding whether to build an app', () => {
  it('builds an app that has never been built', async () => {
    expect(await decide()).toEqual({ build: true, reason: 'no build' });
  });

  it('serves an unchanged tree as it is, even when files were touched without changing', async () => {
    await built();
    utimesSync(path.join(root, 'apps/web/src/main.tsx'), new Date(), new Date());
    expect(await decide()).toEqual({
      build: false,
      reason: 'unchanged',
      builtAt: '2026-11-25T00:00:00.000Z',
    });
  });

  it.each([
    ['a source of the app', 'apps/web/src/main.tsx', 'console.log(2);'],
    ['a new file of the app', 'apps/web/src/new-page.tsx', 'export {};'],
    ['the app config', 'apps/web/vite.config.ts', 'export default { base: "/x/" };'],
    ['a package the app imports', 'packages/contract/src/limits.ts', 'export const MAX = 20;'],
    ['the shared design system', 'packages/theme/theme.css', ':root{--gold:#fc0}'],
    ['the lockfile', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
  ])('builds again when %s changes', async (_what, file, body) => {
    await built();
    put(file, body);
    expect(await decide()).toEqual({ build: true, reason: 'inputs changed' });
  });

  it('builds again when a VITE_ setting the build reads changes', async () => {
    await built();
    expect(await decide({ ...env, VITE_SUPPORT_URL: 'https://line.me/y' })).toMatchObject({ build: true });
    expect(await decide({ ...env, VITE_CHAT_URL: 'https://chat.example' })).toMatchObject({ build: true });
    expect(await decide({ ...env, PATH: '/bin', HOME: '/root' })).toMatchObject({ build: false });
  });

  it('does not build for changes outside what the app reads', async () => {
    await built();
    put('bench/src/run.ts', 'run(2);');
    put('apps/web/node_modules/.vite/deps.json', '{"changed":true}');
    put('apps/web/dist/assets/extra.js', '');
    expect(await decide()).toMatchObject({ build: false });
  });

  it('builds when the build or its record is missing', async () => {
    await built();
    rmSync(path.join(dist(), '.build-inputs.json'));
    expect(await decide()).toEqual({ build: true, reason: 'no record' });
    rmSync(dist(), { recursive: true });
    expect(await decide()).toEqual({ build: true, reason: 'no build' });
  });

  it('follows workspace packages through one another', async () => {
    put(
      'packages/contract/package.json',
      JSON.stringify({ name: '@x/contract', dependencies: { '@x/theme': '*' } }),
    );
    put('apps/web/package.json', JSON.stringify({ name: '@x/web', dependencies: { '@x/contract': '*' } }));
    expect(await workspaceDependencies(root, 'apps/web')).toEqual(['packages/contract', 'packages/theme']);
  });
});
