// Settings → Calendar feed: a secret link a calendar app subscribes to (GET
// /api/mealplan.ics?key=…), so planned meals show among the cook's other
// events. The REST API stores only the key's hash, so a link is shown once,
// when it is made; "New link" replaces it, and the old one stops working.
// Loaded lazily by the Settings page (its first load is near its budget).
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import { useCallback, useEffect, useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { SecretNotice } from '@/components/ui/secret-notice';
import { Spinner } from '@/components/ui/spinner';
import { describeApiError } from '@/lib/api-request';
import { dateInWords } from '@/lib/date-in-words';
import { createFeedKey, type FeedKeyState, type NewFeedKey, readFeedKey } from '../api/feed-key';

type State = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'success' } & FeedKeyState);

/** The REST API's feed-key routes, as the section uses them (a test hands in its own). */
export interface FeedKeyRequests {
  readFeedKey: () => Promise<FeedKeyState>;
  createFeedKey: () => Promise<NewFeedKey>;
}

const API: FeedKeyRequests = { readFeedKey, createFeedKey };

const load = ({ readFeedKey }: FeedKeyRequests): Promise<State> =>
  readFeedKey().then(
    (state) => ({ status: 'success', ...state }),
    (error: unknown) => ({ status: 'error', message: describeApiError(error) }),
  );

function NewLinkNotice({ created, onDone }: { created: NewFeedKey; onDone: () => void }) {
  return (
    <SecretNotice
      region="New calendar link"
      label="Your calendar link"
      warning={
        'Copy it now and paste it into your calendar app (“Subscribe to calendar” or “From URL”): it will not be ' +
        'shown again. Anyone who has it can see your meal plan.'
      }
      secret={created.url}
      noun="link"
      copyLabel="Copy link"
      onDone={onDone}
    />
  );
}

export default function CalendarFeed({ requests = API }: { requests?: FeedKeyRequests }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [created, setCreated] = useState<NewFeedKey>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => setState(await load(requests)), [requests]);
  useEffect(() => {
    let mounted = true;
    void load(requests).then((next) => mounted && setState(next));
    return () => {
      mounted = false;
    };
  }, [requests]);

  const create = async (replacing: boolean) => {
    if (replacing) {
      const answer = await showAlert({
        icon: 'warning',
        title: 'Make a new calendar link?',
        text: 'The link you have now stops working: calendars subscribed to it stop showing your meal plan until you give them the new one.',
        confirmLabel: 'Make a new link',
        cancelLabel: 'Cancel',
      });
      if (answer !== 'confirm') return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setCreated(await requests.createFeedKey());
      void reload();
    } catch (failure) {
      setError(`No link was made. ${describeApiError(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  const { pastWeeks, nextWeeks } = MEAL_PLAN_LIMITS.feed;
  return (
    <section aria-labelledby="calendar-feed-heading" className="rounded-2xl bg-white p-6 shadow">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p className="mt-1 text-stone-700">
        See your meal plan in your calendar app (Google Calendar, Apple Calendar, Outlook): subscribe to your secret
        link and each planned meal shows as an event on its day, from {pastWeeks} weeks back to {nextWeeks} weeks ahead.
        The link is shown only once, when you make it; only a fingerprint of it is kept, so nobody can show it to you
        again.
      </p>
      {created && <NewLinkNotice created={created} onDone={() => setCreated(undefined)} />}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {state.status === 'loading' && <Spinner label="Loading your calendar link" />}
        {state.status === 'error' && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
            <p>{state.message}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              Try again
            </Button>
          </div>
        )}
        {state.status === 'success' && (
          <>
            <p className="mr-auto text-stone-700">
              {state.exists
                ? `You have a calendar link${state.createdAt ? `, made on ${dateInWords(new Date(state.createdAt))}` : ''}. Lost it? Make a new one.`
                : 'You have no calendar link yet.'}
            </p>
            <Button busy={busy} onClick={() => void create(state.exists)}>
              {state.exists ? 'New link' : 'Create link'}
            </Button>
          </>
        )}
      </div>
      <p role="alert" className="mt-2 text-sm text-red-700">
        {error}
      </p>
    </section>
  );
}
