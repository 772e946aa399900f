// `npm run dev`'s server (scripts/dev-server.ts), started on a port of its own
// against the emulators already running: a recipe page comes rendered on the
// server (its title in the HTML, the loader reading Firestore through the
// Admin SDK) and hydrates; an edit to a component on disk shows in the open
// page within seconds, by hot module replacement: no reload, the page's state
// kept. The edited file is put back whatever happens.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/emulator-env';
import { startGroup, type RunningGroup } from '../scripts/lib/process-group';
import { madeUpWord } from './support/browse-data';
import { hydrated, launchBrowser, newContext, trackConsoleErrors, trackPageErrors } from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

// Not 5173, the port of `npm run dev`.
const PORT = 5174;
const DEV_ORIGIN = `http://127.0.0.1:${PORT}`;
// A component the recipe page shows, and a text of it that the test changes.
const COMPONENT = join(ROOT, 'web/src/features/recipe-page/components/servings-control.tsx');
const LABEL = '          Servings\n';
const EDITED_LABEL = '          Servings (edited live)\n';

const original = readFileSync(COMPONENT, 'utf8');
let server: RunningGroup | undefined;
let output = '';
let browser: Browser;
let recipeId: string;
let title: string;

/** Puts the component back as it was; safe to call more than once. */
function restoreComponent(): void {
  if (readFileSync(COMPONENT, 'utf8') !== original) writeFileSync(COMPONENT, original);
}

/** Resolves once the dev server answers, or fails with its output. */
async function serverAnswers(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(`${DEV_ORIGIN}/favicon.svg`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (server?.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The dev server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  // A file left edited by an interrupted run would make this test pass for the wrong reason.
  expect(original, `${COMPONENT} is still edited by an earlier run`).not.toContain('(edited live)');
  expect(original).toContain(LABEL);
  title = `${madeUpWord()} dev server soup`;
  recipeId = await createRecipeFor('e2e-dev-server', 'Dev Server Tester', title, { servings: 4 });
  server = startGroup(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/dev-server.ts', '--port', String(PORT)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    graceMs: 5000,
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  server.child.stdout?.on('data', collect);
  server.child.stderr?.on('data', collect);
  await serverAnswers(60_000);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  restoreComponent();
  await browser?.close();
  await server?.stop();
  if (recipeId) await deleteRecipe(recipeId);
});

it("renders a recipe page on the server, with Vite's client", async () => {
  const html = await fetch(`${DEV_ORIGIN}/recipes/${recipeId}`).then((response) => response.text());
  expect(html).toContain(`<h1`);
  expect(html).toContain(title);
  // The modules come from Vite, with its client for hot updates.
  expect(html).toContain('/@vite/client');
  expect(html).toContain('/src/entry-client.tsx');
});

it('shows an edited component in the open page without a reload, keeping its state', async () => {
  const context = await newContext(browser);
  const page: Page = await context.newPage();
  const errors = trackPageErrors(page);
  // A hydration mismatch is reported on the console (src/entry-client.tsx).
  const consoleErrors = trackConsoleErrors(page);
  try {
    await page.goto(`${DEV_ORIGIN}/recipes/${recipeId}`);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    // State: a servings choice, a marker on the window (gone after a reload) and on the heading (gone if remounted).
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect.poll(() => page.getByTestId('servings-shown').innerText()).toBe('5');
    await page.evaluate('window.__devServerMarker = "kept"; document.querySelector("h1").dataset.marker = "kept"');

    writeFileSync(COMPONENT, original.replace(LABEL, EDITED_LABEL));
    await expect.poll(() => page.getByText('Servings (edited live)').count(), { timeout: 5000 }).toBe(1);

    expect(await page.evaluate('window.__devServerMarker')).toBe('kept');
    expect(await page.locator('h1').getAttribute('data-marker')).toBe('kept');
    expect(await page.getByTestId('servings-shown').innerText()).toBe('5');
    expect([...errors, ...consoleErrors]).toEqual([]);
  } finally {
    restoreComponent();
    await context.close();
  }
  // Vite transforms every module on the first visit: slower than the built app.
}, 120_000);
