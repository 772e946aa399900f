// Settings → Calendar feed with the REST API's feed-key routes handed in: no link yet, a new link
// shown once (then only when it was made), and a new link only after the cook confirms it, since the
// old one stops working. That the API serves the link as a calendar and refuses a replaced one is
// functions/test/meal-plan-feed.test.ts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import type { FeedKeyState } from '../api/feed-key';
import CalendarFeed, { type FeedKeyRequests } from './calendar-feed';

afterEach(() => {
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
});

/** A server with no link yet, which makes `first`, then `second`. */
function fakeApi(): FeedKeyRequests & { made: number } {
  let state: FeedKeyState = { exists: false, createdAt: null };
  const api = {
    made: 0,
    readFeedKey: vi.fn(async () => state),
    createFeedKey: vi.fn(async () => {
      api.made += 1;
      state = { exists: true, createdAt: '2026-11-23T10:00:00.000Z' };
      const key = api.made === 1 ? 'first' : 'second';
      return { key, url: `https://recipes.example/api/mealplan.ics?key=${key}` };
    }),
  };
  return api;
}

function showFeed(requests: FeedKeyRequests) {
  render(
    <>
      <CalendarFeed requests={requests} />
      <AlertHost />
    </>,
  );
  return screen.getByRole('region', { name: 'Calendar feed' });
}

it('makes a link and shows it once, then says when it was made', async () => {
  const api = fakeApi();
  const feed = showFeed(api);
  expect(await within(feed).findByText('You have no calendar link yet.')).toBeInTheDocument();
  await userEvent.click(within(feed).getByRole('button', { name: 'Create link' }));

  const link = await within(feed).findByRole('textbox', { name: 'Your calendar link' });
  expect(link).toHaveValue('https://recipes.example/api/mealplan.ics?key=first');
  expect(within(feed).getByText(/it will not be shown again/)).toBeInTheDocument();
  expect(
    await within(feed).findByText('You have a calendar link, made on November 23, 2026. Lost it? Make a new one.'),
  ).toBeInTheDocument();

  await userEvent.click(within(feed).getByRole('button', { name: 'Done' }));
  expect(within(feed).queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
});

it('makes a new link only once the cook confirms that the old one stops working', async () => {
  const api = fakeApi();
  const feed = showFeed(api);
  await userEvent.click(await within(feed).findByRole('button', { name: 'Create link' }));
  await userEvent.click(await within(feed).findByRole('button', { name: 'Done' }));

  await userEvent.click(await within(feed).findByRole('button', { name: 'New link' }));
  let ask = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(api.createFeedKey).toHaveBeenCalledTimes(1);
  expect(within(feed).queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();

  await userEvent.click(within(feed).getByRole('button', { name: 'New link' }));
  ask = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Make a new link' }));
  expect(await within(feed).findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
    'https://recipes.example/api/mealplan.ics?key=second',
  );
  expect(api.createFeedKey).toHaveBeenCalledTimes(2);
});
