// Settings → Household in each of its states: loading, a failure to retry, none (an empty name refused
// under the field, then created), none after the owner removed the cook, an owner's and a member's view, the invite link (copy, revoke), a
// member removed, and leaving. The REST API's calls are the section's `requests` port: stand-ins here.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { answerAlert, currentAlert } from '@/components/ui/alert-store';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-request';
import type { HouseholdView } from '../api/household-answers';
import type { HouseholdRequests } from '../api/household-requests';
import { HouseholdSection } from './household-settings';
import type { HouseholdViewState } from './use-household-view';

const NO_HOUSEHOLD = /^A household shares one meal plan and one shopping list/;
const ann = { uid: 'ann', displayName: 'Ann Owner', isOwner: true };
const bo = { uid: 'bo', displayName: 'Bo Joiner', isOwner: false };
const household = (members = [ann, bo], name = 'Sunday Cooks'): HouseholdView => ({
  id: 'h1',
  name,
  owner: { displayName: 'Ann Owner' },
  members,
});

/** Every call refuses unless the test says otherwise: a call a test did not expect shows up as an error. */
function fakeRequests(answers: Partial<HouseholdRequests> = {}): HouseholdRequests {
  const refuse = () => Promise.reject(new Error('Not expected in this test'));
  return {
    createHousehold: vi.fn(refuse),
    updateHousehold: vi.fn(refuse),
    createInvite: vi.fn(refuse),
    revokeInvite: vi.fn(refuse),
    joinHousehold: vi.fn(refuse),
    removeMember: vi.fn(refuse),
    ...answers,
  };
}

/** The section with the page's state around it: `show` shows what a change answered, as on Settings. */
function showSection(
  first: HouseholdViewState,
  { uid = 'ann', requests = fakeRequests(), reload = vi.fn(async () => {}) } = {},
) {
  function Page() {
    const [state, setState] = useState(first);
    return (
      <HouseholdSection
        uid={uid}
        state={state}
        reload={reload}
        show={(next) => setState({ status: 'success', household: next })}
        requests={requests}
      />
    );
  }
  render(
    <>
      <Page />
      <AlertHost />
      <Toaster />
    </>,
  );
  return { requests, reload, section: screen.getByRole('region', { name: 'Household' }) };
}

const inHousehold = (members?: HouseholdView['members']): HouseholdViewState => ({
  status: 'success',
  household: household(members),
});
const members = () => screen.getByRole('list', { name: 'Members' });
const memberNames = () =>
  within(members())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

async function answer(title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

beforeAll(async () => {
  // The name form downloads its check on first use: load it once here, not inside a test's wait.
  await import('./household-name-check');
});
afterEach(() => {
  for (let alert = currentAlert(); alert; alert = currentAlert()) answerAlert(alert.id, 'dismiss');
  toastStore.remove();
});

it('says it is loading, then a failure with a way to try again', async () => {
  const { reload } = showSection({ status: 'loading' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your household');
  render(
    <HouseholdSection
      uid="ann"
      state={{ status: 'error', message: 'The server did not answer.' }}
      reload={reload}
      show={vi.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('refuses an empty name under the field, then creates the household and shows it', async () => {
  const createHousehold = vi.fn(async (name: string) => household([ann], name));
  const { section } = showSection(
    { status: 'success', household: null },
    { requests: fakeRequests({ createHousehold }) },
  );
  expect(within(section).getByText(NO_HOUSEHOLD)).toBeInTheDocument();
  expect(within(section).queryByText(/removed/)).not.toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: 'Create a household' }));
  expect(await within(section).findByText('Household name is required')).toBeInTheDocument();
  expect(within(section).getByLabelText('Household name')).toHaveAttribute('aria-invalid', 'true');
  expect(createHousehold).not.toHaveBeenCalled();

  await userEvent.type(within(section).getByLabelText('Household name'), 'Sunday Cooks');
  await userEvent.click(within(section).getByRole('button', { name: 'Create a household' }));
  expect(await screen.findByText('Household “Sunday Cooks” created')).toBeInTheDocument();
  expect(createHousehold).toHaveBeenCalledWith('Sunday Cooks');
  expect(memberNames()).toEqual(['Ann Owner (owner) (you)']);
});

it('tells a cook their household’s owner removed them, until they are in one again', async () => {
  const createHousehold = vi.fn(async (name: string) => household([bo], name));
  const { section } = showSection(
    { status: 'success', household: null, removedFrom: 'Sunday Cooks' },
    { uid: 'bo', requests: fakeRequests({ createHousehold }) },
  );
  expect(
    within(section).getByText(/^You were removed from the household “Sunday Cooks” by its owner\./),
  ).toHaveTextContent('Only its owner can invite you back, with a new link.');
  expect(within(section).getByText(NO_HOUSEHOLD)).toBeInTheDocument();

  await userEvent.type(within(section).getByLabelText('Household name'), 'Bo Kitchen');
  await userEvent.click(within(section).getByRole('button', { name: 'Create a household' }));
  expect(await screen.findByText('Household “Bo Kitchen” created')).toBeInTheDocument();
  expect(within(section).queryByText(/You were removed/)).not.toBeInTheDocument();
});

it("shows its owner the members with ways to manage them, and why they can't leave yet", () => {
  const { section } = showSection(inHousehold());
  expect(within(section).getByText('Sunday Cooks')).toBeInTheDocument();
  expect(memberNames()).toEqual(['Ann Owner (owner) (you)', 'Bo Joiner']);
  expect(within(members()).getByRole('button', { name: 'Remove Bo Joiner' })).toBeInTheDocument();
  expect(within(members()).getByRole('button', { name: 'Make owner: Bo Joiner' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Rename' })).toBeInTheDocument();
  expect(
    within(section).getByText('You own this household: to leave it, first make another member its owner.'),
  ).toBeInTheDocument();
});

it('gives a member who does not own it nothing to manage', () => {
  const { section } = showSection(inHousehold(), { uid: 'bo' });
  expect(memberNames()).toEqual(['Ann Owner (owner)', 'Bo Joiner (you)']);
  expect(within(section).queryAllByRole('button', { name: /^Remove|^Make|^Rename/ })).toEqual([]);
  expect(
    within(section).getByText('You keep a copy of the shopping list and of the meal plan from today on.'),
  ).toBeInTheDocument();
});

it('renames the household from its current name', async () => {
  const updateHousehold = vi.fn(async (patch: { name: string } | { ownerUid: string }) =>
    household(undefined, 'name' in patch ? patch.name : 'Sunday Cooks'),
  );
  const { section } = showSection(inHousehold(), { requests: fakeRequests({ updateHousehold }) });
  await userEvent.click(within(section).getByRole('button', { name: 'Rename' }));
  const field = within(section).getByLabelText('Household name');
  expect(field).toHaveValue('Sunday Cooks');
  await userEvent.clear(field);
  await userEvent.type(field, 'Weekday Cooks');
  await userEvent.click(within(section).getByRole('button', { name: 'Rename' }));
  expect(await screen.findByText('Household renamed')).toBeInTheDocument();
  expect(updateHousehold).toHaveBeenCalledWith({ name: 'Weekday Cooks' });
  expect(within(section).getByText('Weekday Cooks')).toBeInTheDocument();
});

it('creates an invite link to copy, says how long and how often it works, and revokes it', async () => {
  const invite = {
    code: 'c0de',
    url: 'https://example.com/join/c0de',
    expiresAt: '2026-12-05T12:00:00.000Z',
    usesLeft: 10,
  };
  const revokeInvite = vi.fn(async () => {});
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  const { section } = showSection(inHousehold(), {
    requests: fakeRequests({ createInvite: vi.fn(async () => invite), revokeInvite }),
  });
  await userEvent.click(within(section).getByRole('button', { name: 'Create invite link' }));
  const notice = await within(section).findByRole('region', { name: 'Invite link' });
  expect(notice).toHaveTextContent(
    /Valid until December 5, 2026 · 10 uses left\. Copy it now: it is shown only this once\./,
  );
  const link = within(notice).getByLabelText('Send this link to the people you cook with');
  expect(link).toHaveValue(`${window.location.origin}/join/c0de`);

  await userEvent.click(within(notice).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/c0de`);
  expect(await screen.findByText('Copied')).toBeInTheDocument();

  await userEvent.click(within(notice).getByRole('button', { name: 'Revoke' }));
  await answer('Revoke this invite link?', 'Revoke');
  expect(await screen.findByText('Invite link revoked')).toBeInTheDocument();
  expect(revokeInvite).toHaveBeenCalledWith('c0de');
  expect(within(section).queryByRole('region', { name: 'Invite link' })).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Create invite link' })).toBeInTheDocument();
  writeText.mockRestore();
});

it('removes a member after asking, and reads the household again; Cancel removes nobody', async () => {
  const removeMember = vi.fn(async () => {});
  const { reload } = showSection(inHousehold(), { requests: fakeRequests({ removeMember }) });
  await userEvent.click(within(members()).getByRole('button', { name: 'Remove Bo Joiner' }));
  await answer('Remove Bo Joiner from the household?', 'Cancel');
  expect(removeMember).not.toHaveBeenCalled();

  await userEvent.click(within(members()).getByRole('button', { name: 'Remove Bo Joiner' }));
  await answer('Remove Bo Joiner from the household?', 'Remove');
  expect(await screen.findByText('Bo Joiner removed from the household')).toBeInTheDocument();
  expect(removeMember).toHaveBeenCalledWith('bo');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('hands the household over, after asking', async () => {
  const updateHousehold = vi.fn(async () =>
    household([
      { ...ann, isOwner: false },
      { ...bo, isOwner: true },
    ]),
  );
  const { section } = showSection(inHousehold(), { requests: fakeRequests({ updateHousehold }) });
  await userEvent.click(within(members()).getByRole('button', { name: 'Make owner: Bo Joiner' }));
  await answer('Make Bo Joiner the owner?', 'Make owner');
  expect(await screen.findByText('Bo Joiner now owns the household')).toBeInTheDocument();
  expect(updateHousehold).toHaveBeenCalledWith({ ownerUid: 'bo' });
  expect(memberNames()).toEqual(['Ann Owner (you)', 'Bo Joiner (owner)']);
  expect(within(section).queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
});

it("says the API's refusal when an owner with others tries to leave", async () => {
  const refused = new ApiRequestError('Hand it over first (PATCH /household).', 409, 'owner-must-hand-over');
  showSection(inHousehold(), { requests: fakeRequests({ removeMember: vi.fn(() => Promise.reject(refused)) }) });
  await userEvent.click(screen.getByRole('button', { name: 'Leave household' }));
  await answer('Leave “Sunday Cooks”?', 'Leave');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You own this household: make another member its owner first, then leave.',
  );
});

it('takes a member who leaves out of it, back to the way to create one', async () => {
  const removeMember = vi.fn(async () => {});
  const { section } = showSection(inHousehold(), { uid: 'bo', requests: fakeRequests({ removeMember }) });
  await userEvent.click(within(section).getByRole('button', { name: 'Leave household' }));
  await answer('Leave “Sunday Cooks”?', 'Leave');
  expect(await screen.findByText('You left “Sunday Cooks”')).toBeInTheDocument();
  expect(removeMember).toHaveBeenCalledWith('me');
  expect(within(section).getByText(NO_HOUSEHOLD)).toBeInTheDocument();
});
