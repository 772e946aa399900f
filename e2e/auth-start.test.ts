// Who gets the Firebase Auth SDK when a page opens (web/src/lib/session-hint.ts):
// a visitor who has never signed in on this device gets none and is signed
// out at once; whoever has signed in gets it, so that their account is back
// on every page. Login and Register download it once the visitor starts on
// the form. A sign-in in another tab reaches a visitor's open tab too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { madeUpWord } from './support/browse-data';
import { browserSession, hydrated } from './support/browser';
import { createRecipeFor, deleteRecipe } from './support/firestore';

const session = browserSession();
let recipeId = '';

beforeAll(async () => {
  recipeId = await createRecipeFor(`e2e-owner-${madeUpWord()}`, 'Auth Start', 'Auth start lentil soup');
});
afterAll(async () => {
  await deleteRecipe(recipeId);
});

/** Paths of the Auth SDK's chunk requested by `page` from now on. */
function authChunkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/firebase-auth-[\w-]+\.js$/.test(pathname)) requests.push(pathname);
  });
  return requests;
}

const topBarLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login' });

it('opens public pages for a visitor without Auth, signed out at once, and Like asks to log in', async () => {
  const { page } = session;
  const authChunk = authChunkRequests(page);
  await page.goto('/');
  await topBarLogin(page).waitFor();
  await page.goto(`/recipes/${recipeId}`);
  const like = page.getByTestId('like-button');
  await expect.poll(() => like.getAttribute('aria-busy')).not.toBe('true');
  expect(authChunk).toEqual([]);

  await like.click();
  await page.waitForURL((url) => url.pathname === '/login');
});

it.each([
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
])('downloads Auth on %s only once the visitor starts on the form', async (path, title) => {
  const { page } = session;
  const authChunk = authChunkRequests(page);
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('heading', { name: title }).waitFor();
  expect(authChunk).toEqual([]);

  await page.getByLabel('E-mail').focus();
  await expect.poll(() => authChunk.length).toBe(1);
});

it('brings Auth back on every page once signed in, and leaves it out again after logging out', async () => {
  const { page } = session;
  const authChunk = authChunkRequests(page);
  await logInThroughForm(page, await createAccount('auth-start', 'Ada Start'));
  const menu = page.getByRole('button', { name: 'Account menu for Ada Start' });
  await menu.waitFor();

  // A fresh load of a public page: only Auth can say who this is.
  authChunk.length = 0;
  await page.goto('/');
  await menu.waitFor();
  expect(authChunk.length).toBe(1);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  authChunk.length = 0;
  await page.goto('/');
  await topBarLogin(page).waitFor();
  expect(authChunk).toEqual([]);
});

it("shows a sign-in made in another tab in a visitor's open tab", async () => {
  const { context, page } = session;
  await page.goto('/');
  await topBarLogin(page).waitFor();

  const other = await context.newPage();
  await logInThroughForm(other, await createAccount('auth-tab', 'Tab Cook'));
  await page.getByRole('button', { name: 'Account menu for Tab Cook' }).waitFor();
});
