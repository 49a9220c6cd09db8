import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const sharedSrc = decodeURIComponent(new URL('../shared/src/', import.meta.url).pathname);
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * /api goes to the API. The server refuses unsafe requests whose Origin is not its PUBLIC_URL (CSRF,
 * docs/security.md); a page served by this dev server sends its own origin, so requests that are
 * same-origin here are passed on as coming from the API's origin. Requests from other origins stay as sent.
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyReq, req) => {
      const { origin, host } = req.headers;
      if (host && (origin === `http://${host}` || origin === `https://${host}`)) proxyReq.setHeader('origin', new URL(apiTarget).origin);
    }),
};

export default defineConfig({
  base: '/',
  // every text asset also as .br and .gz next to it: the server sends the one the browser accepts
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, skipIfLargerOrEqual: false })],
  resolve: {
    // The web uses the shared package's TypeScript source directly.
    alias: [
      { find: /^@clearline\/shared$/, replacement: `${sharedSrc}index.ts` },
      { find: /^@clearline\/shared\/(.*)$/, replacement: `${sharedSrc}$1` },
    ],
  },
  server: { proxy: { '/api': apiProxy } },
  preview: { proxy: { '/api': apiProxy } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The product's own modules (web and shared) have no side effects on import: a resource folder's index.ts
      // that re-exports parts for other folders then costs the sign-in page nothing until a page uses a part.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/(web|shared)\/src\//.test(id) },
    },
  },
});
