import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src, top to bottom (README, "Design"): imports only go down. A folder lists
 * the folders above it, which it must not import from.
 */
const PAGE = ['../App', '../main', '../use*'];
const LAYERS = {
  'src/model': [...PAGE, '../grid/*', '../controls/*', '../worker/*', '../view/*', '../filtering/*'],
  'src/filtering': [...PAGE, '../grid/*', '../controls/*', '../worker/*', '../view/*'],
  'src/view': [...PAGE, '../grid/*', '../controls/*', '../worker/*'],
  'src/worker': [...PAGE, '../grid/*', '../controls/*', '../view/*'],
  'src/controls': [...PAGE, '../grid/*', '../worker/*'],
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
