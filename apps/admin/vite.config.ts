import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// The plugins take their types from the hoisted vite 8 (vitest's); this app builds with vite 7.
// Same plugin objects at run time, two type identities at compile time.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

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
});
