// Add to a day and meal: a recipe (found by its title, at its own servings
// unless the cook changes them) or a note ("Leftovers", "Eating out").
import { MEAL_PLAN_LIMITS } from '@recipe-book/schema/meal-plan-constants';
import type { MealPlanEntryInput } from '@recipe-book/schema/meal-plan';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea, TextInput } from '@/components/ui/form-fields';
import type { FoundRecipe } from '../api/search-recipes';
import type { Slot } from '../meal-plan-entry';
import { servingsOf } from './edit-entry-dialog';
import { RecipeSearch } from './recipe-search';
import { slotName, writeFailure } from './use-planner-actions';

interface AddEntryDialogProps {
  uid: string;
  slot: Slot;
  onAdd: (entry: Omit<MealPlanEntryInput, 'position'>) => Promise<void>;
  onClose: () => void;
}

type Kind = 'recipe' | 'note';

export function AddEntryDialog({ uid, slot, onAdd, onClose }: AddEntryDialogProps) {
  const [kind, setKind] = useState<Kind>('recipe');
  const [recipe, setRecipe] = useState<FoundRecipe>();
  const [servings, setServings] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ recipe?: string; servings?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);

  const choose = (found: FoundRecipe) => {
    setRecipe(found);
    setServings(String(found.servings));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'recipe' && !recipe) return setErrors({ recipe: 'Choose a recipe from the search results.' });
    setBusy(true);
    try {
      await onAdd(
        kind === 'recipe' && recipe
          ? { ...slot, recipeId: recipe.id, recipeTitle: recipe.title, servings: servingsOf(servings), note: '' }
          : { ...slot, recipeId: null, recipeTitle: null, servings: null, note },
      );
      onClose();
    } catch (failure) {
      const message = writeFailure(failure);
      setErrors(kind === 'note' ? { note: message } : { servings: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Add to ${slotName(slot)}`} placement="wide">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <fieldset className="flex gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">What to add</legend>
          {(['recipe', 'note'] as const).map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700"
            >
              <input
                type="radio"
                name="kind"
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setErrors({});
                }}
                className="size-4 accent-orange-700"
              />
              {option === 'recipe' ? 'A recipe' : 'A note'}
            </label>
          ))}
        </fieldset>
        {kind === 'recipe' ? (
          <>
            <RecipeSearch uid={uid} chosen={recipe} onChoose={choose} error={errors.recipe} />
            {recipe && (
              <TextInput
                label={`Servings of “${recipe.title}”`}
                inputMode="numeric"
                hint={`It is written for ${recipe.servings}. A whole number from ${MEAL_PLAN_LIMITS.servings.min} to ${MEAL_PLAN_LIMITS.servings.max}.`}
                value={servings}
                onChange={(event) => {
                  setServings(event.target.value);
                  setErrors({});
                }}
                error={errors.servings}
              />
            )}
          </>
        ) : (
          <TextArea
            label="Note"
            hint={`E.g. “Leftovers” or “Eating out”. Up to ${MEAL_PLAN_LIMITS.note.max} characters.`}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors({});
            }}
            error={errors.note}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
