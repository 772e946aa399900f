// Update opens the recipe in the same form as Add. Save writes only the fields
// that changed and closes (the live list shows the change at once); Cancel,
// Escape or the close button discard the edits. A refused write keeps the
// dialog open with what was typed, and says why.
import type { Recipe } from '@recipe-book/schema/recipe';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { updateRecipe } from '../api/update-recipe';
import { RecipeForm } from './recipe-form';
import { changedFields, toFormValues, useRecipeForm } from './recipe-form-values';

interface UpdateRecipeDialogProps {
  /** The recipe as it was when the dialog opened. */
  recipe: Recipe;
  onClose: () => void;
  /** The write (api/update-recipe.ts), or a test's stand-in. */
  save?: typeof updateRecipe;
}

export function UpdateRecipeDialog({ recipe, onClose, save = updateRecipe }: UpdateRecipeDialogProps) {
  const before = toFormValues(recipe);
  const form = useRecipeForm(before);
  const dataChanged = useDataChanged();
  return (
    <Dialog open onClose={onClose} title="Update Recipe" placement="wide">
      <RecipeForm
        form={form}
        autoFocus
        submitLabel="Save"
        actions={
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        }
        onSubmit={async (input, typed) => {
          const patch = changedFields(before, typed, input);
          if (Object.keys(patch).length === 0) return onClose();
          try {
            await save(recipe.id, patch);
            dataChanged();
          } catch (error) {
            notify.error(`Recipe not saved. ${describeError(error)}`);
            return;
          }
          notify.success('Recipe updated.');
          onClose();
        }}
      />
    </Dialog>
  );
}
