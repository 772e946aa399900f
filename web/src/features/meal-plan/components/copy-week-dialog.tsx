// Copy the week shown to another week, for plans that repeat: every entry of
// the week goes to the same weekday and meal of the week chosen (what is
// there already stays).
import { addDays } from '@recipe-book/schema/calendar-date';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessages } from '@/components/ui/form-fields';
import { longDate } from '../day-names';
import { writeFailure } from './use-planner-actions';

interface CopyWeekDialogProps {
  monday: string;
  count: number;
  onCopy: (toMonday: string) => Promise<void>;
  onClose: () => void;
}

/** Weeks offered: the next ones, then the previous one. */
const WEEKS_AHEAD = 8;

export function CopyWeekDialog({ monday, count, onCopy, onClose }: CopyWeekDialogProps) {
  const id = useId();
  const weeks = [
    ...Array.from({ length: WEEKS_AHEAD }, (_, index) => addDays(monday, (index + 1) * 7)),
    addDays(monday, -7),
  ];
  const [target, setTarget] = useState(weeks[0] ?? monday);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onCopy(target);
      onClose();
    } catch (failure) {
      setError(writeFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={`Copy the week of ${longDate(monday)}`}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-stone-700">
          {count === 1 ? 'Its 1 entry goes' : `Its ${count} entries go`} to the same days and meals of the week you
          choose; what is planned there stays.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            To the week of
          </label>
          <select
            id={id}
            data-autofocus
            value={target}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setTarget(event.target.value);
              setError(undefined);
            }}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-orange-700"
          >
            {weeks.map((week) => (
              <option key={week} value={week}>
                Monday {longDate(week)}
              </option>
            ))}
          </select>
          <FieldMessages id={id} error={error} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} disabled={count === 0}>
            Copy week
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
