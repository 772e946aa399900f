// The page an invite link opens: what joining does, said before the cook accepts; a dead link, a
// removed cook and a cook already in a household told in plain words (with the way to Settings); a
// join goes on to the shared meal plan. The API's join is the page's `requests` port: a stand-in here.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-request';
import { renderWithRouter } from '@/test/render-with-router';
import type { HouseholdView } from '../api/household-answers';
import { JoinHousehold } from './join-household';

const sundayCooks: HouseholdView = {
  id: 'h1',
  name: 'Sunday Cooks',
  owner: { displayName: 'Ann Owner' },
  members: [{ uid: 'ann', displayName: 'Ann Owner', isOwner: true }],
};

afterEach(() => {
  toastStore.remove();
});

async function openInvite(joinHousehold: (code: string) => Promise<HouseholdView>) {
  const join = vi.fn(joinHousehold);
  const { router } = await renderWithRouter(
    <>
      <JoinHousehold code="c0de" requests={{ joinHousehold: join }} />
      <Toaster />
    </>,
    { path: '/join/c0de' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  return { join, router };
}

it('says what joining does before the cook accepts', async () => {
  await renderWithRouter(<JoinHousehold code="c0de" requests={{ joinHousehold: vi.fn() }} />);
  expect(screen.getByRole('heading', { name: 'You are invited to a household' })).toBeInTheDocument();
  expect(
    screen.getByText(/Your own meal plan and shopping list move into the household, .*nothing is lost\./),
  ).toBeInTheDocument();
  expect(screen.getByText(/If you are already in a household, leave it first/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/');
});

it('joins, says so, and goes on to the shared meal plan', async () => {
  const { join, router } = await openInvite(async () => sundayCooks);
  expect(await screen.findByText('You joined “Sunday Cooks”')).toBeInTheDocument();
  expect(join).toHaveBeenCalledWith('c0de');
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mealPlan'));
});

it('says a revoked, expired or used-up link does not let the cook join', async () => {
  await openInvite(() => Promise.reject(new ApiRequestError('Invite not found.', 404, 'invite-not-found')));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This invite link has expired, was revoked or used up. Ask for a new one.',
  );
  expect(screen.queryByRole('link', { name: 'Your household in Settings' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
});

it('asks a cook in another household to leave it first, with the way to it', async () => {
  const refusal = new ApiRequestError('Leave it first (DELETE /household/members/me).', 409, 'already-in-household');
  await openInvite(() => Promise.reject(refusal));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are already in a household. To join or create another, leave yours first (Settings → Household).',
  );
  expect(screen.getByRole('link', { name: 'Your household in Settings' })).toHaveAttribute('href', '/settings');
});

it('tells a removed cook that links made before their removal no longer let them in', async () => {
  const message =
    'You were removed from the household “Sunday Cooks”: invitations made before that no longer let you in. ' +
    'Ask its owner for a new link';
  await openInvite(() => Promise.reject(new ApiRequestError(message, 409, 'removed-from-household')));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('link', { name: 'Your household in Settings' })).not.toBeInTheDocument();
});
