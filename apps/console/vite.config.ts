import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { target: 'http://localhost:3000' };

/** The staff console: its own bundles under /staff/, none of them in the student portal's. */
export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  server: { proxy: { '/api': api, '/dev': api } },
  // react-admin arrives whole, once: the console's one bundle is cached for a year
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1600 },
});
