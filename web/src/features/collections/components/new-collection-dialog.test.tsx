// "New collection" on /collections: with none yet, the friendly word and the button; the dialog starts
// private, refuses an empty name under the field (which gets the focus), creates with what was typed and
// says why a failed write failed; Cancel closes it. The write is the dialog's `create` port here.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { NoCollections } from './my-collections';
import { NewCollectionDialog } from './new-collection-dialog';

beforeAll(async () => {
  // The dialog downloads its check on first use: load it once here, not inside a test's wait.
  await import('../collection-check');
});

function openDialog(create = vi.fn(async () => 'new-id')) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(<NewCollectionDialog ownerUid="cole" onClose={onClose} onCreated={onCreated} create={create} />);
  return { create, onClose, onCreated, dialog: screen.getByRole('dialog', { name: 'New collection' }) };
}

it('greets a cook with no collection with what one is for, and the way to start', () => {
  render(
    <NoCollections>
      <Button>New collection</Button>
    </NoCollections>,
  );
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('You have no collections yet.');
  expect(notice).toHaveTextContent(/press “Save to collection” on any recipe/);
  expect(within(notice).getByRole('button', { name: 'New collection' })).toBeInTheDocument();
});

it('starts private, and refuses an empty name under the field', async () => {
  const { dialog, create } = openDialog();
  const who = within(dialog).getByRole('group', { name: 'Who can see this?' });
  expect(within(who).getByRole('radio', { name: /^Private/ })).toBeChecked();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(create).not.toHaveBeenCalled();
});

it('creates the collection as typed and hands on its id', async () => {
  const { dialog, create, onCreated } = openDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weeknight');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Description (optional)' }),
    'Quick dinners for busy days.',
  );
  await userEvent.click(within(dialog).getByRole('radio', { name: /^Public/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
  await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-id'));
  expect(create).toHaveBeenCalledWith(
    { name: 'Weeknight', description: 'Quick dinners for busy days.', visibility: 'public', recipeIds: [] },
    'cole',
  );
});

it('says why a failed write failed, above the buttons, and keeps what was typed', async () => {
  const { dialog, onCreated } = openDialog(vi.fn(() => Promise.reject(new Error('The server is busy.'))));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weeknight');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
  expect(
    await within(dialog).findByText('The collection was not created. Something went wrong. Please try again.'),
  ).toHaveAttribute('role', 'alert');
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Weeknight');
  expect(onCreated).not.toHaveBeenCalled();
});

it('closes with Cancel, creating nothing', async () => {
  const { dialog, onClose, create } = openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(create).not.toHaveBeenCalled();
});
