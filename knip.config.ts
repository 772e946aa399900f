// knip (in `npm run lint`): fails on files nothing imports, exports nothing
// uses and dependencies nothing needs (or needs but does not list). Entries
// are what runs on its own: the scripts, the test files (knip's Vitest plugin
// reads vitest.config.ts), the function's index, the app's entries and
// TanStack's file routes, which the generated route tree imports.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // The route tree, written by the route plugin at build time and git-ignored.
  ignoreUnresolved: ['./routeTree.gen'],
  // The Cloud SDK's CLI, only asked where the Firestore emulator jar lives.
  ignoreBinaries: ['gcloud'],
  workspaces: {
    '.': {
      entry: ['scripts/*.ts', 'tests/scripts/fixtures/**/*.ts', 'e2e/support/google-api-stub.js'],
      project: ['scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.{ts,js}', '*.ts', '*.js'],
      // Loaded by file path, not imported: pa11y's engine is injected into pages
      // (e2e/support/pa11y.ts), Redocly's CLI is run by the OpenAPI lint test, and
      // firebase-tools is the `firebase` command scripts/lib/firebase-cli.ts runs.
      ignoreDependencies: ['@pa11y/html_codesniffer', '@redocly/cli', 'firebase-tools'],
    },
    web: {
      // The modules web/vite.config.ts puts in place of two never-run SDK parts.
      entry: ['src/entry-server.tsx', 'src/routes/**/*.tsx', 'src/lib/not-bundled/*.ts', 'scripts/*.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.ts'],
    },
    functions: {
      entry: ['src/index.ts', 'bundle-functions.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.ts'],
    },
    // The schema's files are its package's entries (`exports: ./*`), whose exports knip
    // would take as public: only web/ and functions/ use them, so each must be used.
    schema: { includeEntryExports: true },
    'clients/typescript': {},
  },
};

export default config;
