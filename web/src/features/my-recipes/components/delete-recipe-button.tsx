// Delete with a confirmation first. The recipe's likes and wishlist entries
// are removed by the backend's cascade; the live list drops the card itself.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useState } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { deleteRecipe } from '../api/delete-recipe';

interface DeleteRecipeButtonProps {
  recipe: Pick<Recipe, 'id' | 'title'>;
  /** The delete (api/delete-recipe.ts), or a test's stand-in. */
  remove?: typeof deleteRecipe;
}

export function DeleteRecipeButton({ recipe, remove = deleteRecipe }: DeleteRecipeButtonProps) {
  const [busy, setBusy] = useState(false);
  const dataChanged = useDataChanged();
  const confirmAndDelete = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: 'Are you sure you want to delete this recipe?',
      text: `“${recipe.title}” will be deleted for good, with its likes and wishlist saves.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    setBusy(true);
    try {
      await remove(recipe.id);
      dataChanged();
      notify.success(`“${recipe.title}” was deleted.`);
    } catch (error) {
      notify.error(`Recipe not deleted. ${describeError(error)}`);
      setBusy(false);
    }
  };
  return (
    <Button variant="danger" busy={busy} onClick={confirmAndDelete} aria-label={`Delete ${recipe.title}`}>
      Delete
    </Button>
  );
}
