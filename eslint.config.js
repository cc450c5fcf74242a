import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src, top to bottom (README, "Design"): imports only go down. A folder lists
 * what it must not import: the folders above it (at any depth), and React or AG Grid where
 * the code is pure.
 */
const at = (...folders) => folders.flatMap((folder) => [`**/${folder}/*`, `**/${folder}/**`]);
const PAGE = [...at('page'), '**/main'];
const UI = ['react', 'react-dom', 'react-dom/*', 'ag-grid-*'];
const LAYERS = {
  'src/model': [...PAGE, ...at('grid', 'controls', 'data', 'view', 'engine'), ...UI],
  'src/engine': [...PAGE, ...at('grid', 'controls', 'data', 'view'), ...UI],
  'src/view': [...PAGE, ...at('grid', 'controls', 'data'), ...UI],
  'src/data': [...PAGE, ...at('grid', 'controls', 'view'), ...UI],
  'src/controls': [...PAGE, ...at('grid', 'data'), 'ag-grid-*'],
  'src/grid': [...PAGE],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
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
  ...Object.entries(LAYERS).map(([folder, above]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: above, message: `${folder} imports only from the layers below it (README, Design).` }] }],
    },
  })),
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
