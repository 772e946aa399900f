// One vitest run for every suite; `npm test` starts the emulators once around it.
// Run one suite alone with `npm run test:<name>` (see README).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Two cores: run files one or two at a time; suites share one emulator run.
    maxWorkers: 2,
    projects: [
      {
        // Pure functions (the shared schema's, the function's recipe import) and the typed client's
        // generated types against the document the function builds: no emulator.
        test: {
          name: 'unit',
          include: [
            'schema/test/**/*.test.ts',
            'functions/test/unit/**/*.test.ts',
            'clients/typescript/test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The web app's own logic (search params, ticks, like counts, forms): no emulator, no browser.
        // `@/` as in web/vite.config.ts; `@recipe-book/schema/*` resolves through the workspace, as in the web build.
        resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./web/src', import.meta.url)) }] },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components in a DOM (happy-dom), files beside their components: each page state (empty, error,
        // limit, dialog, toast, busy) with its data passed in as props or ports, queried by role and label.
        // Nothing here talks to Firestore; the data access keeps its tests against the emulator.
        resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./web/src', import.meta.url)) }] },
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/component-setup.ts'],
          // Above Testing Library's 5 s for one `findBy…` (component-setup.ts): a test may wait for several.
          testTimeout: 15_000,
        },
      },
      {
        // The project's own scripts (check:data, the test summary, start-up helpers); some start emulators of their own.
        test: {
          name: 'scripts',
          include: ['tests/scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/test/**/*.test.ts'],
          // The function's pure parts, tested without emulators in the unit project.
          exclude: [...configDefaults.exclude, 'functions/test/unit/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // One Chromium for every file (e2e/support/shared-chromium.ts).
          globalSetup: ['e2e/support/shared-chromium.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // After every other project (groupOrder 1), two files at a time: one file alone leaves a
          // third of the two cores idle while its pages load and its emulators answer.
          sequence: { groupOrder: 1 },
          // expect.poll's 1 s default is too short for an app on a loaded machine; it passes as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
