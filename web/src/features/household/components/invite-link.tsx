// An invitation to the household: "Create invite link" asks the API for one
// (valid 7 days, for up to 10 cooks) and shows the link to send, with Copy and,
// on phones, Share; when it stops working; and Revoke. The API keeps only a
// hash of the code, so a link is shown once, right after it is made.
import { HOUSEHOLD_LIMITS } from '@recipe-book/schema/constants';
import { useId, useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { dateInWords } from '@/lib/date-in-words';
import { shareOrCopy } from '@/lib/share-or-copy';
import type { HouseholdInvite } from '../api/household-answers';
import { householdErrorMessage } from '../api/household-error-message';
import type { HouseholdRequests } from '../api/household-requests';

const { validDays, maxUses } = HOUSEHOLD_LIMITS.invite;

/** The link on this site, whatever origin the API was configured with. */
const linkOf = (invite: HouseholdInvite) => `${window.location.origin}/join/${encodeURIComponent(invite.code)}`;

function InviteNotice({
  invite,
  householdName,
  onRevoked,
  revokeInvite,
}: {
  invite: HouseholdInvite;
  householdName: string;
  onRevoked: () => void;
  revokeInvite: HouseholdRequests['revokeInvite'];
}) {
  const fieldId = useId();
  const aboutId = useId();
  const [revoking, setRevoking] = useState(false);
  const link = linkOf(invite);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Copied');
    } catch {
      notify.error('Copying is not allowed here: select the link and copy it yourself.');
    }
  };

  const share = async () => {
    const text = `Join my household “${householdName}” on Recipe Book to share our meal plan and shopping list.`;
    try {
      if ((await shareOrCopy({ title: 'Join my household', text, url: link }, link)) === 'copied') {
        notify.success('Copied');
      }
    } catch {
      notify.error('Sharing is not allowed here: select the link and copy it yourself.');
    }
  };

  const revoke = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: 'Revoke this invite link?',
      text: 'Nobody can join with it any more. Cooks who joined with it stay in the household.',
      confirmLabel: 'Revoke',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    setRevoking(true);
    try {
      await revokeInvite(invite.code);
      notify.success('Invite link revoked');
      onRevoked();
    } catch (error) {
      notify.error(householdErrorMessage(error));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <div role="region" aria-label="Invite link" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <label htmlFor={fieldId} className="text-sm font-semibold text-stone-900">
        Send this link to the people you cook with
      </label>
      <p id={aboutId} className="mt-1 text-sm text-amber-900">
        Valid until {dateInWords(new Date(invite.expiresAt))} · {invite.usesLeft}{' '}
        {invite.usesLeft === 1 ? 'use' : 'uses'} left. Copy it now: it is shown only this once.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={link}
          aria-describedby={aboutId}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 sm:flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
          {canShare && (
            <Button variant="secondary" onClick={() => void share()}>
              Share
            </Button>
          )}
          <Button variant="ghost" busy={revoking} onClick={() => void revoke()}>
            Revoke
          </Button>
        </div>
      </div>
    </div>
  );
}

export function InviteLink({
  householdName,
  requests,
}: {
  householdName: string;
  requests: Pick<HouseholdRequests, 'createInvite' | 'revokeInvite'>;
}) {
  const [invite, setInvite] = useState<HouseholdInvite>();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setInvite(await requests.createInvite());
    } catch (error) {
      notify.error(householdErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6">
      <h3 className="font-semibold text-stone-900">Invite</h3>
      <p className="mt-1 text-stone-700">
        Anyone with an invite link can join for {validDays} days, up to {maxUses} cooks per link.
      </p>
      {invite ? (
        <InviteNotice
          invite={invite}
          householdName={householdName}
          onRevoked={() => setInvite(undefined)}
          revokeInvite={requests.revokeInvite}
        />
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => void create()} className="mt-3">
          Create invite link
        </Button>
      )}
    </div>
  );
}
