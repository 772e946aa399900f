// Lint for every workspace: recommended JS + TypeScript rules, React hooks in web/,
// and the import boundaries between the app's layers (see "Import boundaries" below).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// --- Import boundaries ---
// A boundary is a regex over the import source plus the reason. Each one is enforced for
// static imports (no-restricted-imports, `import type` included) and for import() calls,
// which no-restricted-imports does not look at. Both rules take one option list per file,
// so every block below states all the boundaries that apply to its files.

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `@/features/<name>/...` or a relative path into it (`../../<name>/...`). */
const featureBoundary = (name) => ({
  regex: `^(?:@/features/|(?:\\.\\./)+(?:features/)?)${name}(?:/|$)`,
  message: `Features do not import each other (this imports features/${name}): move what both need to web/src/components or web/src/lib.`,
});

const firestoreBoundary = {
  regex: '^firebase/firestore(?:/|$)',
  message: 'Only web/src/features/*/api and web/src/lib talk to Firestore; everything else gets its data through them.',
};

const webFromFunctionsBoundary = {
  regex: '^(?:(?:\\.\\./)+)?web(?:/(?!src/entry-server(?:\\.tsx|\\.js)?$)|$)',
  message: 'functions/src may import from web/ only its server entry, web/src/entry-server.tsx.',
};

function restrictImports(boundaries) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: boundaries.map(({ regex, message }) => ({ regex, message, caseSensitive: true })) },
    ],
    'no-restricted-syntax': [
      'error',
      ...boundaries.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

const importBoundaries = [
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'web/src/lib/**'],
    rules: restrictImports([firestoreBoundary]),
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports([...FEATURES.filter((other) => other !== feature).map(featureBoundary), firestoreBoundary]),
  })),
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/api/**/*.{ts,tsx}`],
    rules: restrictImports(FEATURES.filter((other) => other !== feature).map(featureBoundary)),
  })),
  {
    files: ['functions/src/**/*.ts'],
    rules: restrictImports([webFromFunctionsBoundary]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'functions/lib/**',
      '**/node_modules/**',
      '.cache/**',
      'test-results/**',
      'web/src/routeTree.gen.ts',
      'clients/typescript/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaries,
);
