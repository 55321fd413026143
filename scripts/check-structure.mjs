#!/usr/bin/env node
// The import shape of STYLE.md, checked as part of `npm run lint`: what ESLint's path
// patterns cannot see, because it needs the whole graph.
//   1. no import circle among the source files of apps/ and packages/ (tests and test helpers aside);
//   2. no feature of the member app or the console imports another feature (siblings included);
//   3. the server's platform (db/, http/, audit/, realtime/, ledger/, providers/) never imports a module;
//   4. a server module is entered from outside only through its public entry, modules/<name>/index.ts;
//   5. the modules reach each other downward only: no circle among the modules themselves (a circle of
//      files through two index.ts files is not needed for modules to lean on each other both ways);
//   6. docs/architecture.md is true: its module chart and order, and its table of who writes which table.
// Imports are read from the text of the files git tracks: relative specifiers only (packages are
// entered by name and cannot form a circle with a relative path here). Exit 1 on any finding.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// test helpers sit in a test/ folder (apps/server/src/test: factories, harness) or are fixtures
// (packages/fixtures, an app's test-fixtures.ts): counted with the tests
const isTestFile = (f) => /(\.test\.|\.spec\.|\/test\/|\/tests\/|fixtures)/.test(f);
const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  // a file deleted in the work tree but still in git's index is gone: skip it
  .filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTestFile(f) && existsSync(path.join(root, f)),
  );
const known = new Set(sources);

const specifiers =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
function resolveSpecifier(from, spec) {
  const base = path.join(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** file → the files it imports */
const graph = new Map(
  sources.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = new Set();
    for (const m of text.matchAll(specifiers)) {
      const target = resolveSpecifier(file, m[1] ?? m[2]);
      if (target && target !== file) targets.add(target);
    }
    return [file, [...targets]];
  }),
);

const problems = [];

// 1. circles: the strongly connected components of two or more files (Tarjan, iterative)
{
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = graph.get(node)[i];
      if (next !== undefined) {
        frame[1] = i + 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)));
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1)
          problems.push(`import circle of ${component.length}: ${component.sort().join(' → ')}`);
      }
    }
  }
}

// 2. feature → feature, in both React apps
const featureOf = (file) =>
  /^apps\/(web|admin)\/src\/features\/([^/]+)\//.exec(file)?.slice(1, 3).join('/') ?? null;
// 3. the server's platform below its modules
const platform = /^apps\/server\/src\/(db|http|audit|realtime|ledger|providers)\//;
const isModule = (file) => file.startsWith('apps/server/src/modules/');

const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isEntry = (file) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(file);
/** module → the modules it imports */
const moduleGraph = new Map();

for (const [file, targets] of graph) {
  for (const target of targets) {
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to) problems.push(`feature imports another feature: ${file} → ${target}`);
    if (platform.test(file) && isModule(target))
      problems.push(`platform imports a module: ${file} → ${target}`);
    const fromModule = moduleOf(file);
    const toModule = moduleOf(target);
    if (toModule && fromModule !== toModule) {
      if (!isEntry(target)) problems.push(`module entered past its index.ts: ${file} → ${target}`);
      if (fromModule) {
        if (!moduleGraph.has(fromModule)) moduleGraph.set(fromModule, new Set());
        moduleGraph.get(fromModule).add(toModule);
      }
    }
  }
}

// 5. a circle among the modules: a depth-first walk that meets a module still on its path
{
  const state = new Map(); // module → 'open' while on the path, 'done' after
  const path = [];
  const walk = (name) => {
    state.set(name, 'open');
    path.push(name);
    for (const next of moduleGraph.get(name) ?? []) {
      if (state.get(next) === 'open')
        problems.push(`module circle: ${[...path.slice(path.indexOf(next)), next].join(' → ')}`);
      else if (!state.has(next)) walk(next);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const name of [...moduleGraph.keys()].sort()) if (!state.has(name)) walk(name);
}

// 6. docs/architecture.md says what the code does: its chart draws every module → module import (the
//    ones to `auth`, which every module may use, aside) and no other, its order line puts each
//    import downward, and its table of writers names every place that writes each table and no other.
{
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = (title) => {
    const start = doc.indexOf(`\n## ${title}`);
    if (start < 0) throw new Error(`docs/architecture.md has no "## ${title}" section`);
    const end = doc.indexOf('\n## ', start + 1);
    return doc.slice(start, end < 0 ? undefined : end);
  };
  const layers = section('The layers');
  const modules = new Set(
    execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src/modules'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((f) => existsSync(path.join(root, f)))
      .map(moduleOf)
      .filter(Boolean),
  );
  // the chart's nodes of the modules subgraph: id["name"]
  const nodeName = new Map();
  for (const m of layers.matchAll(/^\s*(\w+)\["([a-z-]+)"\]\s*$/gm))
    if (modules.has(m[2])) nodeName.set(m[1], m[2]);
  for (const name of modules)
    if (![...nodeName.values()].includes(name))
      problems.push(`docs/architecture.md: the chart has no node for module ${name}`);
  const drawn = new Set();
  for (const m of layers.matchAll(/^\s*(\w+) --> (.+)$/gm)) {
    const from = nodeName.get(m[1]);
    if (!from) continue;
    for (const id of m[2].split('&').map((t) => t.trim())) {
      const to = nodeName.get(id);
      if (to) drawn.add(`${from} → ${to}`);
    }
  }
  const actual = new Set();
  for (const [from, targets] of moduleGraph)
    for (const to of targets) if (to !== 'auth') actual.add(`${from} → ${to}`);
  for (const edge of actual)
    if (!drawn.has(edge)) problems.push(`docs/architecture.md: the chart does not draw ${edge}`);
  for (const edge of drawn)
    if (!actual.has(edge))
      problems.push(`docs/architecture.md: the chart draws ${edge}, which no import makes`);
  // the order line: tiers of backticked module names joined by →
  const orderLine = layers.split('\n').find((line) => /^`[a-z-]+`.*→.*the platform\.$/.test(line.trim()));
  if (!orderLine)
    problems.push('docs/architecture.md: the module order line ("`a`, `b` → … → the platform.") is missing');
  else {
    const tier = new Map();
    orderLine.split('→').forEach((part, i) => {
      for (const m of part.matchAll(/`([a-z-]+)`/g)) tier.set(m[1], i);
    });
    for (const name of modules)
      if (!tier.has(name)) problems.push(`docs/architecture.md: the order line leaves out module ${name}`);
    for (const [from, targets] of moduleGraph)
      for (const to of targets)
        if (tier.has(from) && tier.has(to) && tier.get(to) <= tier.get(from))
          problems.push(`docs/architecture.md: ${from} → ${to} does not go down the order line`);
  }

  // who writes which tables: each write statement in the server's own code (tests aside)
  const tables = new Set();
  const migrations = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src/db/migrations'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((f) => f.endsWith('.sql'));
  for (const f of migrations)
    for (const m of readFileSync(path.join(root, f), 'utf8').matchAll(
      /CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g,
    ))
      tables.add(m[1]);
  const writerOf = (file) => {
    const rest = file.slice('apps/server/src/'.length);
    return moduleOf(file) ?? (rest.includes('/') ? `${rest.split('/')[0]}/` : rest);
  };
  const written = new Map(); // table → writer → a file that writes it
  for (const file of sources.filter((f) => f.startsWith('apps/server/src/'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // a statement, or a table handed to db/'s image store (`const TABLE = 'redeem_images'`)
    for (const m of text.matchAll(
      /\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+([a-z_]+)|\bconst TABLE = '([a-z_]+)'/g,
    )) {
      m[1] ??= m[2];
      if (!tables.has(m[1])) continue;
      if (!written.has(m[1])) written.set(m[1], new Map());
      written.get(m[1]).set(writerOf(file), file);
    }
  }
  const listed = new Map(); // table → writers the table names
  for (const row of section('Who writes which tables').split('\n')) {
    const cells = row.split('|');
    if (cells.length < 4) continue;
    const rowTables = [...cells[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((t) => tables.has(t));
    const writers = [...cells[2].matchAll(/`([^`]+)`/g)]
      .map((m) => m[1])
      .map((w) => (modules.has(w) ? w : /^[a-z-]+\//.test(w) ? `${w.split('/')[0]}/` : null))
      .filter(Boolean);
    for (const t of rowTables) listed.set(t, new Set([...(listed.get(t) ?? []), ...writers]));
  }
  for (const [table, writers] of written)
    for (const [writer, file] of writers)
      if (!listed.get(table)?.has(writer))
        problems.push(
          `docs/architecture.md: ${writer} writes ${table} (${file}), and the table of writers does not say so`,
        );
  for (const [table, writers] of listed)
    for (const writer of writers)
      if (!written.get(table)?.has(writer))
        problems.push(
          `docs/architecture.md: the table of writers names ${writer} for ${table}, and no code of it writes it`,
        );
  for (const table of tables)
    if (!listed.has(table) && written.has(table))
      problems.push(`docs/architecture.md: ${table} is missing from the table of writers`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} structure problem(s): see STYLE.md "Shape" and docs/architecture.md`);
  process.exit(1);
}
console.log(
  `structure ok: ${graph.size} source files, no import circle, no feature → feature, platform below modules, modules entered by index.ts and downward only, docs/architecture.md's chart and writers true`,
);
