// Change a planned recipe's servings, or a note's text. The shared schema
// checks the entry as it will be; what it refuses is said under the field and
// what was typed stays.
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea, TextInput } from '@/components/ui/form-fields';
import type { EntryChanges } from '../api/update-meal-plan-entry';
import { entryName, type MealPlanEntry } from '../meal-plan-entry';
import { writeFailure } from './use-planner-actions';

interface EditEntryDialogProps {
  entry: MealPlanEntry;
  onSave: (changes: EntryChanges) => Promise<void>;
  onClose: () => void;
}

/** What a servings field holds as a number: NaN for anything but digits, which the schema words. */
export const servingsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function EditEntryDialog({ entry, onSave, onClose }: EditEntryDialogProps) {
  const isNote = entry.recipeId === null;
  const [text, setText] = useState(isNote ? entry.note : String(entry.servings ?? ''));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(isNote ? { note: text } : { servings: servingsOf(text) });
      onClose();
    } catch (failure) {
      setError(writeFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  const change = (value: string) => {
    setText(value);
    setError(undefined);
  };
  return (
    <Dialog open onClose={onClose} title={isNote ? 'Edit note' : `Servings of “${entryName(entry)}”`}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {isNote ? (
          <TextArea
            data-autofocus
            label="Note"
            hint={`Up to ${MEAL_PLAN_LIMITS.note.max} characters.`}
            value={text}
            onChange={(event) => change(event.target.value)}
            error={error}
          />
        ) : (
          <TextInput
            data-autofocus
            label="Servings"
            inputMode="numeric"
            hint={`A whole number from ${MEAL_PLAN_LIMITS.servings.min} to ${MEAL_PLAN_LIMITS.servings.max}.`}
            value={text}
            onChange={(event) => change(event.target.value)}
            error={error}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
