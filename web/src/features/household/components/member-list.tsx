// The household's members by their public names, the owner and the cook
// marked. The owner may remove a member or make them the owner, each after a
// confirmation; whoever is removed keeps a copy of the list and of the plan.
import { useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { HouseholdMember, HouseholdView } from '../api/household-answers';
import { householdErrorMessage } from '../api/household-error-message';
import type { HouseholdRequests } from '../api/household-requests';

interface MemberListProps {
  household: HouseholdView;
  /** The signed-in cook. */
  uid: string;
  /** After a change: the household as it is now. */
  onChanged: (household: HouseholdView | null) => void;
  reload: () => Promise<void>;
  requests: Pick<HouseholdRequests, 'removeMember' | 'updateHousehold'>;
}

function MemberRow({
  member,
  you,
  canManage,
  onChanged,
  reload,
  requests,
}: {
  member: HouseholdMember;
  you: boolean;
  canManage: boolean;
  onChanged: MemberListProps['onChanged'];
  reload: () => Promise<void>;
  requests: MemberListProps['requests'];
}) {
  const [busy, setBusy] = useState<'remove' | 'owner'>();
  const name = member.displayName;

  const act = async (which: 'remove' | 'owner', run: () => Promise<void>) => {
    setBusy(which);
    try {
      await run();
    } catch (error) {
      notify.error(householdErrorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: `Remove ${name} from the household?`,
      text: `${name} no longer sees the household's meal plan and shopping list, and keeps a copy of the list and of the plan from today on.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    await act('remove', async () => {
      await requests.removeMember(member.uid);
      notify.success(`${name} removed from the household`);
      await reload();
    });
  };

  const makeOwner = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: `Make ${name} the owner?`,
      text: `${name} can then rename the household and remove members, and you no longer can.`,
      confirmLabel: 'Make owner',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    await act('owner', async () => {
      onChanged(await requests.updateHousehold({ ownerUid: member.uid }));
      notify.success(`${name} now owns the household`);
    });
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <p className="min-w-0 font-medium break-words text-stone-900 sm:flex-1">
        {name}
        {member.isOwner && <span className="font-normal text-stone-700"> (owner)</span>}
        {you && <span className="font-normal text-stone-700"> (you)</span>}
      </p>
      {canManage && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy === 'owner'}
            disabled={busy !== undefined}
            onClick={() => void makeOwner()}
            aria-label={`Make owner: ${name}`}
          >
            Make owner
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'remove'}
            disabled={busy !== undefined}
            onClick={() => void remove()}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

export function MemberList({ household, uid, onChanged, reload, requests }: MemberListProps) {
  const youOwn = household.members.some((member) => member.isOwner && member.uid === uid);
  return (
    <ul aria-label="Members" className="mt-2 divide-y divide-stone-200 border-t border-stone-200">
      {household.members.map((member) => (
        <MemberRow
          key={member.uid}
          member={member}
          you={member.uid === uid}
          canManage={youOwn && member.uid !== uid}
          onChanged={onChanged}
          reload={reload}
          requests={requests}
        />
      ))}
    </ul>
  );
}
