import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { lazyModuleKeys } from './build-plugins/lazy-module-keys';
import { preloadFonts } from './build-plugins/preload-fonts';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas';

const api = { target: 'http://localhost:3000' };
const apiProxy = { '/api': api, '/sandbox': api, '/dev': api };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    lazyModuleKeys(),
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
  // the server entry carries its libraries, built for production like the browser's (no NODE_ENV needed)
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? // the server's entry for painting pages (src/ssr/render-page.tsx); the browser's files are in dist/
      { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
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
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    // the server entry's tests run in Node (the web-ssr project)
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
  },
}));
