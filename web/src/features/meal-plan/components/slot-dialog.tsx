// "Move to…" and "Copy to…" for one entry: the keyboard's and the screen
// reader's way to do what dragging does (and to copy), with a day and a meal.
import type { Meal } from '@recipe-book/schema/meal-plan-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { DayChoice } from '../day-names';
import { entryName, type MealPlanEntry, type Slot } from '../meal-plan-entry';
import { dateOfDay, dayOfSlot, SlotFields } from './slot-fields';

interface SlotDialogProps {
  entry: MealPlanEntry;
  mode: 'move' | 'copy';
  choices: DayChoice[];
  onChoose: (slot: Slot) => void;
  onClose: () => void;
}

export function SlotDialog({ entry, mode, choices, onChoose, onClose }: SlotDialogProps) {
  const [day, setDay] = useState(dayOfSlot(entry.date));
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ date: dateOfDay(day), meal });
    onClose();
  };
  const verb = mode === 'move' ? 'Move' : 'Copy';
  return (
    <Dialog open onClose={onClose} title={`${verb} “${entryName(entry)}”`}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <SlotFields choices={choices} day={day} meal={meal} onDay={setDay} onMeal={setMeal} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{verb}</Button>
        </div>
      </form>
    </Dialog>
  );
}
