import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = 'http://127.0.0.1:3000';

/**
 * Writes a .br and a .gz beside every script and style sheet of the build, at the strongest settings
 * (done once here, not per request), for the server to send to browsers that take them
 * (@fastify/static `preCompressed`, apps/server/src/http/front-ends.ts). Fonts and images are
 * compressed formats already.
 */
function precompress(): PluginOption {
  let outDir = '';
  return {
    name: 'sanam-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The plugins are hoisted to the root and typed against the root's vite (pulled in by vitest 4),
// while this app builds with its own vite 7: same plugin API, two copies of the types.
const plugins = [react(), tailwindcss(), precompress()] as unknown as PluginOption[];

export default defineConfig({
  plugins,
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/socket.io': { target: server, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page needs (bench/src/web-weight.ts reads it)
    manifest: true,
    // chat.html: the light live chat page the match room frames (its own React root)
    rollupOptions: {
      onwarn(warning, warn) {
        // zod 4's own build has prose comments that name `@__PURE__` (util.js, regexes.js): Rollup
        // reads them as misplaced annotations and drops the comments, which is all it can do and
        // loses nothing. Only those are silenced; the real annotations beside them still work.
        if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? ''))
          return;
        warn(warning);
      },
      // Chunks under 4 kB merge into a neighbour where that changes nothing that runs: the home
      // page otherwise waits on some twenty tiny shared chunks, a queue on HTTP/1.1's six connections.
      output: { experimentalMinChunkSize: 4_000 },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        chat: fileURLToPath(new URL('./chat.html', import.meta.url)),
      },
    },
  },
});
