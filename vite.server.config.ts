import { defineConfig } from 'vite';

/**
 * The data server (`npm run serve`) as one Node module, dist-server/main.js: the app's own
 * TypeScript (the SQL writer, the engine's marks) bundled, its packages (DuckDB) left to Node.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/http/main.ts',
    outDir: 'dist-server',
    target: 'node20',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
