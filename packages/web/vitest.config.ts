import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      // the test files share one module graph: MUI and react-admin load once, not once per file (about 4× faster);
      // a test that stubs a global restores it in afterEach (vi.unstubAllGlobals)
      isolate: false,
    },
  }),
);
