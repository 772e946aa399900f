// An imported recipe (POST /recipes/import) as the Add Recipe form shows it
// for review: the draft's fields replace the form's and the page's address
// goes with them, so Add Recipe saves it as the recipe's source. A field the
// draft lacks (the page had no usable picture) keeps what the form had.
import type { ImportedRecipe } from '@recipe-book/schema/recipe-import';
import type { Visibility } from '@recipe-book/schema/visibility';
import { type RecipeFormValues, toFormValues } from './recipe-form-values';

export function importedFormValues({ draft, sourceUrl }: ImportedRecipe, current: RecipeFormValues): RecipeFormValues {
  // The cook's choice of who can see it stays: a page read from elsewhere says nothing about it.
  return toFormValues({
    ...draft,
    image: draft.image ?? current.image,
    sourceUrl,
    visibility: current.visibility as Visibility,
  });
}
