// The top of a cook's public page: name, member since, bio (its line breaks kept) and the totals of
// their public recipes; no bio, no empty paragraph; before any review, "None yet".
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CookProfileHeader } from './cook-profile-header';

const cora: CookPage = {
  uid: 'cora',
  displayName: 'Cora Cook',
  photoURL: '',
  bio: 'Stews all winter.\nSalads when the sun is out.',
  memberSince: '2026-11-03T10:00:00.000Z',
  recipeCount: 2,
  likesReceived: 5,
  ratingAverage: 4.25,
};

/** The totals as label → value, as a reader finds them. */
const totals = () =>
  Object.fromEntries(
    within(screen.getByTestId('cook-totals'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

it('names the cook, when they joined, their bio and what their public recipes add up to', () => {
  render(<CookProfileHeader cook={cora} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Cora Cook' })).toBeInTheDocument();
  expect(screen.getByText('Member since November 2026')).toBeInTheDocument();
  expect(screen.getByTestId('cook-bio').textContent).toBe('Stews all winter.\nSalads when the sun is out.');
  expect(totals()).toEqual({ 'Public recipes': '2', 'Likes received': '5', 'Average rating': '4.3 / 5' });
});

it('shows no bio when there is none, and "None yet" before the first review', () => {
  render(<CookProfileHeader cook={{ ...cora, bio: '', recipeCount: 0, likesReceived: 0, ratingAverage: null }} />);
  expect(screen.queryByTestId('cook-bio')).not.toBeInTheDocument();
  expect(totals()).toEqual({ 'Public recipes': '0', 'Likes received': '0', 'Average rating': 'None yet' });
});
