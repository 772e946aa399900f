// "Add ticked to pantry": what was bought goes into the pantry in one tap. The
// pantry's add is handed in by the route (features do not import each other)
// and downloads its code on the first press; it says how it went itself.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { ListPlace } from '@/lib/list-place';

/** The pantry feature's add for the lines' foods: it tells the cook how it went, and never rejects. */
export type AddToPantry = (place: ListPlace, lines: readonly string[]) => Promise<void>;

export function AddTickedToPantry({ onAdd }: { onAdd: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const add = () => {
    setBusy(true);
    onAdd()
      // Only the download can fail here (offline before the code came).
      .catch((error: unknown) => notify.error(`Nothing was added to your pantry. ${describeError(error)}`))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" busy={busy} onClick={add}>
      Add ticked to pantry
    </Button>
  );
}
