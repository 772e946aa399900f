// Leaving the household, after a confirmation that says what the cook keeps:
// a copy of the shopping list and of the plan from today on. An owner with
// other members hands the household over first; the page says so rather than
// offering a Leave the API would refuse (it answers 409 all the same).
import { useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { HouseholdView } from '../api/household-answers';
import { householdErrorMessage } from '../api/household-error-message';
import type { HouseholdRequests } from '../api/household-requests';

interface LeaveHouseholdProps {
  household: HouseholdView;
  uid: string;
  onLeft: () => void;
  requests: Pick<HouseholdRequests, 'removeMember'>;
}

export function LeaveHousehold({ household, uid, onLeft, requests }: LeaveHouseholdProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const alone = household.members.length === 1;
  const ownsIt = household.members.some((member) => member.isOwner && member.uid === uid);

  const leave = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: `Leave “${household.name}”?`,
      text: alone
        ? 'You are its last member: the household is deleted. You keep a copy of its shopping list and of its plan from today on.'
        : 'You keep a copy of the shopping list and of the plan from today on; the others keep the household.',
      confirmLabel: 'Leave',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    setBusy(true);
    try {
      await requests.removeMember('me');
      notify.success(`You left “${household.name}”`);
      onLeft();
    } catch (error) {
      setRefusal(householdErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold text-stone-900">Leave</h3>
      {ownsIt && !alone ? (
        <p className="mt-1 text-stone-700">You own this household: to leave it, first make another member its owner.</p>
      ) : (
        <p className="mt-1 text-stone-700">You keep a copy of the shopping list and of the meal plan from today on.</p>
      )}
      <Button variant="secondary" busy={busy} onClick={() => void leave()} className="mt-3">
        Leave household
      </Button>
      {refusal && (
        <p role="alert" className="mt-2 text-red-700">
          {refusal}
        </p>
      )}
    </div>
  );
}
