import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, policyHeader } from './src/server/http/securityPolicy.ts';

/**
 * `virtual:faker-en-person`: the name lists of faker's English locale, read from faker at build
 * time. The worker draws names from these lists with faker's own random sequence
 * (src/data/people/mersenne.ts), so it ships the lists instead of all of faker.
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

/**
 * faker's English reference lists, read from faker at build time: `virtual:faker-en-reference`
 * holds them whole (airlines, aircraft types, airports, every animal list) and is loaded only
 * when a visitor opens one; `virtual:faker-en-reference-index` holds just their names and sizes,
 * for the dataset switcher.
 */
function fakerReferenceLists(): Plugin {
  const lists = 'virtual:faker-en-reference';
  const index = 'virtual:faker-en-reference-index';
  const read = async () => {
    const { en } = await import('@faker-js/faker');
    const { airline, airplane, airport } = en.airline ?? {};
    return { airlines: airline ?? [], airplanes: airplane ?? [], airports: airport ?? [], animals: en.animal ?? {} };
  };
  return {
    name: 'faker-en-reference',
    resolveId: (source) => (source === lists || source === index ? `\0${source}` : undefined),
    async load(resolved) {
      if (resolved === `\0${lists}`) return `export default ${JSON.stringify(await read())};`;
      if (resolved !== `\0${index}`) return undefined;
      const { airlines, airplanes, airports, animals } = await read();
      const sizes = {
        airlines: airlines.length,
        airplanes: airplanes.length,
        airports: airports.length,
        animals: Object.fromEntries(Object.entries(animals).map(([key, names]) => [key, (names as string[]).length])),
      };
      return `export default ${JSON.stringify(sizes)};`;
    },
  };
}

/**
 * The built page carries its policy as a meta tag (for any static host); `vite preview`
 * (`npm start`) also sends it as a header, with a fresh nonce for every page it serves.
 */
function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { server }) =>
        server
          ? html // the dev server needs inline scripts for hot reloading
          : html.replace(
              '<meta charset="UTF-8" />',
              `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(NONCE_PLACEHOLDER)}" />`,
            ),
    },
    configurePreviewServer(server) {
      const indexPath = join(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', policyHeader(nonce));
        const path = (req.url ?? '/').split('?')[0]!;
        if (path !== '/' && path !== '/index.html') return next();
        readFile(indexPath, 'utf8').then(
          (html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(html.replaceAll(NONCE_PLACEHOLDER, nonce));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), fakerEnglishPersonLists(), fakerReferenceLists(), contentSecurityPolicyPlugin()],
  html: { cspNonce: NONCE_PLACEHOLDER },
  preview: { port: 4173, strictPort: false },
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What main.tsx runs before the page: reading the address, starting the data worker.
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The page (React, AG Grid, the app) as one chunk: one file compresses better than
            // several, and code loaded later (the values dialog, file readers) imports from it.
            { name: 'page', test: /src[\\/]page[\\/]mount\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  worker: {
    format: 'es',
    plugins: () => [fakerEnglishPersonLists(), fakerReferenceLists()],
    // What the worker runs before the first rows as one script, also what its later chunks share with it (a shared piece split apart is one more fetch first).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'worker', tags: ['$initial'] }] } } },
  },
  test: {
    // Playwright's *.spec.ts files live in e2e/ and must not be picked up by Vitest.
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Some tests check hundreds of thousands of random cases, or start DuckDB and chdb: give them
    // room on a busy machine (the server's tests, 8 s at most at load 4, passed 30 s at load 13).
    testTimeout: 90_000,
    // And their set-ups the same room: a beforeAll that starts chdb and loads tables into it took over Vitest's 10 s at load 28.
    hookTimeout: 90_000,
    // A worker per core: Vitest's default leaves one idle, which on this 2-core machine ran every file in one worker.
    maxWorkers: '100%',
  },
});
