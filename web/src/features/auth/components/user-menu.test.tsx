// The avatar menu (ui/menu.tsx with the account's items): its links, the keyboard (arrows, Home, End,
// Escape, focus back on the button), and Logout with "LogOut Successful!" or "LogOut Failed" and Retry.
// Signing out is the test's own function.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import { renderWithRouter } from '@/test/render-with-router';
import type { AuthUser } from '../api/auth-user';
import { UserMenu } from './user-menu';

const KAI: AuthUser = {
  uid: 'kai',
  email: 'kai@example.com',
  displayName: 'Kai Keys',
  photoURL: '/images/team/head-chef.webp',
  providerIds: ['password'],
};
const ITEMS = ['Profile', 'Wishlist', 'Collections', 'Shopping list', 'Meal plan', 'Settings', 'Logout'];

afterEach(() => {
  // The alert queue outlives a render: start each test with none.
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
});

async function renderMenu(signOut: () => Promise<void> = vi.fn(async () => {}), user = KAI) {
  const rendered = await renderWithRouter(
    <>
      <UserMenu user={user} signOut={signOut} />
      <AlertHost />
    </>,
    { path: '/recipes/abc' },
  );
  return { ...rendered, person: userEvent.setup(), signOut };
}

const avatar = () => screen.getByRole('button', { name: 'Account menu for Kai Keys' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('the menu', () => {
  it('shows the name and e-mail over the account links, in order', async () => {
    const { person } = await renderMenu();
    expect(avatar()).toHaveAttribute('aria-expanded', 'false');
    await person.click(avatar());
    const menu = screen.getByRole('menu', { name: 'Account menu for Kai Keys' });
    expect(avatar()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveTextContent('Kai Keys');
    expect(menu).toHaveTextContent('kai@example.com');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((element) => element.textContent),
    ).toEqual(ITEMS);
    expect(item('Profile')).toHaveAttribute('href', '/profile');
    expect(item('Wishlist')).toHaveAttribute('href', '/wishlist');
    expect(item('Collections')).toHaveAttribute('href', '/collections');
    expect(item('Shopping list')).toHaveAttribute('href', '/shoppingList');
    expect(item('Meal plan')).toHaveAttribute('href', '/mealPlan');
    expect(item('Settings')).toHaveAttribute('href', '/settings');
  });

  it('is named "User" for an account without a name', async () => {
    await renderMenu(undefined, { ...KAI, displayName: null });
    expect(screen.getByRole('button', { name: 'Account menu for User' })).toBeInTheDocument();
  });

  it('moves with ↓ ↑ (round the ends), Home and End, and Escape gives the focus back to the button', async () => {
    const { person } = await renderMenu();
    avatar().focus();
    await person.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    for (const name of ITEMS.slice(1)) {
      await person.keyboard('{ArrowDown}');
      expect(item(name)).toHaveFocus();
    }
    await person.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await person.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await person.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await person.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();

    await person.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar()).toHaveFocus();
    expect(avatar()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the last item with ↑, and Tab closes it', async () => {
    const { person } = await renderMenu();
    avatar().focus();
    await person.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await person.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter; choosing Settings goes there, closes the menu and gives the focus back', async () => {
    const { person, router } = await renderMenu();
    avatar().focus();
    await person.keyboard('{Enter}');
    expect(item('Profile')).toHaveFocus();
    await person.keyboard('{End}{ArrowUp}');
    expect(item('Settings')).toHaveFocus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { person } = await renderMenu();
    await person.click(avatar());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await person.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Logout', () => {
  it('signs out, goes to /login and says "LogOut Successful!" with the name', async () => {
    const { person, router, signOut } = await renderMenu();
    await person.click(avatar());
    await person.click(item('Logout'));
    const done = await screen.findByRole('alertdialog', { name: 'LogOut Successful!' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(done).toHaveTextContent('Welcome, Kai Keys!');
    expect(within(done).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says "LogOut Failed" in words when signing out fails, stays, and Retry tries again', async () => {
    const signOut = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('blocked by the test', 'UnknownError'))
      .mockResolvedValueOnce();
    const { person, router } = await renderMenu(signOut);
    await person.click(avatar());
    await person.click(item('Logout'));

    const failed = await screen.findByRole('alertdialog', { name: 'LogOut Failed' });
    expect(within(failed).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(failed).toHaveTextContent('Something went wrong with your account request. Please try again.');
    expect(failed).not.toHaveTextContent('auth/');
    expect(router.state.location.pathname).toBe('/recipes/abc');

    await person.click(within(failed).getByRole('button', { name: 'Retry' }));
    const done = await screen.findByRole('alertdialog', { name: 'LogOut Successful!' });
    expect(done).toHaveTextContent('Welcome, Kai Keys!');
    expect(signOut).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/login');
  });
});
