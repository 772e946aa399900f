// The layout with keyboard alone at phone width, where only a browser tells:
// the skip link, the sidebar's modal focus, the avatar menu. The links for
// visitors and cooks and the menus' keys are component tests
// (components/layout/app-shell.test.tsx,
// features/auth/components/user-menu.test.tsx, edit-profile-form.test.tsx);
// Back on a blog post opened directly is blog-post-view.test.tsx's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { browserSession, hydrated, PHONE, screenshot, type Viewport } from './support/browser';
import { signIn } from './support/sign-in';

const session = browserSession();
let page: Page;

async function open(viewport: Viewport, signedInAs?: string) {
  ({ page } = session);
  if (signedInAs) {
    page = await signIn(session, await createAccount('nav', signedInAs), '/', viewport);
  } else {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // The menu button answers once React has hydrated the page.
    await hydrated(page);
  }
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The accessible name (or text) of the focused element. */
function focusedName(): Promise<string> {
  return page.evaluate(
    "(document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '').trim()",
  );
}

const linkNames = (container: ReturnType<Page['getByRole']>) =>
  container.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

describe('signed out', () => {
  it('skips to the page, opens the sidebar from the keyboard, keeps focus in it, and Escape returns focus', async () => {
    await open(PHONE);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement?.id')).toBe('main');

    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await sidebar.waitFor();
    expect(await linkNames(sidebar)).toEqual(['Home', 'All Recipes', 'Add Recipe', 'About']);
    expect(await sidebar.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    await screenshot(page, 'phone-sidebar-signed-out');
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Open menu');

    // A link chosen from the sidebar navigates and closes it.
    await page.keyboard.press('Enter');
    await sidebar.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/aboutUs');
    await sidebar.waitFor({ state: 'hidden' });
  });
});

describe('signed in', () => {
  it('the avatar menu opens from the keyboard at phone width, and Settings goes there', async () => {
    await open(PHONE, 'Kai Keys');
    const avatar = page.getByRole('button', { name: 'Account menu for Kai Keys' });
    await avatar.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.getByText('Kai Keys').waitFor();
    expect(await focusedName()).toBe('Profile');
    await screenshot(page, 'phone-avatar-menu');

    // Choosing Settings navigates and closes the menu; it is the item before Logout, the last one.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect(await focusedName()).toBe('Settings');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings');
    await menu.waitFor({ state: 'hidden' });
  });
});
