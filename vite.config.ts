import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * `virtual:faker-en-person`: the name lists of faker's English locale, read from faker at build
 * time. The worker builds its Faker from these lists and faker's base locale, so it ships about
 * 40 KB of faker instead of the whole English locale (about 150 KB gzipped).
 */
function fakerEnglishPersonLists(): Plugin {
  const id = 'virtual:faker-en-person';
  return {
    name: 'faker-en-person',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { en } = await import('@faker-js/faker');
      const { first_name, last_name, last_name_pattern } = en.person ?? {};
      return `export default ${JSON.stringify({ first_name, last_name, last_name_pattern })};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), fakerEnglishPersonLists()],
  preview: { port: 4173, strictPort: false },
  worker: { format: 'es', plugins: () => [fakerEnglishPersonLists()] },
  test: {
    // Playwright's *.spec.ts files live in e2e/ and must not be picked up by Vitest.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
