import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  preview: { port: 4173, strictPort: false },
  worker: { format: 'es' },
  test: {
    // Playwright's *.spec.ts files live in e2e/ and must not be picked up by Vitest.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
