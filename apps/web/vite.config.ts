import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas';

export default defineConfig({
  plugins: [react(), pureContractSchemas()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
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
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
