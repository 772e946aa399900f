// Dashboard on the real backend: the welcome line, counters that match the
// data (and follow it), the list of own recipes, and its menu leading on. The
// menu's links, zero counters and the empty text are component tests
// (dashboard-overview.test.tsx); axe, phone width and the screenshots of both
// widths: routes.test.ts.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { SLOW } from './support/browser';
import { cookSession } from './support/cook-session';
import { createRecipeFor, deleteRecipe } from './support/firestore';
import { likeAndWishlistAs, shownMatchesCount, TRIGGERS_SETTLED } from './support/manage';
import { signIn } from './support/sign-in';

const session = cookSession('dash', 'Dana Dash');
/** Writes and server counts can take a while on a busy machine. */
const SETTLED = { timeout: 15_000, interval: 250 };
const counter = (key: 'total' | 'yours' | 'wishlisted') => session.page.getByTestId(`count-${key}`);
const counterValue = async (key: 'total' | 'yours' | 'wishlisted') => Number(await counter(key).textContent());

async function openDashboard() {
  await signIn(session, session.account, '/dashboard');
  await session.page.getByText('Welcome back, Dana Dash!').waitFor();
}

/** Total Recipes equals a count the emulator had lately (support/manage.ts). */
async function expectTotalMatches() {
  const shownTotal = async () => {
    await session.page.reload();
    const shown = session.page.locator('[data-testid="count-total"]:not(:has-text("…"))');
    await shown.waitFor({ timeout: 20_000 });
    return Number(await shown.textContent());
  };
  await expect.poll(shownMatchesCount(shownTotal), TRIGGERS_SETTLED).toBe(true);
}

it('shows counters that match the data and follow it, and the list of own recipes', SLOW, async () => {
  const tag = randomUUID().slice(0, 6);
  const kept = await createRecipeFor(session.account.uid, session.account.name, `Dashboard pasta ${tag}`);
  const removed = await createRecipeFor(session.account.uid, session.account.name, `Dashboard curry ${tag}`);
  await likeAndWishlistAs(`dashboard-fan-a-${tag}`, kept);
  await likeAndWishlistAs(`dashboard-fan-b-${tag}`, removed);
  await likeAndWishlistAs(`dashboard-fan-c-${tag}`, removed);
  await openDashboard();

  await expect.poll(() => counterValue('yours'), SETTLED).toBe(2);
  await expect.poll(() => counterValue('wishlisted'), SETTLED).toBe(3);
  await expectTotalMatches();
  const list = session.page.getByRole('region', { name: 'Your recipes' });
  await list.getByRole('link', { name: `Dashboard pasta ${tag}` }).waitFor();
  await list.getByRole('link', { name: `Dashboard curry ${tag}` }).waitFor();

  const nav = session.page.getByRole('navigation', { name: 'Dashboard' });

  // The live list changes, and the counters are counted again.
  await deleteRecipe(removed);
  await list.getByRole('link', { name: `Dashboard curry ${tag}` }).waitFor({ state: 'detached' });
  await expect.poll(() => counterValue('yours'), SETTLED).toBe(1);
  await expect.poll(() => counterValue('wishlisted'), SETTLED).toBe(1);

  await nav.getByRole('link', { name: 'Wishlist' }).click();
  await session.page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
});
