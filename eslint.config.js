import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src, top to bottom (README, "Design"): imports only go down. A folder lists
 * what it must not import: the folders above it (at any depth), and React or AG Grid where
 * the code is pure. `server` (Node only) stands at the top beside the page: nothing imports it,
 * and nothing below it imports Node's modules, DuckDB or the ClickHouse client, so the browser's bundle never does.
 */
const at = (...folders) => folders.flatMap((folder) => [`**/${folder}/*`, `**/${folder}/**`]);
const PAGE = [...at('page'), '**/main'];
const UI = ['react', 'react-dom', 'react-dom/*', 'ag-grid-*'];
const NODE = [...at('server'), 'node:*', '@duckdb/*', '@clickhouse/*'];
const LAYERS = {
  'src/model': [...PAGE, ...at('grid', 'controls', 'data', 'sql', 'view', 'engine'), ...UI, ...NODE],
  'src/engine': [...PAGE, ...at('grid', 'controls', 'data', 'sql', 'view'), ...UI, ...NODE],
  'src/view': [...PAGE, ...at('grid', 'controls', 'data', 'sql'), ...UI, ...NODE],
  'src/sql': [...PAGE, ...at('grid', 'controls', 'data', 'view'), ...UI, ...NODE],
  'src/data': [...PAGE, ...at('grid', 'controls', 'view', 'sql'), ...UI, ...NODE],
  'src/controls': [...PAGE, ...at('grid', 'data', 'sql'), 'ag-grid-*', ...NODE],
  'src/grid': [...PAGE, ...at('sql'), ...NODE],
  'src/page': [...at('sql'), ...NODE],
  'src/server': [...PAGE, ...at('grid', 'controls', 'view'), ...UI],
};

/**
 * The server's wings (README, "Design"): `http` on top wires the engines; `duckdb` and
 * `clickhouse` never import each other, `http`, or the other's package; the files at the top of
 * src/server are what every engine shares, and import no wing.
 */
const WINGS = {
  'src/server/*': [...at('http', 'duckdb', 'clickhouse'), '@duckdb/*', '@clickhouse/*'],
  'src/server/duckdb/**/*': [...at('http', 'clickhouse'), '@clickhouse/*'],
  'src/server/clickhouse/**/*': [...at('http', 'duckdb'), '@duckdb/*'],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.cache', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // public/theme-start.js is sent as written before the first rows: its empty catch (storage refused, the system's theme followed) is said in index.html.
  { files: ['public/**/*.js'], rules: { 'no-empty': ['error', { allowEmptyCatch: true }] } },
  ...Object.entries(LAYERS).map(([folder, above]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: above, message: `${folder} imports only from the layers below it (README, Design).` }] }],
    },
  })),
  // A later rule of the same name replaces the layer's: each wing lists the server's layer rule too.
  ...Object.entries(WINGS).map(([files, apart]) => ({
    files: [`${files}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: LAYERS['src/server'], message: 'src/server imports only from the layers below it (README, Design).' },
            { group: apart, message: `${files.replace(/\/\*.*$/, '')}: the server's wings stay apart (README, Design).` },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
