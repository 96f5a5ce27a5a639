import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preloadFonts } from './build-plugins/preload-fonts';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas';

const api = { target: 'http://localhost:3000' };
const apiProxy = { '/api': api, '/sandbox': api, '/dev': api };

export default defineConfig({
  plugins: [
    react(),
    pureContractSchemas(),
    preloadFonts([
      'noto-sans-latin-400-normal',
      'noto-sans-latin-600-normal',
      'noto-sans-latin-700-normal',
      'dosis-latin-600-normal',
      'dosis-latin-700-normal',
    ]),
  ],
  // the sandbox providers' pages (bank, 3-D Secure) and the dev outbox are served by the API too
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // fonts stay files, so a browser downloads only the subsets and weights a page uses
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // a file's first test loads its lazy page; on a busy two-core machine that alone can pass 5 seconds
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
