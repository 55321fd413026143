// The deployment files agree with the code and with each other. This machine
// runs no container engine, so the Dockerfile and the compose file are held here to what they must
// name: the nginx configuration itself runs in e2e/tests/topology.spec.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('deploy/compose.yaml');
const nginx = read('deploy/nginx.conf');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const serverScripts = (JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> })
  .scripts;

/** The stages of the Dockerfile, by name. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [/ AS (\w+)/.exec(stage)?.[1] ?? '', stage]),
);

describe('the deployment files', () => {
  it('copy every workspace’s manifest into both stages, as npm ci reads the whole lockfile', () => {
    for (const ws of workspaces) {
      expect(stages.build, `build stage: ${ws}`).toContain(`COPY ${ws}/package.json ${ws}/`);
      expect(stages.runtime, `runtime stage: ${ws}`).toContain(`/app/${ws}/package.json ${ws}/`);
    }
  });

  it('run node itself on the build as the unprivileged user, with the production start’s arguments', () => {
    const cmd = /^CMD \[(.+)\]$/m.exec(stages.runtime ?? '')?.[1];
    const args = (JSON.parse(`[${cmd}]`) as string[]).join(' ');
    // the workspace's own start:prod, run from the repository root
    expect(args).toBe(serverScripts['start:prod']?.replace(' dist/', ' apps/server/dist/'));
    expect(stages.runtime).toMatch(/^USER node$/m);
    expect(stages.runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/ready/m);
    expect(stages.runtime).toMatch(/npm ci --omit=dev/);
  });

  it('listen where nginx and the compose file expect, and give a stop more time than its deadline', () => {
    // the configuration's default PORT, which the image sets too
    const port = /^\s+PORT: z\.coerce\.number\(\).*\.default\((\d+)\)/m.exec(
      read('apps/server/src/config.ts'),
    )?.[1];
    expect(port).toBe('3000');
    expect(stages.runtime).toContain(`PORT=${port}`);
    expect(stages.runtime).toContain(`EXPOSE ${port}`);
    const nodes = [...compose.matchAll(/^ {2}(node\d+): \*node$/gm)].map((m) => m[1]);
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    for (const upstream of ['socket_nodes', 'api_nodes']) {
      const block = new RegExp(`upstream ${upstream} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
      expect(
        [...block.matchAll(/server (\w+):(\d+)/g)].map((m) => `${m[1]}:${m[2]}`),
        upstream,
      ).toEqual(nodes.map((n) => `${n}:${port}`));
    }
    // main.ts's shutdown deadline is 9 s: the engine's grace period must not cut it short
    const grace = Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1]);
    expect(grace).toBeGreaterThan(9);
    expect(compose).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('run the migrations once, from a file the build makes, before any node starts', () => {
    const command = /migrate:[\s\S]*?command: \[(.+)\]/.exec(compose)?.[1] ?? '';
    const entry = (JSON.parse(`[${command.replace(/'/g, '"')}]`) as string[]).at(-1) ?? '';
    expect(entry).toBe('apps/server/dist/migrate-main.js');
    expect(existsSync(path.join(repo, 'apps/server/src/migrate-main.ts'))).toBe(true);
    expect(compose).toMatch(/depends_on:\s+migrate:\s+condition: service_completed_successfully/);
  });
});
