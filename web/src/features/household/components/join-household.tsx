// The page an invite link opens (/join/<code>): says what joining does before
// the cook accepts (their own plan and list move into the household, nothing
// is lost; one household at a time), then joins through the API and goes on to
// the shared meal plan. A dead link and a refusal are said in plain words.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-request';
import { householdErrorMessage } from '../api/household-error-message';
import { type HouseholdRequests, householdRequests } from '../api/household-requests';

const DEAD_LINK = 'This invite link has expired, was revoked or used up. Ask for a new one.';

export function JoinHousehold({
  code,
  requests = householdRequests,
}: {
  code: string;
  /** The API's calls (a test hands in its own). */
  requests?: Pick<HouseholdRequests, 'joinHousehold'>;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; inAnother: boolean }>();

  const join = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const household = await requests.joinHousehold(code);
      notify.success(`You joined “${household.name}”`);
      await navigate({ to: '/mealPlan' });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setRefusal({
        message: status === 404 ? DEAD_LINK : householdErrorMessage(error),
        // Leaving the other household is done in Settings.
        inAnother: error instanceof ApiRequestError && error.code === 'already-in-household',
      });
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="join-heading" className="max-w-2xl rounded-2xl bg-white p-6 shadow">
      <h2 id="join-heading" className="text-lg font-semibold">
        You are invited to a household
      </h2>
      <p className="mt-1 text-stone-700">
        A household shares one meal plan and one shopping list between the people who cook together, live on every
        phone.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700">
        <li>
          Your own meal plan and shopping list move into the household, where the others see them too: nothing is lost.
        </li>
        <li>If you are already in a household, leave it first (Settings → Household): you can be in one at a time.</li>
        <li>You can leave whenever you like, and keep a copy of the list and of the plan from that day on.</li>
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button busy={busy} onClick={() => void join()}>
          Join
        </Button>
        <Link to="/" className={buttonClass('ghost')}>
          Not now
        </Link>
      </div>
      {refusal && (
        <div role="alert" className="mt-4 text-red-700">
          <p>{refusal.message}</p>
          {refusal.inAnother && (
            <Link
              to="/settings"
              className="mt-1 inline-block font-semibold text-orange-800 underline underline-offset-4"
            >
              Your household in Settings
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
