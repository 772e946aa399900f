// The Edit Profile dialog: it opens on the Name field with the account's values and a read-only e-mail,
// checks its fields before saving, closes by Cancel, × or Escape without saving (focus back on "Edit
// Profile"), and tells the outcome of saving in a toast. Saving is the test's own function.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { AuthUser } from '../api/auth-user';
import type { ProfileChanges, ProfileUpdate } from '../api/update-account-profile';
import { EditProfileForm } from './edit-profile-form';

const PAT: AuthUser = {
  uid: 'pat',
  email: 'pat@example.com',
  displayName: 'Pat Profile',
  photoURL: '/images/team/head-chef.webp',
  providerIds: ['password'],
};

type Save = (changes: ProfileChanges) => Promise<ProfileUpdate>;

afterEach(() => {
  // The toast store outlives a render: start each test with none.
  toastStore.remove();
});

/** The Profile page's part: an "Edit Profile" button that mounts the dialog while it is open. */
function ProfileWithEdit({ save }: { save: Save }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit Profile
      </button>
      {editing && <EditProfileForm user={PAT} bio="I bake." onClose={() => setEditing(false)} save={save} />}
      <Toaster />
    </>
  );
}

async function openDialog(save: Save = vi.fn(async () => ({ renamedRecipes: 0, renameError: null }))) {
  const user = userEvent.setup();
  render(<ProfileWithEdit save={save} />);
  await user.click(editButton());
  return { user, save, dialog: screen.getByRole('dialog', { name: 'Edit Profile' }) };
}

const editButton = () => screen.getByRole('button', { name: 'Edit Profile' });
const field = (label: string) => screen.getByLabelText(label);
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('opening and closing', () => {
  it('starts on the Name field, with the account’s values and its e-mail read-only', async () => {
    await openDialog();
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Name')).toHaveValue('Pat Profile');
    expect(field('Photo URL')).toHaveValue('/images/team/head-chef.webp');
    expect(field('Bio')).toHaveValue('I bake.');
    expect(field('E-mail')).toHaveValue('pat@example.com');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveAccessibleDescription('Your e-mail address cannot be changed here.');
  });

  it('Cancel closes without saving, and the next opening has the old values again', async () => {
    const { user, save } = await openDialog();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(save).not.toHaveBeenCalled();
    await user.click(editButton());
    expect(field('Name')).toHaveValue('Pat Profile');
  });

  it('the × button closes it', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await dialogGone();
  });

  it('Escape closes it and gives the focus back to "Edit Profile"', async () => {
    const { dialog, save } = await openDialog();
    // What the browser's <dialog> does on Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await dialogGone();
    expect(editButton()).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('checks', () => {
  it('needs a name and a photo, and saves nothing until it has them', async () => {
    const { user, save } = await openDialog();
    await user.clear(field('Name'));
    await user.clear(field('Photo URL'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Photo URL')).toHaveAccessibleDescription('Photo URL is required');
    expect(field('Photo URL')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('saves what was typed, says on how many recipes the name changed, and closes', async () => {
    const { user, save } = await openDialog(vi.fn(async () => ({ renamedRecipes: 1, renameError: null })));
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Pat Renamed');
    await user.clear(field('Photo URL'));
    await user.type(field('Photo URL'), '/images/team/recipe-editor.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved. Your name is updated on 1 recipe.');
    expect(save).toHaveBeenCalledWith({
      displayName: 'Pat Renamed',
      photoURL: '/images/team/recipe-editor.webp',
      bio: 'I bake.',
    });
    await dialogGone();
  });

  it('says when the profile was saved but the recipes kept the old name', async () => {
    const { user } = await openDialog(async () => ({
      renamedRecipes: 0,
      renameError: Object.assign(new Error('x'), { code: 'unavailable' }),
    }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(
      expect.arrayContaining([
        'Profile saved.',
        "Your name could not be updated on your recipes. We couldn't reach the server. Check your connection and try again. Save again to retry.",
      ]),
    );
  });

  it('keeps the dialog open and says why when saving is refused', async () => {
    const { user } = await openDialog(() =>
      Promise.reject(Object.assign(new Error('x'), { code: 'auth/requires-recent-login' })),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Profile not saved. For your security, log out, log in again and then repeat this change.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
