// The top of the Profile page: the account's photo, name and e-mail as the page shows them, words in
// place of a missing name or e-mail, and the link to the cook's public profile.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { AuthUser } from '../api/auth-user';
import { ProfileSummary } from './profile-summary';

const PAT: AuthUser = {
  uid: 'pat-uid',
  email: 'pat@example.com',
  displayName: 'Pat Profile',
  photoURL: 'https://example.com/pat.png',
  providerIds: ['password'],
};

it('shows the photo, name and e-mail, what the page adds, and links the public profile', async () => {
  await renderWithRouter(
    <ProfileSummary user={PAT}>
      <p>the bio</p>
    </ProfileSummary>,
    { path: '/profile' },
  );
  const card = screen.getByRole('region', { name: 'Pat Profile' });
  expect(screen.getByRole('heading', { level: 2, name: 'Pat Profile' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo of Pat Profile' })).toHaveAttribute('src', PAT.photoURL);
  expect(card).toHaveTextContent('pat@example.com');
  expect(card).toHaveTextContent('the bio');
  expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/cooks/pat-uid');
});

it('says "No Name" and "No Email" for an account without them', async () => {
  await renderWithRouter(<ProfileSummary user={{ ...PAT, displayName: null, email: null }}>{null}</ProfileSummary>);
  expect(screen.getByRole('heading', { level: 2, name: 'No Name' })).toBeInTheDocument();
  expect(screen.getByText('No Email')).toBeInTheDocument();
});
