import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sharedSrc = decodeURIComponent(new URL('../shared/src/', import.meta.url).pathname);
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    // The web uses the shared package's TypeScript source directly.
    alias: [
      { find: /^@clearline\/shared$/, replacement: `${sharedSrc}index.ts` },
      { find: /^@clearline\/shared\/(.*)$/, replacement: `${sharedSrc}$1` },
    ],
  },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
