// Settings → Household: cooks who share one meal plan and one shopping list,
// live. Without one, what a household is and a form to create one (and, for a
// cook its owner removed, that they were removed); in one, its
// name and members, an invite link, and (for its owner) renaming, removing a
// member and handing it over; and leaving. Everything goes through the REST
// API (docs/rest-api.md#households), which alone changes a membership.
// Loaded after the page's first load (settings.tsx), which is near its budget.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import type { HouseholdView } from '../api/household-answers';
import { type HouseholdRequests, householdRequests } from '../api/household-requests';
import { HouseholdNameForm } from './household-name-form';
import { InviteLink } from './invite-link';
import { LeaveHousehold } from './leave-household';
import { MemberList } from './member-list';
import { type HouseholdViewState, useHouseholdView } from './use-household-view';

function NoHousehold({
  removedFrom,
  onCreated,
  requests,
}: {
  removedFrom: string | null | undefined;
  onCreated: (household: HouseholdView) => void;
  requests: HouseholdRequests;
}) {
  const create = async (name: string) => {
    const household = await requests.createHousehold(name);
    notify.success(`Household “${household.name}” created`);
    onCreated(household);
  };
  return (
    <>
      {removedFrom && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900">
          You were removed from the household “{removedFrom}” by its owner. You keep a copy of its shopping list and of
          its plan from that day on. Only its owner can invite you back, with a new link.
        </p>
      )}
      <p className="mt-1 text-stone-700">
        A household shares one meal plan and one shopping list between the people you cook with, live on every phone.
        Create one and invite them, or open an invite link someone sent you.
      </p>
      <HouseholdNameForm submitLabel="Create a household" onSubmit={create} />
    </>
  );
}

function HouseholdName({
  household,
  youOwn,
  onRenamed,
  requests,
}: {
  household: HouseholdView;
  youOwn: boolean;
  onRenamed: (household: HouseholdView) => void;
  requests: HouseholdRequests;
}) {
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    const rename = async (name: string) => {
      onRenamed(await requests.updateHousehold({ name }));
      notify.success('Household renamed');
      setRenaming(false);
    };
    return (
      <HouseholdNameForm
        initialName={household.name}
        submitLabel="Rename"
        onSubmit={rename}
        onCancel={() => setRenaming(false)}
      />
    );
  }
  return (
    <>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="min-w-0 text-xl font-semibold break-words text-stone-900">{household.name}</p>
        {youOwn && (
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
      </div>
      <p className="mt-1 text-stone-700">Its members share one meal plan and one shopping list, live.</p>
    </>
  );
}

function InHousehold({
  household,
  uid,
  show,
  reload,
  requests,
}: {
  household: HouseholdView;
  uid: string;
  show: (household: HouseholdView | null) => void;
  reload: () => Promise<void>;
  requests: HouseholdRequests;
}) {
  const youOwn = household.members.some((member) => member.isOwner && member.uid === uid);
  return (
    <>
      <HouseholdName household={household} youOwn={youOwn} onRenamed={show} requests={requests} />
      <h3 className="mt-6 font-semibold text-stone-900">Members</h3>
      <MemberList household={household} uid={uid} onChanged={show} reload={reload} requests={requests} />
      <InviteLink householdName={household.name} requests={requests} />
      <LeaveHousehold household={household} uid={uid} onLeft={() => show(null)} requests={requests} />
    </>
  );
}

export default function HouseholdSettings({ uid }: { uid: string }) {
  const { state, reload, show } = useHouseholdView(uid);
  return <HouseholdSection uid={uid} state={state} reload={reload} show={show} />;
}

interface HouseholdSectionProps {
  /** The signed-in cook. */
  uid: string;
  state: HouseholdViewState;
  /** Reads the household again (Try again, after a member was removed). */
  reload: () => Promise<void>;
  /** Shows what a change answered: the household, or null once left. */
  show: (household: HouseholdView | null) => void;
  requests?: HouseholdRequests;
}

/** The section as the household's state has it: loading, a failure to retry, none, or the household. */
export function HouseholdSection({ uid, state, reload, show, requests = householdRequests }: HouseholdSectionProps) {
  return (
    <section aria-labelledby="household-heading" className="rounded-2xl bg-white p-6 shadow">
      <h2 id="household-heading" className="text-lg font-semibold">
        Household
      </h2>
      {state.status === 'loading' && (
        <div className="mt-4">
          <Spinner label="Loading your household" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-red-700">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'success' &&
        (state.household ? (
          <InHousehold household={state.household} uid={uid} show={show} reload={reload} requests={requests} />
        ) : (
          <NoHousehold removedFrom={state.removedFrom} onCreated={show} requests={requests} />
        ))}
    </section>
  );
}
