// Add Recipe: an import from a link that fills the form, the shared form, a
// draft kept on this device, and the write. Success empties the form and the
// draft and links to the new recipe; a failure says why and keeps everything
// that was typed.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { showAlert } from '@/components/ui/alert-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { addRecipe, type RecipeOwner } from '../api/add-recipe';
import { type ImportDraft, ImportFromLink } from './import-from-link';
import { importedFormValues } from './imported-form-values';
import { RecipeForm } from './recipe-form';
import { isUnchanged, RECIPE_FORM_DEFAULTS, useRecipeForm } from './recipe-form-values';
import { useRecipeDraft } from './use-recipe-draft';

function AddedMessage({ recipeId }: { recipeId: string }) {
  return (
    <span>
      Recipe added successfully!{' '}
      <Link to="/recipes/$id" params={{ id: recipeId }} className="underline underline-offset-2">
        View recipe
      </Link>
    </span>
  );
}

interface AddRecipeFormProps {
  owner: RecipeOwner;
  /** The write (api/add-recipe.ts), or a test's stand-in. */
  add?: typeof addRecipe;
  /** The import's read of a page (import-from-link.tsx), or a test's stand-in. */
  importDraft?: ImportDraft;
}

export function AddRecipeForm({ owner, add = addRecipe, importDraft }: AddRecipeFormProps) {
  const draft = useRecipeDraft(owner.uid);
  const form = useRecipeForm(draft.initial ?? RECIPE_FORM_DEFAULTS);
  const { save } = draft;
  const dataChanged = useDataChanged();

  useEffect(() => {
    const subscription = form.watch(() => save(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, save]);

  const startOver = () => {
    form.reset(RECIPE_FORM_DEFAULTS);
    draft.clear();
  };

  const discard = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: 'Discard this draft?',
      text: 'Everything typed in the form will be cleared.',
      confirmLabel: 'Discard draft',
      cancelLabel: 'Keep editing',
    });
    if (answer === 'confirm') startOver();
  };

  /** The draft takes the form's place (the saved draft follows); what the form holds is replaced only if the cook agrees. */
  const fillFromImport = async (imported: ImportedRecipe) => {
    if (!isUnchanged(form.getValues(), RECIPE_FORM_DEFAULTS)) {
      const answer = await showAlert({
        icon: 'warning',
        title: 'Replace the form with the imported recipe?',
        text: 'What is in the form now will be replaced.',
        confirmLabel: 'Replace',
        cancelLabel: 'Keep the form',
      });
      if (answer !== 'confirm') return false;
    }
    form.reset(importedFormValues(imported, form.getValues()));
    return true;
  };

  return (
    <div className="flex flex-col gap-4">
      <ImportFromLink onImported={fillFromImport} {...(importDraft && { importDraft })} />
      {draft.saved && (
        <p role="status" className="rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900">
          Draft saved on this device. It stays until you add the recipe or discard it.
        </p>
      )}
      <RecipeForm
        form={form}
        showLikes
        submitLabel="Add Recipe"
        onSubmit={async (input) => {
          let recipeId: string;
          try {
            recipeId = await add(input, owner);
            dataChanged();
          } catch (error) {
            notify.error(`Recipe not added. ${describeError(error)}`);
            return;
          }
          startOver();
          notify.success(<AddedMessage recipeId={recipeId} />);
        }}
        actions={
          draft.saved && (
            <Button variant="secondary" onClick={discard}>
              Discard draft
            </Button>
          )
        }
      />
    </div>
  );
}
