import { defineConfig } from 'vitest/config';
import { lazyModuleKeys } from './apps/web/build-plugins/lazy-module-keys';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // each file opens its own database; PGlite start-up is CPU-bound
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: { name: 'console', root: './apps/console', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // the web app's server entry, which paints pages in Node, where there is no DOM
        plugins: [lazyModuleKeys()],
        test: {
          name: 'web-ssr',
          root: './apps/web',
          environment: 'node',
          include: ['src/**/*.ssr.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
      {
        // run by `npm run test:faults` only: it builds and kills the real server, PGlite and PostgreSQL
        test: {
          name: 'faults',
          root: './apps/server',
          include: ['faults/**/*.test.ts'],
          globalSetup: ['./faults/global-setup.ts'],
          // PGlite and PostgreSQL side by side: a restart is mostly one core loading modules
          maxWorkers: 2,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        // run by `npm run test:drill` only: two built portals behind nginx, on PostgreSQL, a bucket and SMTP
        test: {
          name: 'drill',
          root: './apps/server',
          include: ['drill/**/*.test.ts'],
          globalSetup: ['./faults/global-setup.ts'],
          // one journey, step after step, on one set of servers
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
