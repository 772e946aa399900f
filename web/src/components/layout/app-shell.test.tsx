// The layout's navigation for a visitor and for a signed-in cook: the top bar's links and account corner
// (Login and Register), the sidebar opened from "Open menu" with its links (Dashboard first when signed
// in), closed by Escape with the focus back on "Open menu", or by choosing a link, which navigates.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuestLinks } from '@/features/auth/components/guest-links';
import { renderWithRouter } from '@/test/render-with-router';
import { AppShell } from './app-shell';

const VISITOR_LINKS = ['Home', 'All Recipes', 'Add Recipe', 'About'];

async function renderShell(signedIn: boolean) {
  const rendered = await renderWithRouter(
    <AppShell signedIn={signedIn} account={signedIn ? <span>avatar menu</span> : <GuestLinks />}>
      <h1>Page</h1>
    </AppShell>,
  );
  return { ...rendered, user: userEvent.setup() };
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

const openMenu = () => screen.getByRole('button', { name: 'Open menu' });

/** Opens the sidebar as a person does and waits for its code (it is loaded on first opening). */
async function openSidebar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openMenu());
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('signed out', () => {
  it('has the site links in the top bar, and Login and Register', async () => {
    const { user, router } = await renderShell(false);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(VISITOR_LINKS);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('opens the sidebar with the same links; Escape closes it and gives the focus back to "Open menu"', async () => {
    const { user } = await renderShell(false);
    expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
    const sidebar = await openSidebar(user);
    expect(openMenu()).toHaveAttribute('aria-expanded', 'true');
    expect(linkNames(sidebar)).toEqual(VISITOR_LINKS);

    // What the browser's <dialog> does on Escape.
    fireEvent(sidebar, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openMenu()).toHaveFocus();
    expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the link chosen in the sidebar and closes it', async () => {
    const { user, router } = await renderShell(false);
    const sidebar = await openSidebar(user);
    await user.click(within(sidebar).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutUs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('adds My Recipes to the top bar, and the account corner is the one given', async () => {
    await renderShell(true);
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([...VISITOR_LINKS, 'My Recipes']);
    expect(screen.getByText('avatar menu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('lists Dashboard first in the sidebar, then the cook’s own pages, and goes to Dashboard', async () => {
    const { user, router } = await renderShell(true);
    const sidebar = await openSidebar(user);
    expect(linkNames(sidebar)).toEqual([
      'Dashboard',
      ...VISITOR_LINKS,
      'My Recipes',
      'Wishlist',
      'Collections',
      'Shopping list',
      'Pantry',
      'Meal plan',
    ]);
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
