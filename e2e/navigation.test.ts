// The layout with keyboard alone and at phone and desktop widths: skip link,
// top bar, sidebar, avatar menu and dialogs (focus in, Escape, focus back).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, logInThroughForm } from './support/accounts';
import { browserSession, DESKTOP, hydrated, PHONE, screenshot, type Viewport } from './support/browser';

const session = browserSession();
let page: Page;

async function open(viewport: Viewport, signedInAs?: string) {
  ({ page } = session);
  await page.setViewportSize(viewport);
  if (signedInAs) {
    await logInThroughForm(page, await createAccount('nav', signedInAs));
    // Login goes home; until then the heading found would be the login page's.
    await page.waitForURL((url) => url.pathname === '/');
  } else {
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
  it('starts with a skip link that moves focus to the page', async () => {
    await open(DESKTOP);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement?.id')).toBe('main');
  });

  it('shows the spec links in the desktop top bar and Login and Register buttons', async () => {
    await open(DESKTOP);
    expect(await linkNames(page.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'All Recipes',
      'Add Recipe',
      'About',
    ]);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
  });

  it('opens the sidebar from the keyboard, keeps focus in it, and Escape returns focus', async () => {
    await open(PHONE);
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
  it('Back on a blog post opened directly goes home instead of leaving the site', async () => {
    await open(PHONE);
    await page.goto('/blog/3');
    await page.getByRole('heading', { level: 1, name: 'Your First Loaf of Homemade Bread' }).waitFor();
    await page.getByRole('button', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('signed in', () => {
  it('sidebar lists Dashboard first and My Recipes; the top bar has My Recipes', async () => {
    await open(DESKTOP, 'Nora Nav');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'My Recipes' }).waitFor();
    expect(await linkNames(main)).toContain('My Recipes');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await sidebar.waitFor();
    const links = await linkNames(sidebar);
    expect(links[0]).toBe('Dashboard');
    expect(links).toContain('My Recipes');
    await screenshot(page, 'desktop-sidebar-signed-in');
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('the avatar menu works with arrow keys, Home, End and Escape', async () => {
    await open(PHONE, 'Kai Keys');
    const avatar = page.getByRole('button', { name: 'Account menu for Kai Keys' });
    await avatar.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.getByText('Kai Keys').waitFor();
    expect(await focusedName()).toBe('Profile');
    await screenshot(page, 'phone-avatar-menu');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Wishlist');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Collections');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Shopping list');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Meal plan');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Logout');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Profile');
    await page.keyboard.press('End');
    expect(await focusedName()).toBe('Logout');
    await page.keyboard.press('Home');
    expect(await focusedName()).toBe('Profile');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Account menu for Kai Keys');

    // Enter opens it too; choosing Settings navigates and closes the menu.
    await page.keyboard.press('Enter');
    // Settings is the item before Logout, the last one.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect(await focusedName()).toBe('Settings');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings');
    await menu.waitFor({ state: 'hidden' });
  });

  it('the Edit Profile dialog takes focus, closes on Escape and gives focus back', async () => {
    await open(DESKTOP, 'Eve Escape');
    await page.goto('/profile');
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();
    expect(await page.evaluate('document.activeElement?.getAttribute("autocomplete")')).toBe('name');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Edit Profile');
  });
});
