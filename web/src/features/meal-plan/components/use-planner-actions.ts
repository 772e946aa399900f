// What a change on the planner does. Nothing waits for the server to show:
// the live week follows the local cache at once (offline too) and the write
// reaches the server when it can (lib/settle-write.ts says so when it waits).
// A refusal, now or later, is told in a toast; a dialog's own check (the
// shared schema's words) is thrown back to the dialog to show by its field.
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { daysBetween, addDays } from '@recipe-book/schema/calendar-date';
import { showAlert } from '@/components/ui/alert-store';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import type { ListPlace } from '@/lib/list-place';
import type { WriteOutcome } from '@/lib/settle-write';
import { useDataChanged } from '@/lib/use-data-changed';
import { addMealPlanEntries, MealPlanFullError } from '../api/add-meal-plan-entries';
import { InvalidEntryError } from '../api/check-entry';
import { deleteMealPlanEntry } from '../api/delete-meal-plan-entry';
import { type EntryChanges, updateMealPlanEntry } from '../api/update-meal-plan-entry';
import { slotDayName } from '../day-names';
import { entryName, MEAL_LABELS, type MealPlanEntry, nextPosition, type Slot } from '../meal-plan-entry';

/** The sentence for a failed write: the app's own refusals as they are, Firestore's in words. */
export const writeFailure = (error: unknown): string =>
  error instanceof MealPlanFullError || error instanceof InvalidEntryError ? error.message : describeError(error);

export const slotName = (slot: Slot) => `${slotDayName(slot.date)}, ${MEAL_LABELS[slot.meal].toLowerCase()}`;

const inputOf = ({
  date,
  meal,
  recipeId,
  recipeTitle,
  servings,
  note,
  position,
}: MealPlanEntry): MealPlanEntryInput => ({
  date,
  meal,
  recipeId,
  recipeTitle,
  servings,
  note,
  position,
});

export interface PlannerActions {
  add: (entry: Omit<MealPlanEntryInput, 'position'>) => Promise<void>;
  move: (entry: MealPlanEntry, slot: Slot) => void;
  duplicate: (entry: MealPlanEntry, slot: Slot) => void;
  /** Servings or note; rejects with the reason, for the dialog to show. */
  edit: (entry: MealPlanEntry, changes: EntryChanges) => Promise<void>;
  remove: (entry: MealPlanEntry) => Promise<void>;
  /** Copies `entries` (a week from `fromMonday`) to the week of `toMonday`. */
  copyWeek: (entries: readonly MealPlanEntry[], fromMonday: string, toMonday: string) => Promise<void>;
}

/** `known`: the entries on screen (where a new entry's position is counted from). */
export function usePlannerActions(place: ListPlace, known: readonly MealPlanEntry[]): PlannerActions {
  const dataChanged = useDataChanged();
  const settled = async (write: Promise<WriteOutcome>, done: string) => {
    const outcome = await write;
    dataChanged();
    if (outcome === 'sent') notify.success(done);
  };
  const inBackground = (write: () => Promise<WriteOutcome>, done: string, failed: string) =>
    void settled(write(), done).catch((error: unknown) => notify.error(`${failed} ${writeFailure(error)}`));
  const placed = (slot: Slot) => ({ date: slot.date, meal: slot.meal, position: nextPosition(known, slot) });

  return {
    add: (entry) =>
      settled(
        addMealPlanEntries(place, [{ ...entry, position: nextPosition(known, entry) }]),
        `Planned “${entryName(entry)}” for ${slotName(entry)}.`,
      ),
    move: (entry, slot) =>
      inBackground(
        () => updateMealPlanEntry(place, entry, placed(slot)),
        `Moved “${entryName(entry)}” to ${slotName(slot)}.`,
        `“${entryName(entry)}” was not moved.`,
      ),
    duplicate: (entry, slot) =>
      inBackground(
        () => addMealPlanEntries(place, [{ ...inputOf(entry), ...placed(slot) }]),
        `Copied “${entryName(entry)}” to ${slotName(slot)}.`,
        `“${entryName(entry)}” was not copied.`,
      ),
    edit: (entry, changes) => settled(updateMealPlanEntry(place, entry, changes), `Saved “${entryName(entry)}”.`),
    remove: async (entry) => {
      const answer = await showAlert({
        icon: 'warning',
        title: `Delete “${entryName(entry)}”?`,
        text: `It will be taken off ${slotName(entry)}.`,
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
      if (answer !== 'confirm') return;
      inBackground(
        () => deleteMealPlanEntry(place, entry.id),
        `Deleted “${entryName(entry)}” from your meal plan.`,
        `“${entryName(entry)}” was not deleted.`,
      );
    },
    copyWeek: (entries, fromMonday, toMonday) => {
      const shift = daysBetween(fromMonday, toMonday);
      const copies = entries.map((entry) => ({ ...inputOf(entry), date: entry.date && addDays(entry.date, shift) }));
      const count = copies.length === 1 ? '1 entry' : `${copies.length} entries`;
      return settled(addMealPlanEntries(place, copies), `Copied ${count} to the week of ${slotDayName(toMonday)}.`);
    },
  };
}
