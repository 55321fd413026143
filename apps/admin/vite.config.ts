import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// The plugins take their types from the hoisted vite 8 (vitest's); this app builds with vite 7.
// Same plugin objects at run time, two type identities at compile time.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

// React, its scheduler, and the router with the two packages it imports: no chunk imports back.
const REACT_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

// The chart library (uPlot) comes with the dashboard's charts, loaded when first shown.
const CHART_PACKAGES = /[\\/]node_modules[\\/]uplot[\\/]/;

// Served by the API server at /admin/ with an SPA fallback (DESIGN §1).
export default defineConfig({
  base: '/admin/',
  plugins,
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  preview: { port: 4174 },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        // zod 4's own build has prose comments that name `@__PURE__` (util.js, regexes.js): Rollup
        // reads them as misplaced annotations and drops the comments, which is all it can do and
        // loses nothing. Only those are silenced; the real annotations beside them still work.
        if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? ''))
          return;
        warn(warning);
      },
      output: {
        // One 894 kB script before (Vite's 500 kB warning): React and the router in one chunk, the
        // other libraries in a second, the console's own code in the entry. Each stays under the
        // limit, and a release that changes only the console's code leaves the libraries cached.
        // Then the console's own code passed the limit (592 kB): its translations (th and en of
        // every page, 188 kB) and the shared contract (schemas and messages, 115 kB) are chunks of
        // their own. Neither imports the console's code, so no chunk imports back.
        manualChunks(id) {
          if (/[\\/]apps[\\/]admin[\\/]src[\\/]locales[\\/].*\.json$/.test(id)) return 'locales';
          if (/[\\/]packages[\\/]contract[\\/]/.test(id)) return 'contract';
          if (!id.includes('/node_modules/')) return undefined;
          // the dashboard's chart library stays in the chunk that imports it lazily
          if (CHART_PACKAGES.test(id)) return undefined;
          return REACT_PACKAGES.test(id) ? 'react' : 'vendor';
        },
      },
    },
  },
});
