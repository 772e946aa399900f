// Settings' account part: how the cook signs in, and the password change link, sent (the sender is
// the test's own) and confirmed in a toast for an e-mail account, explained away for a Google one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import type { AuthUser } from '../api/auth-user';
import { AccountSettings } from './account-settings';

const PAT: AuthUser = {
  uid: 'pat',
  email: 'pat@example.com',
  displayName: 'Pat Profile',
  photoURL: null,
  providerIds: ['password'],
};

afterEach(() => {
  // The toast store outlives a render: start each test with none.
  toastStore.remove();
});

it('sends a password change link to the e-mail of an e-mail account, and says so', async () => {
  const sendPasswordReset = vi.fn(async () => {});
  await renderWithRouter(
    <>
      <AccountSettings user={PAT} sendPasswordReset={sendPasswordReset} />
      <Toaster />
    </>,
    { path: '/settings' },
  );
  expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as pat@example.com with e-mail and password.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send password change link' }));
  expect(sendPasswordReset).toHaveBeenCalledWith('pat@example.com');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We sent a password reset link to pat@example.com. Check your inbox.',
  );
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
});

it('has no password link for a Google account, and says why', async () => {
  await renderWithRouter(<AccountSettings user={{ ...PAT, providerIds: ['google.com'] }} />, { path: '/settings' });
  expect(screen.getByText(/Signed in as/)).toHaveTextContent('with Google.');
  expect(screen.queryByRole('button', { name: 'Send password change link' })).not.toBeInTheDocument();
  expect(screen.getByText(/your password is managed by your Google account/)).toBeInTheDocument();
});
