// Firestore keeps a write made offline in its local cache and sends it when
// the network returns, but the write's promise only settles once the server
// has answered: a form awaiting it would spin for as long as the phone is
// offline. Wrap writes in settleWrite() so the user is told what happened.
import { notify } from '@/components/ui/toast';
import { describeError } from './describe-error';
import { isOnline } from './online-status';

const QUEUED_MESSAGE = "Saved on this device; it will be sent when you're back online.";

/** Online but no answer for this long: treat the connection as gone. */
const QUEUE_AFTER_MS = 8000;

export type WriteOutcome = 'sent' | 'queued';

/**
 * `sent` when the server confirmed the write (a refusal rejects, as before);
 * `queued` when offline or unanswered: the toast says it will be sent later,
 * and a refusal that comes once back online is still shown, never swallowed.
 */
export async function settleWrite(write: Promise<unknown>): Promise<WriteOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<WriteOutcome>((resolve) => {
    timer = setTimeout(() => resolve('queued'), isOnline() ? QUEUE_AFTER_MS : 0);
  });
  try {
    const outcome = await Promise.race([write.then((): WriteOutcome => 'sent'), waited]);
    if (outcome === 'queued') {
      notify.info(QUEUED_MESSAGE);
      write.catch((error: unknown) => notify.error(describeError(error)));
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
