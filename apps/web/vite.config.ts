import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = 'http://127.0.0.1:3000';

// The plugins are hoisted to the root and typed against the root's vite (pulled in by vitest 4),
// while this app builds with its own vite 7: same plugin API, two copies of the types.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

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
    // chat.html: the light live chat page the match room frames (its own React root)
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        chat: fileURLToPath(new URL('./chat.html', import.meta.url)),
      },
    },
  },
});
